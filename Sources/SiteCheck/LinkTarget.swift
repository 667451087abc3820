import Foundation

/// What a link value means for a site opened from a folder (file://).
enum LinkTarget: Equatable {
    /// `""`, `"#cue-3"`, `"?x=1#a"`: this page; fragment nil or empty means its top.
    case samePage(fragment: String?)
    /// `https:`, `mailto:`, `data:` …; never followed.
    case scheme(String)
    /// `//host/path`: a host on the web, or nothing at all under file://.
    case networkPath
    /// `/stories/x.html`: the root of the disk under file://.
    case rootAbsolute
    /// A path relative to the page, percent-decoded, without query or fragment.
    case relative(path: String, fragment: String?)
    /// A path whose `%` escapes are not valid UTF-8.
    case undecodable

    init(_ raw: String) {
        // Foundation's trimming and percent-decoding are slow, and a big page has thousands of
        // links that need neither: each is called only when there is something to do.
        // HTML's spaces: space, tab, line feed, form feed, carriage return.
        func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 12 || byte == 13 }
        let needsTrim = raw.utf8.first.map(isSpace) == true || raw.utf8.last.map(isSpace) == true
        let value = needsTrim ? raw.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r\u{0C}")) : raw
        var rest = Substring(value)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let scheme = Self.scheme(of: rest) {
            self = .scheme(scheme)
            return
        }
        if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
        let decodedFragment = fragment.map { $0.contains("%") ? ($0.removingPercentEncoding ?? $0) : $0 }
        if rest.isEmpty {
            self = .samePage(fragment: decodedFragment)
        } else if rest.hasPrefix("//") {
            self = .networkPath
        } else if rest.hasPrefix("/") {
            self = .rootAbsolute
        } else if !rest.contains("%") {
            self = .relative(path: String(rest), fragment: decodedFragment)
        } else if let path = String(rest).removingPercentEncoding {
            self = .relative(path: path, fragment: decodedFragment)
        } else {
            self = .undecodable
        }
    }

    /// The lower-cased scheme of `https://…`, or nil for a relative reference.
    private static func scheme(of value: Substring) -> String? {
        guard let colon = value.firstIndex(of: ":") else { return nil }
        let candidate = value[..<colon]
        guard let first = candidate.first, first.isASCII, first.isLetter,
              candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }   // "a/b:c" is a path with a colon in it
        return candidate.lowercased()
    }
}
