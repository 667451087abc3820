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
        let value = raw.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r\u{0C}"))
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
        let decodedFragment = fragment.map { $0.removingPercentEncoding ?? $0 }
        if rest.isEmpty {
            self = .samePage(fragment: decodedFragment)
        } else if rest.hasPrefix("//") {
            self = .networkPath
        } else if rest.hasPrefix("/") {
            self = .rootAbsolute
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
