/// An element to write: a small value tree that `XMLWriter` turns into a document.
///
///     let feed = XMLTag("rss", attributes: [("version", "2.0"), ("xmlns:itunes", itunesURI)]) {
///         XMLTag("channel") {
///             XMLTag("title", text: "The Okafor family stories")
///             for story in stories { XMLTag("item") { XMLTag("title", text: story.title) } }
///         }
///     }
///
/// Names may carry a prefix (`itunes:author`) once an `xmlns:itunes` attribute on the element or
/// an ancestor declares it; the writer checks that.
public struct XMLTag: Sendable, Equatable {
    /// The qualified name: `"item"`, `"itunes:duration"`.
    public var name: String
    /// Attributes in the order they are written.
    public var attributes: [XMLAttribute]
    /// Child elements and text, in the order written.
    public var content: [XMLContent]

    /// An element with attributes and optional text content.
    public init(_ name: String, attributes: [(String, String)] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes.map { XMLAttribute(name: $0.0, value: $0.1) }
        self.content = text.map { [.text($0)] } ?? []
    }

    /// An element whose content is built by the closure (elements, strings, `if`, `for`).
    public init(_ name: String, attributes: [(String, String)] = [],
                @XMLContentBuilder content: () -> [XMLContent]) {
        self.name = name
        self.attributes = attributes.map { XMLAttribute(name: $0.0, value: $0.1) }
        self.content = content()
    }
}

/// One attribute to write; the value is escaped by the writer, never by the caller.
public struct XMLAttribute: Sendable, Equatable {
    /// The qualified name: `"href"`, `"xmlns:itunes"`.
    public var name: String
    /// The unescaped value.
    public var value: String

    /// An attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// What an element holds: child elements and text, in order.
public enum XMLContent: Sendable, Equatable {
    /// A child element.
    case element(XMLTag)
    /// Plain text; the writer escapes `<`, `&`, `>` and drops characters XML forbids.
    case text(String)
}
