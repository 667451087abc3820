import CLibXML2
import Foundation

/// A page parsed by libxml2's HTML parser, copied into plain values.
///
/// Parsing never touches the network and never prints: what libxml2 complains about is kept
/// in `issues` (less its "Tag audio invalid" noise about every HTML5 element).
public struct HTMLDocument: Sendable {
    /// The `<html>` element (libxml2 adds one when the page has none); nil for a page with no element.
    public let root: HTMLElement?
    /// libxml2's complaints, in the order it made them.
    public let issues: [HTMLParseIssue]

    /// Parses `data`, read as `encoding` (StoryChop writes UTF-8; libxml2 would otherwise
    /// guess Latin-1 for a page without a `<meta charset>`).
    ///
    /// - Parameter fileName: used in error messages only.
    public init(data: Data, fileName: String = "page.html", encoding: String = "UTF-8") throws(XMLIOError) {
        guard !data.isEmpty else { throw .unparsable(file: fileName, reason: "the file is empty") }
        guard let size = Int32(exactly: data.count) else { throw .tooLarge(file: fileName, bytes: data.count) }
        LibXML2.ready
        guard let context = htmlNewParserCtxt() else { throw .outOfMemory("an HTML parser") }
        defer { htmlFreeParserCtxt(context) }

        let options = HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue
            | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue   // heard via the collector
        let collector = HTMLErrorCollector()
        let parsed = collector.collecting {
            data.withUnsafeBytes { raw in
                htmlCtxtReadMemory(context, raw.bindMemory(to: CChar.self).baseAddress, size,
                                   fileName, encoding, Int32(bitPattern: options))
            }
        }
        guard let document = parsed else {
            throw .unparsable(file: fileName, reason: collector.issues.first?.message ?? "libxml2 built no document")
        }
        defer { xmlFreeDoc(document) }
        root = xmlDocGetRootElement(document).map { HTMLTreeReader.element($0) }
        issues = collector.issues
    }

    /// Parses a string (tests and generated pages).
    public init(html: String, fileName: String = "page.html") throws(XMLIOError) {
        try self.init(data: Data(html.utf8), fileName: fileName)
    }

    /// Every element in document order, the root first.
    public var allElements: [HTMLElement] {
        guard let root else { return [] }
        return [root] + root.descendants
    }

    /// The elements named `name` (case-insensitive) in document order, at any depth.
    public func elements(named name: String) -> [HTMLElement] {
        let wanted = name.lowercased()
        return allElements.filter { $0.name == wanted }
    }

    /// The page's text, white space collapsed.
    public var text: String { root?.text ?? "" }

    /// Ids defined more than once, as libxml2 found them: one finding per repeat, with its line.
    public var duplicateIDs: [(id: String, line: Int?)] {
        issues.compactMap { issue in issue.duplicateID.map { (id: $0, line: issue.line) } }
    }

    /// The issues that matter: errors and worse, duplicate ids included.
    public var errors: [HTMLParseIssue] {
        issues.filter { $0.severity >= .error }
    }
}
