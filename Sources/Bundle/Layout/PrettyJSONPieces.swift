import StoryArchive
import StoryCore

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

    /// How deep the items of a top-level array sit.
    static let itemIndent = 4

    /// `printed`: the item, printed at `itemIndent`.
    static func arrayItem(_ printed: String, first: Bool) -> String {
        (first ? "" : ",") + "\n    " + printed
    }

    static func arrayItem(_ value: JSONValue, first: Bool) -> String {
        arrayItem(value.prettyPrinted(nestedAt: itemIndent), first: first)
    }

    /// An object at `indent` spaces deep whose values are printed already (at `indent + 2`):
    /// what `JSONValue.object(…).prettyPrinted(nestedAt: indent)` gives for the same members.
    static func object(_ members: [(key: String, printed: String)], nestedAt indent: Int) -> String {
        guard !members.isEmpty else { return "{}" }
        let inner = "\n" + String(repeating: " ", count: indent + 2)
        let body = members.map { inner + JSONValue.string($0.key).prettyPrinted(nestedAt: indent + 2) + ": " + $0.printed }
        return "{" + body.joined(separator: ",") + "\n" + String(repeating: " ", count: indent) + "}"
    }

    static func arrayEnd(empty: Bool) -> String {
        empty ? "]" : "\n  ]"
    }

    /// `,` (unless first), a new line, the indent and `"key": `.
    private static func memberStart(_ key: String, first: Bool) -> String {
        (first ? "" : ",") + "\n  " + JSONValue.string(key).prettyPrinted(nestedAt: 2) + ": "
    }
}
