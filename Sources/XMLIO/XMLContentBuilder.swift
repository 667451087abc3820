/// Lets `XMLTag { … }` list children the way SwiftUI lists views, with `if` and `for`.
@resultBuilder
public enum XMLContentBuilder {
    // The standard result-builder entry points; each child becomes one or more `XMLContent`.

    /// A child element.
    public static func buildExpression(_ tag: XMLTag) -> [XMLContent] { [.element(tag)] }
    /// Text content.
    public static func buildExpression(_ text: String) -> [XMLContent] { [.text(text)] }
    /// Content made elsewhere.
    public static func buildExpression(_ content: XMLContent) -> [XMLContent] { [content] }
    /// Several pieces of content made elsewhere.
    public static func buildExpression(_ content: [XMLContent]) -> [XMLContent] { content }
    /// Several elements made elsewhere (`items.map { XMLTag(…) }`).
    public static func buildExpression(_ tags: [XMLTag]) -> [XMLContent] { tags.map(XMLContent.element) }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [XMLContent]...) -> [XMLContent] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [XMLContent]?) -> [XMLContent] { part ?? [] }
    /// The `if` branch.
    public static func buildEither(first part: [XMLContent]) -> [XMLContent] { part }
    /// The `else` branch.
    public static func buildEither(second part: [XMLContent]) -> [XMLContent] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[XMLContent]]) -> [XMLContent] { parts.flatMap { $0 } }
}
