import Foundation
@testable import Site
import StoryArchive
import TestSupport
import Testing

/// StoryChop's own Mustache: the parts of the spec the templates (built-in and a family's own)
/// rely on, checked against the spec's expected output.
@Suite struct MustacheTests {
    /// A model with fields, like the page models.
    struct Person: TemplateFields {
        var name: String
        var nickname: String?
        var pets: [String] = []
        var friends: [Person] = []
        var likesTea = false
        var age = 0

        func child(named name: String) -> TemplateValue? {
            switch name {
            case "name": self.name.templateValue
            case "nickname": nickname.templateValue
            case "pets": pets.templateValue
            case "friends": friends.templateValue
            case "likesTea": likesTea.templateValue
            case "age": age.templateValue
            default: nil
            }
        }
    }

    static let ada = Person(name: "Ada <Lovelace> & \"Co\" 'x'", nickname: nil, pets: ["cat", "dog"],
                            friends: [Person(name: "Charles", nickname: "Babbage")], likesTea: true, age: 36)

    func render(_ templates: [String: String], _ name: String = "main", with value: any TemplateFields = MustacheTests.ada) throws -> String {
        var parsed: [String: [MustacheNode]] = [:]
        for (key, text) in templates { parsed[key] = try MustacheParser.parse(text) }
        let bytes = try #require(MustacheRenderer(templates: parsed).render(name, with: value))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func variablesAreEscapedUnlessTripled() throws {
        #expect(try render(["main": "{{name}}|{{{name}}}|{{& name}}|{{age}}|{{likesTea}}|{{missing}}|{{nickname}}"])
            == #"Ada &lt;Lovelace&gt; &amp; &quot;Co&quot; &#39;x&#39;|Ada <Lovelace> & "Co" 'x'|Ada <Lovelace> & "Co" 'x'|36|true||"#)
    }

    @Test func sectionsRepeatOverListsAndShowForTrueAndValues() throws {
        #expect(try render(["main": "{{#pets}}<{{.}}>{{/pets}}{{#likesTea}}tea{{/likesTea}}{{#nickname}}x{{/nickname}}"]) == "<cat><dog>tea")
        #expect(try render(["main": "{{#friends}}{{name}} aka {{nickname}}, age {{age}}{{/friends}}"]) == "Charles aka Babbage, age 0")
        // A name a friend lacks is found further out: the friend has no pets, so none repeat.
        #expect(try render(["main": "{{#friends}}{{#nickname}}{{.}}/{{name}}{{/nickname}}{{/friends}}"]) == "Babbage/Charles")
    }

    @Test func invertedSectionsShowForNothingFalseAndEmpty() throws {
        let alone = Person(name: "Solo", nickname: nil)
        #expect(try render(["main": "{{^nickname}}none{{/nickname}}{{^pets}}no pets{{/pets}}{{^likesTea}}coffee{{/likesTea}}{{^name}}hidden{{/name}}"],
                           with: alone) == "noneno petscoffee")
    }

    @Test func dottedNamesReachIntoValues() throws {
        struct Page: TemplateFields {
            var owner: Person
            func child(named name: String) -> TemplateValue? { name == "owner" ? owner.templateValue : nil }
        }
        #expect(try render(["main": "{{owner.name}}!{{owner.nickname}}!{{owner.missing.deeper}}"],
                           with: Page(owner: Person(name: "Grace", nickname: "Amazing"))) == "Grace!Amazing!")
    }

    @Test func tagsAloneOnTheirLineLeaveNoBlankLines() throws {
        let template = "<ul>\n  {{#pets}}\n  <li>{{.}}</li>\n  {{/pets}}\n  {{! a comment }}\n</ul>\r\n{{^pets}}\nnone\n{{/pets}}\n"
        #expect(try render(["main": template]) == "<ul>\n  <li>cat</li>\n  <li>dog</li>\n</ul>\r\n")
        // Not alone: the tag shares its line with text, so the line stays.
        #expect(try render(["main": "a {{#likesTea}}\nb\n{{/likesTea}} c"]) == "a \nb\n c")
    }

    @Test func partialsRenderWithTheCurrentValueAndTheirLineIndentation() throws {
        let templates = ["main": "<div>\n  {{> pet}}\n</div>{{#friends}}{{> person}}{{/friends}}", "pet": "{{#pets}}<p>{{.}}</p>\n{{/pets}}",
                         "person": "[{{name}}]"]
        #expect(try render(templates) == "<div>\n  <p>cat</p>\n  <p>dog</p>\n</div>[Charles]")
    }

    @Test func childTemplatesFillTheirParentsBlocks() throws {
        let templates = [
            "base": "<title>{{$title}}Untitled{{/title}}</title>\n<main>\n{{$content}}{{/content}}\n</main>",
            "main": "{{<base}}\n{{$content}}\nHello {{name}}\n{{/content}}\n{{/base}}\n",
            "plain": "{{<base}}{{/base}}",
        ]
        #expect(try render(templates, with: Person(name: "Ada")) == "<title>Untitled</title>\n<main>\nHello Ada\n\n</main>")
        #expect(try render(templates, "plain") == "<title>Untitled</title>\n<main>\n\n</main>")
    }

    @Test func delimitersCanChange() throws {
        #expect(try render(["main": "{{=<% %>=}}<% name %> {{name}} <%={{ }}=%>{{age}}"], with: Person(name: "Bo", age: 3)) == "Bo {{name}} 3")
    }

    @Test(arguments: [
        ("{{#pets}}open", "line 1, column 1: {{#pets}} is never closed (add {{/pets}})"),
        ("a\n{{/pets}}", "line 2, column 1: {{/pets}} closes nothing"),
        ("{{#pets}}\n\n{{/friends}}", "line 3, column 1: {{/friends}} does not match {{#pets}} opened on line 1"),
        ("x {{name", "line 1, column 3: this tag is never closed (expected }})"),
        ("{{}}", "line 1, column 1: this tag has no name"),
        ("{{first name}}", #"line 1, column 1: a tag's name cannot contain spaces ("first name")"#),
    ])
    func badTemplatesSayWhereAndWhy(template: String, message: String) {
        #expect(throws: MustacheSyntaxError.self) { try MustacheParser.parse(template) }
        do {
            _ = try MustacheParser.parse(template)
        } catch {
            #expect(error.description == message)
        }
    }
}

/// Cards kept from the last build's page: a keyed item is copied from the last render's bytes
/// when its key is there, else rendered; two lists of the same items keep apart.
@Suite struct MustachePieceTests {
    struct Words: TemplateList, PieceList {
        var words: [String]
        var isEmptyList: Bool { words.isEmpty }
        var pieceList: (any PieceList)? { self }
        func forEachItem(_ body: (TemplateValue) -> Void) { words.forEach { body(.text($0)) } }
        func forEachPiece(_ body: (UInt64?, () -> TemplateValue) -> Void) {
            for word in words { body(UInt64(word.unicodeScalars.first?.value ?? 0)) { .text(word) } }
        }
    }

    struct Page: TemplateFields {
        var list: Words
        func child(named name: String) -> TemplateValue? { name == "list" ? .list(list) : nil }
    }

    func render(_ words: [String], reusing reusable: ReusablePieces?) throws -> (String, PieceLog) {
        let template = try MustacheParser.parse("<ul>{{#list}}<li>{{.}}</li>{{/list}}</ul>{{#list}}[{{.}}]{{/list}}")
        var pieces: PieceLog? = PieceLog(reusing: reusable)
        let made = try #require(MustacheRenderer(templates: ["page": template])
            .render("page", with: Page(list: Words(words: words)), pieces: &pieces))
        let log = try #require(pieces)
        // The pieces taken from the last build are not in the bytes made: they are written
        // from where they lie, between them.
        let whole = try log.withRuns(of: made) { runs in runs.flatMap { Array($0) } }
        return (String(decoding: whole, as: UTF8.self), log)
    }

    @Test func piecesAreRecordedAndReused() throws {
        let (first, log) = try render(["a", "b"], reusing: nil)
        #expect(first == "<ul><li>a</li><li>b</li></ul>[a][b]")
        #expect(log.pieces.map(\.key.text) == ["1:61", "1:62", "2:61", "2:62"])   // "a" is 0x61
        let bytes = Array(first.utf8)
        #expect(log.pieces.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["<li>a</li>", "<li>b</li>", "[a]", "[b]"])

        // Marked copies of the old pieces show which were reused: "a" is, "c" is new.
        var marked = bytes
        for piece in log.pieces { marked[piece.range.lowerBound + (piece.key.list == 1 ? 4 : 1)] = UInt8(ascii: "X") }
        let folder = try TemporaryDirectory("storychop-pieces")
        defer { folder.remove() }
        try Data(marked).write(to: folder.appending("page.html"))
        let file = try #require(MappedFile(folder.appending("page.html").path))
        let reusable = ReusablePieces(file: file, pieces: log.pieces)
        let (second, secondLog) = try render(["c", "a"], reusing: reusable)
        #expect(second == "<ul><li>c</li><li>X</li></ul>[c][X]")
        // Where each piece went is where it lies in the whole file, taken or made.
        let secondBytes = Array(second.utf8)
        #expect(secondLog.pieces.map { String(decoding: secondBytes[$0.range], as: UTF8.self) } == ["<li>c</li>", "<li>X</li>", "[c]", "[X]"])
    }
}

/// Pieces are recorded as `list:key` and read back as they were written; anything else in the
/// record is not taken for a piece.
@Suite struct PieceKeyTests {
    /// The key `text` reads as (the record is read from its mapped bytes).
    private func pieceKey(reading text: String) -> PieceKey? {
        Array(text.utf8).withUnsafeBufferPointer { PieceKey(text: $0) }
    }

    @Test func aKeyReadsBackAsWritten() throws {
        for key in [PieceKey(story: 0), PieceKey(list: 3, story: 0xfff_ffff_ffff_ffff), PieceKey(list: 12, story: 0xabc)] {
            #expect(pieceKey(reading: key.text) == key)
        }
        #expect(pieceKey(reading: "2:0ABCdef") == PieceKey(list: 2, story: 0xabcdef))
        // Files of one list (search index, feeds) write the key alone.
        #expect(PieceKey(story: 0xabc).text == "abc")
        #expect(PieceKey(list: 10, story: 0).text == "10:0")
        #expect(PieceKey(list: 1, story: 0xfff_ffff_ffff_ffff).text == "1:fffffffffffffff")
        #expect(pieceKey(reading: "abc") == PieceKey(story: 0xabc))
    }

    @Test func numbersAreWrittenAsSwiftWritesThem() {
        var lines = StateFile.Lines()
        for value: UInt64 in [0, 7, 10, 1_234_567_890, .max] {
            lines.append(value)
            lines.append(byte: 9)
            lines.append(value, radix: 16)
            lines.append(byte: 10)
        }
        let expected = [0, 7, 10, 1_234_567_890, UInt64.max].map { "\($0)\t\(String($0, radix: 16))\n" }.joined()
        #expect(String(decoding: lines.written, as: UTF8.self) == expected)
    }

    @Test(arguments: ["", ":", "1:", ":ab", "x:ab", "1:xyz", "1:1234567890abcdef", "1234567:ab", "1;ab", "xyz",
                      "1:ag", "1:aG", "1:a/", "1:@", "1:`", "1:a ", "1:\u{e9}",
                      "1:2:ab", "a:12", "-1:ab", "1:-ab", "1234567890abcdef"])
    func anythingElseIsNoKey(text: String) {
        #expect(pieceKey(reading: text) == nil)
    }

    /// A list page's key holds its stories' piece keys, in order.
    @Test func aListsKeyChangesWithItsStoriesPieceKeysAndTheirOrder() {
        func fingerprint(_ parts: [String], listing pieceKeys: [UInt64]) -> String {
            var key = PageKey(parts)
            for pieceKey in pieceKeys { key.add(pieceKey: pieceKey) }
            return key.fingerprint(salt: "templates")
        }
        #expect(fingerprint(["stories/index.html"], listing: [1, 2]) == fingerprint(["stories/index.html"], listing: [1, 2]))
        #expect(fingerprint(["stories/index.html"], listing: [1, 2]) != fingerprint(["stories/index.html"], listing: [2, 1]))
        #expect(fingerprint(["stories/index.html"], listing: [1, 2]) != fingerprint(["stories/index.html"], listing: [1, 0x1_0000_0002]))
        #expect(fingerprint(["stories/index.html"], listing: [1]) != fingerprint(["stories/index.html", "#"], listing: []))
    }

    @Test func aStorysPieceKeyIsItsKeysFirstFifteenHexDigits() {
        let keys = ["a": "0123456789abcdef0123", "b": "not hex"]
        #expect(FragmentStore.pieceKey(of: "a", keys: keys) == 0x0123_4567_89ab_cde)
        // Without a key in hex, the id's hash: the same every time, and another id's differs.
        #expect(FragmentStore.pieceKey(of: "b", keys: keys) == FragmentStore.pieceKey(of: "b", keys: [:]))
        #expect(FragmentStore.pieceKey(of: "b", keys: keys) != FragmentStore.pieceKey(of: "c", keys: [:]))
    }
}
