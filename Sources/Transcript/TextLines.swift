/// Splits text into lines the way files are actually written: "\r\n" (Windows), "\r" (old Mac)
/// or "\n". Swift treats "\r\n" as one Character, so it is matched whole.
enum TextLines {
    static func split(_ text: String) -> [Substring] {
        var body = Substring(text)
        // A byte order mark that survived decoding (e.g. one written twice) is not text.
        while body.first == "\u{FEFF}" { body.removeFirst() }
        return body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// True for an empty line or one of only spaces and tabs: such lines separate blocks.
    static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Cue text tidied for storage: each line trimmed of spaces and tabs, empty lines dropped
    /// (a blank line would end a cue in WebVTT), joined by "\n".
    static func tidyCueText<S: StringProtocol>(_ text: S) -> String {
        text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map { Substring($0).trimmingSpaces() }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
