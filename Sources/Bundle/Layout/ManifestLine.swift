import StoryCore
/// One line of a BagIt manifest, `<checksum in hex>  <path>` (RFC 8493 §2.1.3).
///
/// Paths are written with only CR, LF and `%` percent-encoded, as the RFC asks; everything
/// else, non-ASCII letters included, is written as UTF-8.
struct ManifestLine: Equatable {
    var digest: String
    var path: String

    /// The text of the line, without its newline.
    var text: String { "\(digest)  \(Self.encode(path))" }

    /// Reads a line of `algorithm`'s manifest; nil when it is not `<hex> <path>`.
    init?(parsing line: Substring, algorithm: BagAlgorithm) {
        let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
        guard let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return nil }
        let digest = trimmed[..<space].lowercased()
        let rest = trimmed[space...].drop { $0 == " " || $0 == "\t" }
        guard digest.count == algorithm.hexDigits, digest.allSatisfy(\.isHexDigit), !rest.isEmpty else { return nil }
        self.digest = digest
        path = Self.decode(String(rest))
    }

    init(digest: String, path: String) {
        self.digest = digest
        self.path = path
    }

    /// A whole manifest: the lines in the order given, each ending in LF.
    static func text(_ lines: [ManifestLine]) -> String {
        lines.map { $0.text + "\n" }.joined()
    }

    static func encode(_ path: String) -> String {
        path.replacingScalars { scalar in
            switch scalar {
            case "%": "%25"
            case "\n": "%0A"
            case "\r": "%0D"
            default: nil
            }
        }
    }

    /// Undoes `encode`, left to right, so `%250A` reads back as `%0A`.
    static func decode(_ path: String) -> String {
        guard path.contains("%") else { return path }
        var out = String.UnicodeScalarView()
        var scalars = path.unicodeScalars[...]
        while let first = scalars.first {
            let code = String(String.UnicodeScalarView(scalars.dropFirst().prefix(2))).uppercased()
            if first == "%", let decoded = ["0A": "\n", "0D": "\r", "25": "%"][code] {
                out.append(contentsOf: decoded.unicodeScalars)
                scalars = scalars.dropFirst(3)
            } else {
                out.append(first)
                scalars = scalars.dropFirst()
            }
        }
        return String(out)
    }
}
