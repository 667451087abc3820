/// Reads the URLs out of a `srcset` attribute.
enum SourceSet {
    /// `"a.jpg 1x, b.jpg 2x"` → `["a.jpg", "b.jpg"]`.
    ///
    /// Follows the HTML rule that a URL runs to the next white space, so a `data:` URL's own
    /// commas do not split it; a comma right after a URL ends that candidate.
    static func urls(in value: String) -> [String] {
        var urls: [String] = []
        var rest = Substring(value)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            guard !rest.isEmpty else { return urls }
            var url = rest.prefix { !$0.isWhitespace }
            rest = rest.dropFirst(url.count)
            if url.last == "," {
                while url.last == "," { url = url.dropLast() }
            } else {
                // Skip the descriptors ("2x", "480w") up to the comma that ends the candidate.
                rest = rest.drop { $0 != "," }
            }
            if !url.isEmpty { urls.append(String(url)) }
        }
    }
}
