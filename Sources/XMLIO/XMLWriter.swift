import CLibXML2
import Foundation

/// Writes an `XMLTag` tree as a UTF-8 XML document with libxml2's text writer, which does
/// the escaping: feeds (RSS 2.0 podcast, Atom) and the sitemap.
///
/// The tree is checked first (names, namespace prefixes, repeated attributes) so that what
/// comes out is always well-formed, and text is stripped of characters XML cannot hold.
public struct XMLWriter: Sendable {
    /// One level of indentation; empty for no line breaks at all.
    public var indentation: String

    /// A writer; two spaces per level by default.
    public init(indentation: String = "  ") {
        self.indentation = indentation
    }

    /// The document `<?xml version="1.0" encoding="UTF-8"?>` followed by `root`.
    public func document(_ root: XMLTag) throws(XMLIOError) -> Data {
        try Self.validate(root, declared: ["xml"])
        return try withWriter { writer, _ throws(XMLIOError) in
            try Self.check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "StartDocument")
            try Self.write(root, with: writer)
            try Self.check(xmlTextWriterEndDocument(writer), "EndDocument")
        }
    }

    /// Runs `body` with a text writer into a buffer, then returns the buffer's bytes; the
    /// writer is freed, and so flushed, before the buffer is read.
    private func withWriter(_ body: (xmlTextWriterPtr, xmlBufferPtr) throws(XMLIOError) -> Void) throws(XMLIOError) -> Data {
        LibXML2.ready
        guard let buffer = xmlBufferCreate() else { throw .outOfMemory("an XML buffer") }
        defer { xmlBufferFree(buffer) }
        do {
            guard let writer = xmlNewTextWriterMemory(buffer, 0) else { throw XMLIOError.outOfMemory("an XML writer") }
            defer { xmlFreeTextWriter(writer) }
            if !indentation.isEmpty {
                try Self.check(xmlTextWriterSetIndent(writer, 1), "SetIndent")
                try Self.check(xmlTextWriterSetIndentString(writer, LibXML2.bytes(indentation)), "SetIndentString")
            }
            try body(writer, buffer)
        }
        guard let content = xmlBufferContent(buffer) else { return Data() }
        return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
    }

    /// Writes `tag` and its content.
    private static func write(_ tag: XMLTag, with writer: xmlTextWriterPtr) throws(XMLIOError) {
        try check(xmlTextWriterStartElement(writer, LibXML2.bytes(tag.name)), "StartElement <\(tag.name)>")
        for attribute in tag.attributes {
            try check(xmlTextWriterWriteAttribute(writer, LibXML2.bytes(attribute.name),
                                                  LibXML2.bytes(XMLText.sanitized(attribute.value))),
                      "WriteAttribute \(attribute.name)")
        }
        for part in tag.content {
            switch part {
            case .text(let text):
                try check(xmlTextWriterWriteString(writer, LibXML2.bytes(XMLText.sanitized(text))),
                          "WriteString in <\(tag.name)>")
            case .element(let child):
                try write(child, with: writer)
            }
        }
        try check(xmlTextWriterEndElement(writer), "EndElement </\(tag.name)>")
    }

    /// libxml2's writer copies names through unchecked, so a bad one would make a broken file.
    private static func validate(_ tag: XMLTag, declared: Set<String>) throws(XMLIOError) {
        var inScope = declared
        var seen: Set<String> = []
        for attribute in tag.attributes {
            guard XMLText.isQualifiedName(attribute.name) else { throw .invalidName(attribute.name) }
            guard seen.insert(attribute.name).inserted else {
                throw .duplicateAttribute(name: attribute.name, element: tag.name)
            }
            if XMLText.prefix(of: attribute.name) == "xmlns" {
                inScope.insert(String(attribute.name.dropFirst("xmlns:".count)))
            }
        }
        guard XMLText.isQualifiedName(tag.name) else { throw .invalidName(tag.name) }
        for name in [tag.name] + tag.attributes.map(\.name) {
            if let prefix = XMLText.prefix(of: name), prefix != "xmlns", !inScope.contains(prefix) {
                throw .undeclaredPrefix(name: name)
            }
        }
        for case .element(let child) in tag.content {
            try validate(child, declared: inScope)
        }
    }

    private static func check(_ result: Int32, _ step: @autoclosure () -> String) throws(XMLIOError) {
        if result < 0 { throw .writerFailed(step: step()) }
    }
}
