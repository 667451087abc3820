extension String {
    /// The text with each Unicode scalar that `replacement` gives text for replaced by it: the
    /// escaping of every line-based format StoryChop writes (YAML strings, BagIt manifest
    /// paths, the site's cache fields) is a small table of such replacements.
    public func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let text = replacement(scalar) {
                out += text
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
