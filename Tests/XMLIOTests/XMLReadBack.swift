import CLibXML2
import Foundation

/// An element read back with libxml2's strict XML parser, to prove the writer's output is
/// well-formed and namespace-correct (the parser returns no document for anything less).
struct ReadBackElement: Equatable {
    var name: String
    var namespace: String?
    var attributes: [String: String]
    var text: String
    var children: [ReadBackElement]

    /// nil when `data` is not a well-formed XML document.
    static func parse(_ data: Data) -> ReadBackElement? {
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = data.withUnsafeBytes { raw in
            xmlReadMemory(raw.bindMemory(to: CChar.self).baseAddress, Int32(raw.count), "feed.xml", nil, options)
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        return xmlDocGetRootElement(document).map(element)
    }

    private static func element(_ node: xmlNodePtr) -> ReadBackElement {
        var result = ReadBackElement(name: String(cString: node.pointee.name),
                                     namespace: node.pointee.ns.flatMap { $0.pointee.href.map { String(cString: $0) } },
                                     attributes: [:], text: "", children: [])
        var attribute = node.pointee.properties
        while let current = attribute {
            let prefix = current.pointee.ns.flatMap { $0.pointee.prefix.map { String(cString: $0) + ":" } } ?? ""
            var value = ""
            var part = current.pointee.children
            while let text = part {
                if let content = text.pointee.content { value += String(cString: content) }
                part = text.pointee.next
            }
            result.attributes[prefix + String(cString: current.pointee.name)] = value
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE {
                result.children.append(element(current))
            } else if current.pointee.type == XML_TEXT_NODE, let content = current.pointee.content {
                result.text += String(cString: content)
            }
            child = current.pointee.next
        }
        return result
    }
}
