import StoryArchive

/// A pretty-printed JSON object written a piece at a time, so that an array too long to hold
/// can be written item by item: the pieces, joined, are byte for byte what
/// `JSONValue.prettyPrinted()` gives for the whole object (two-space indent, newline at the end).
///
///     {                          open
///       "key": value,            member(first: true), member
///       "list": [                arrayStart
///         item,                  arrayItem(first: true), arrayItem
///         item
///       ]                        arrayEnd(empty: false)
///     }                          close
enum PrettyJSONPieces {
    static let open = "{"
    static let close = "\n}\n"

    static func member(_ key: String, _ value: JSONValue, first: Bool) -> String {
        memberStart(key, first: first) + value.prettyPrinted(nestedAt: 2)
    }

    static func arrayStart(_ key: String, first: Bool) -> String {
        memberStart(key, first: first) + "["
    }

    static func arrayItem(_ value: JSONValue, first: Bool) -> String {
        (first ? "" : ",") + "\n    " + value.prettyPrinted(nestedAt: 4)
    }

    static func arrayEnd(empty: Bool) -> String {
        empty ? "]" : "\n  ]"
    }

    /// `,` (unless first), a new line, the indent and `"key": `.
    private static func memberStart(_ key: String, first: Bool) -> String {
        (first ? "" : ",") + "\n  " + JSONValue.string(key).prettyPrinted(nestedAt: 2) + ": "
    }
}
