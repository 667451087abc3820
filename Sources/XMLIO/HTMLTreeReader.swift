import CLibXML2

/// Copies libxml2's tree into `HTMLElement` values while the document is still alive.
enum HTMLTreeReader {
    /// Deeper nesting is cut off rather than risk a worker thread's small stack; no real page
    /// comes near it (libxml2 itself stops nesting HTML long before).
    static let maximumDepth = 1_000

    static func element(_ node: xmlNodePtr, depth: Int = 0) -> HTMLElement {
        var children: [HTMLNode] = []
        var child = node.pointee.children
        while let current = child {
            defer { child = current.pointee.next }
            switch current.pointee.type {
            case XML_ELEMENT_NODE where depth < maximumDepth:
                children.append(.element(element(current, depth: depth + 1)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                // A `<script>` or `<style>` body arrives as CDATA; keep it as text.
                if let content = current.pointee.content {
                    children.append(.text(String(cString: content)))
                }
            default:
                break   // comments, processing instructions, entity references
            }
        }
        let line = xmlGetLineNo(node)
        return HTMLElement(name: name(of: node.pointee.name).lowercased(),
                           attributes: attributes(of: node),
                           children: children,
                           line: line > 0 ? line : nil)
    }

    private static func attributes(of node: xmlNodePtr) -> [HTMLAttribute] {
        var result: [HTMLAttribute] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            defer { attribute = current.pointee.next }
            // The value is the attribute's text children, entities already decoded; a bare
            // boolean attribute (`controls`) has none.
            var value = ""
            var part = current.pointee.children
            while let text = part {
                if let content = text.pointee.content { value += String(cString: content) }
                part = text.pointee.next
            }
            result.append(HTMLAttribute(name: name(of: current.pointee.name).lowercased(), value: value))
        }
        return result
    }

    private static func name(of pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
