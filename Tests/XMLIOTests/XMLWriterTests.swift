import Foundation
import Testing
import XMLIO

/// The writer's output is always well-formed XML that says what the tree said.
struct XMLWriterTests {
    static let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"
    static let podcast = "https://podcastindex.org/namespace/1.0"

    private func write(_ root: XMLTag) throws -> (String, ReadBackElement) {
        let data = try XMLWriter().document(root)
        let text = String(decoding: data, as: UTF8.self)
        let parsed = try #require(ReadBackElement.parse(data), "not well-formed:\n\(text)")
        return (text, parsed)
    }

    @Test func writesAnIndentedDocument() throws {
        let root = XMLTag("urlset", attributes: [("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9")]) {
            XMLTag("url") { XMLTag("loc", text: "https://example.org/stories/a/index.html") }
            XMLTag("empty")
        }
        let (text, _) = try write(root)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url>
                <loc>https://example.org/stories/a/index.html</loc>
              </url>
              <empty/>
            </urlset>

            """)
    }

    @Test("markup characters are escaped and read back unchanged", arguments: [
        #"<b>Fish & "chips"</b> it's > all"#,
        "]]> <![CDATA[ x ]]>",
        "&amp; stays literal",
        "Großmutter 🎙 مرحبا",
    ])
    func escaping(_ value: String) throws {
        let (text, parsed) = try write(XMLTag("item", attributes: [("title", value)], text: value))
        #expect(parsed.text == value)
        #expect(parsed.attributes["title"] == value)
        #expect(!text.contains("<b>"))
    }

    @Test func textEscapesAreTheUsualOnes() throws {
        let (text, _) = try write(XMLTag("t", attributes: [("u", #"?b=1&c="2""#)], text: "<a> & b"))
        #expect(text.contains(#"<t u="?b=1&amp;c=&quot;2&quot;">&lt;a&gt; &amp; b</t>"#))
    }

    @Test("characters XML forbids are dropped", arguments: [
        ("a\u{1}b\u{8}c", "abc"),
        ("line\u{B}feed\u{C}", "linefeed"),
        ("keep\ttab\nand newline", "keep\ttab\nand newline"),
        ("\u{FFFE}odd\u{FFFF}", "odd"),
        ("nul\u{0}here", "nulhere"),
    ])
    func controlCharacters(_ value: String, _ expected: String) throws {
        let (_, parsed) = try write(XMLTag("description", attributes: [("note", value)], text: value))
        #expect(parsed.text == expected)
        #expect(parsed.attributes["note"] == expected)
    }

    @Test func namespacedElementsAndAttributes() throws {
        let root = XMLTag("rss", attributes: [("version", "2.0"), ("xmlns:itunes", Self.itunes),
                                              ("xmlns:podcast", Self.podcast)]) {
            XMLTag("channel") {
                XMLTag("itunes:author", text: "The Okafor family")
                XMLTag("podcast:transcript", attributes: [("url", "https://e.org/t.vtt"), ("type", "text/vtt")])
                XMLTag("itunes:image", attributes: [("href", "https://e.org/cover.png")])
            }
        }
        let (_, parsed) = try write(root)
        let channel = try #require(parsed.children.first)
        #expect(channel.children.map(\.name) == ["author", "transcript", "image"])
        #expect(channel.children.map(\.namespace) == [Self.itunes, Self.podcast, Self.itunes])
        #expect(channel.children[1].attributes["type"] == "text/vtt")
    }

    @Test func prefixedAttributeUsesItsNamespace() throws {
        let root = XMLTag("feed", attributes: [("xmlns", "http://www.w3.org/2005/Atom"), ("xml:lang", "de")]) {
            XMLTag("link", attributes: [("xmlns:a", "urn:a"), ("a:rel", "self")])
        }
        let (_, parsed) = try write(root)
        #expect(parsed.namespace == "http://www.w3.org/2005/Atom")
        #expect(parsed.attributes["xml:lang"] == "de")
        #expect(parsed.children.first?.attributes["a:rel"] == "self")
    }

    @Test func builderTakesLoopsAndConditions() throws {
        let titles = ["One", "Two", "Three"]
        let showEmpty = false
        let root = XMLTag("channel") {
            for title in titles { XMLTag("item") { XMLTag("title", text: title) } }
            if showEmpty { XMLTag("never") } else { "tail text" }
        }
        let (_, parsed) = try write(root)
        #expect(parsed.children.map { $0.children.first?.text } == ["One", "Two", "Three"])
        #expect(parsed.text.contains("tail text"))
    }

    @Test("trees that cannot be well-formed are refused", arguments: [
        (XMLTag("itunes:author"), XMLIOError.undeclaredPrefix(name: "itunes:author")),
        (XMLTag("item", attributes: [("podcast:x", "1")]), .undeclaredPrefix(name: "podcast:x")),
        (XMLTag("bad name"), .invalidName("bad name")),
        (XMLTag("1st"), .invalidName("1st")),
        (XMLTag("a:b:c"), .invalidName("a:b:c")),
        (XMLTag("x", attributes: [("", "1")]), .invalidName("")),
        (XMLTag("x", attributes: [("a", "1"), ("a", "2")]), .duplicateAttribute(name: "a", element: "x")),
    ])
    func refused(_ root: XMLTag, _ expected: XMLIOError) {
        #expect(throws: expected) { try XMLWriter().document(root) }
    }

    @Test func prefixDeclaredOnAnAncestorIsInScopeOnlyBelowIt() {
        let root = XMLTag("rss") {
            XMLTag("a", attributes: [("xmlns:p", "urn:p")]) { XMLTag("p:in") }
            XMLTag("p:out")
        }
        #expect(throws: XMLIOError.undeclaredPrefix(name: "p:out")) { try XMLWriter().document(root) }
    }

    @Test func noIndentationWritesOneLine() throws {
        let data = try XMLWriter(indentation: "").document(XMLTag("a") { XMLTag("b", text: "c") })
        #expect(String(decoding: data, as: UTF8.self) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a><b>c</b></a>\n")
    }
}
