/// One complaint libxml2's HTML parser made about a page.
///
/// Code 801 ("Tag audio invalid") is never kept: libxml2 2.9 knows no HTML5 element and says so
/// for every one, while still building it into the tree.
public struct HTMLParseIssue: Sendable, Equatable {
    /// How serious libxml2 thinks it is.
    public enum Severity: Int, Sendable, Comparable {
        case warning = 1, error = 2, fatal = 3

        /// Less serious first.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// libxml2's `xmlParserErrors` code (513 is a duplicate id, 23 a `&` with no `;`).
    public let code: Int
    /// libxml2's level: its HTML parser reports almost everything as an error.
    public let severity: Severity
    /// The 1-based source line, when libxml2 knew it.
    public let line: Int?
    /// libxml2's message, trimmed: "htmlParseEntityRef: expecting ';'".
    public let message: String

    /// libxml2's code for "ID x already defined".
    public static let duplicateIDCode = 513
    /// libxml2's code for "Tag x invalid", raised for every HTML5 element.
    public static let unknownTagCode = 801

    /// An issue as libxml2 reported it.
    public init(code: Int, severity: Severity, line: Int?, message: String) {
        self.code = code
        self.severity = severity
        self.line = line
        self.message = message
    }

    /// The id defined twice, when this is a duplicate-id finding.
    public var duplicateID: String? {
        guard code == Self.duplicateIDCode else { return nil }
        // The message is "ID <id> already defined"; the id itself holds no space.
        let words = message.split(separator: " ")
        guard words.count >= 2, words[0] == "ID" else { return nil }
        return String(words[1])
    }
}
