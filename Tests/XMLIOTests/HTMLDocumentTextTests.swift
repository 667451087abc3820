import Foundation
import Testing
import XMLIO

/// Text and attributes come out of libxml2 as the page meant them.
struct HTMLDocumentTextTests {
    @Test("UTF-8 text survives the parse", arguments: [
        "Großmutter erzählt",
        "Grandpa's first radio 🎙📻👨‍👩‍👧",
        "مرحبا بكم في قصص العائلة",
        "日本語の話",
    ])
    func utf8Text(_ text: String) throws {
        let page = try HTMLDocument(html: "<!DOCTYPE html><html lang=\"x\"><body><h1>\(text)</h1></body></html>")
        #expect(page.elements(named: "h1").map(\.text) == [text])
    }

    @Test("entities are decoded", arguments: [
        ("&amp; &lt; &gt; &quot;", "& < > \""),
        ("caf&eacute; &#233; &#xE9;", "café é é"),
        ("a&nbsp;b", "a\u{A0}b"),
        ("&#x1F399;", "🎙"),
    ])
    func entities(_ source: String, _ expected: String) throws {
        let page = try HTMLDocument(html: "<p>\(source)</p>")
        #expect(page.elements(named: "p").first?.text == expected)
    }

    @Test func textCollapsesHTMLWhiteSpaceOnly() throws {
        let page = try HTMLDocument(html: "<p>\n  Rose\t<b>told</b>\n\n us  </p>")
        let paragraph = try #require(page.elements(named: "p").first)
        #expect(paragraph.text == "Rose told us")
        #expect(paragraph.rawText == "\n  Rose\ttold\n\n us  ")
    }

    @Test func attributesKeepOrderAndAreLowerCased() throws {
        let page = try HTMLDocument(html: #"<IMG SRC="Oma%20Rose.jpg" Alt="" data-x='1 &amp; 2' width=10>"#)
        let image = try #require(page.elements(named: "img").first)
        #expect(image.name == "img")
        #expect(image.attributeList.map(\.name) == ["src", "alt", "data-x", "width"])
        #expect(image.attribute("SRC") == "Oma%20Rose.jpg")
        #expect(image.attribute("alt") == "")            // present but empty: decorative
        #expect(image.attribute("title") == nil)         // absent
        #expect(image.attributes["data-x"] == "1 & 2")
    }

    @Test func booleanAttributeHasEmptyValue() throws {
        let page = try HTMLDocument(html: #"<audio controls preload="none"></audio>"#)
        let audio = try #require(page.elements(named: "audio").first)
        #expect(audio.attribute("controls") == "")
        #expect(audio.attribute("preload") == "none")
    }

    @Test func scriptBodyIsKeptAsText() throws {
        let page = try HTMLDocument(html: "<script>if (a < b && c) { go() }</script>")
        #expect(page.elements(named: "script").first?.rawText == "if (a < b && c) { go() }")
        #expect(page.errors.isEmpty)
    }
}
