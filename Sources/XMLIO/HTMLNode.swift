/// A child of an `HTMLElement`: another element, or a run of text.
///
/// Comments, processing instructions and the doctype are left out; nothing checks them.
public enum HTMLNode: Sendable, Equatable {
    /// A child element.
    case element(HTMLElement)
    /// Character data with entities already decoded (`&amp;` is `&`).
    case text(String)
}

/// One attribute, as written in the page.
public struct HTMLAttribute: Sendable, Equatable {
    /// Lower-cased, as HTML compares them.
    public let name: String
    /// Entities decoded; `""` for a bare boolean attribute such as `controls`.
    public let value: String

    /// An attribute; `name` is expected lower-cased.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
