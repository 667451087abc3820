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

    /// The document split where more children of the element at `parent` (names from the root
    /// down) would go, after its last child: head + children made by `children(_:depth:)` +
    /// tail is the document with those children in it. Lets a feed of thousands of items be
    /// assembled from items written once and kept. The element must have a child element.
    public func document(_ root: XMLTag, splitIn parent: [String]) throws(XMLIOError) -> (head: Data, tail: Data) {
        try Self.validate(root, declared: ["xml"])
        var split: Int?
        let whole = try withWriter { writer, buffer throws(XMLIOError) in
            try Self.check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "StartDocument")
            try Self.write(root, with: writer, splitIn: parent[...]) { () throws(XMLIOError) in
                try Self.check(xmlTextWriterFlush(writer), "Flush")
                split = Int(xmlBufferLength(buffer))
            }
            try Self.check(xmlTextWriterEndDocument(writer), "EndDocument")
        }
        guard let split else { throw .writerFailed(step: "no <\(parent.joined(separator: "/"))> with a child to split in") }
        return (whole.prefix(split), whole.dropFirst(split))
    }

    /// Each element as written as a child at `depth` (the root is at 0) after another child,
    /// indentation and line break included: the pieces for `document(_:splitIn:)`. `declared`:
    /// the namespace prefixes the document declares above them.
    public func children(_ elements: [XMLTag], depth: Int, declared: Set<String>) throws(XMLIOError) -> [[UInt8]] {
        for element in elements { try Self.validate(element, declared: declared.union(["xml"])) }
        var pieces: [[UInt8]] = []
        pieces.reserveCapacity(elements.count)
        _ = try withWriter { writer, buffer throws(XMLIOError) in
            // Stand-in ancestors give the depth; a stand-in sibling puts each piece after a child.
            for _ in 0..<depth { try Self.check(xmlTextWriterStartElement(writer, "x"), "StartElement") }
            try Self.check(xmlTextWriterStartElement(writer, "x"), "StartElement")
            try Self.check(xmlTextWriterEndElement(writer), "EndElement")
            try Self.check(xmlTextWriterFlush(writer), "Flush")
            var start = Int(xmlBufferLength(buffer))
            for element in elements {
                try Self.write(element, with: writer)
                try Self.check(xmlTextWriterFlush(writer), "Flush")
                let end = Int(xmlBufferLength(buffer))
                guard let content = xmlBufferContent(buffer) else { throw .outOfMemory("an XML buffer") }
                pieces.append(Array(UnsafeBufferPointer(start: content + start, count: end - start)))
                start = end
            }
        }
        return pieces
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

    /// Writes `tag`; when `splitIn` leads to it (its last name is this tag's), calls `split`
    /// after its content, before its end tag.
    private static func write(_ tag: XMLTag, with writer: xmlTextWriterPtr, splitIn path: ArraySlice<String> = [],
                              split: () throws(XMLIOError) -> Void = {}) throws(XMLIOError) {
        let onPath = path.first == tag.name
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
                try write(child, with: writer, splitIn: onPath ? path.dropFirst() : [], split: split)
            }
        }
        if onPath, path.count == 1, case .element = tag.content.last { try split() }
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
