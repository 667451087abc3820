/// One element of a parsed page, as a plain value: no libxml2 pointer outlives the parse.
public struct HTMLElement: Sendable, Equatable {
    /// Lower-cased tag name: `"audio"`.
    public let name: String
    /// Attributes in source order.
    public let attributeList: [HTMLAttribute]
    /// Child elements and text, in source order.
    public let children: [HTMLNode]
    /// The 1-based line the start tag is on; nil for elements libxml2 added itself
    /// (an implied `<html>` or `<body>`).
    public let line: Int?

    /// An element built by hand (tests, or a caller making a fragment to compare against).
    public init(name: String, attributes: [HTMLAttribute] = [], children: [HTMLNode] = [], line: Int? = nil) {
        self.name = name
        self.attributeList = attributes
        self.children = children
        self.line = line
    }

    /// Attributes by name; when a name repeats, the first one wins, as in browsers.
    public var attributes: [String: String] {
        var result: [String: String] = [:]
        for attribute in attributeList where result[attribute.name] == nil {
            result[attribute.name] = attribute.value
        }
        return result
    }

    /// The value of attribute `name` (case-insensitive), or nil when the element has none.
    public func attribute(_ name: String) -> String? {
        let wanted = name.lowercased()
        return attributeList.first { $0.name == wanted }?.value
    }

    /// The child elements, without the text between them.
    public var elementChildren: [HTMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// Every element below this one, depth-first in document order (not this one).
    ///
    /// Walk this rather than `children` to find things: libxml2 2.9 does not know `<source>`
    /// and `<track>` are empty, so a second `<source>` ends up *inside* the first.
    public var descendants: [HTMLElement] {
        var result: [HTMLElement] = []
        // An explicit stack: pages can nest deeper than a thread's stack would like.
        var stack = Array(elementChildren.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.elementChildren.reversed())
        }
        return result
    }

    /// The descendants named `name` (case-insensitive), in document order.
    public func elements(named name: String) -> [HTMLElement] {
        let wanted = name.lowercased()
        return descendants.filter { $0.name == wanted }
    }

    /// All text below this element, joined as written.
    public var rawText: String {
        var result = ""
        var stack = Array(children.reversed())
        while let next = stack.popLast() {
            switch next {
            case .text(let text): result += text
            case .element(let element): stack.append(contentsOf: element.children.reversed())
            }
        }
        return result
    }

    /// All text below this element with runs of HTML white space collapsed to one space and
    /// the ends trimmed, roughly what a reader sees. A no-break space is kept.
    public var text: String {
        let htmlSpace: Set<Character> = [" ", "\t", "\n", "\r", "\u{0C}", "\r\n"]
        return rawText.split(whereSeparator: { htmlSpace.contains($0) }).joined(separator: " ")
    }
}
