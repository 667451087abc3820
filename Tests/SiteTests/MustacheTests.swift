import Foundation
@testable import Site
import StoryArchive
import TestSupport
import Testing

/// StoryChop's own Mustache: the parts of the spec the templates (built-in and a family's own)
/// rely on, checked against the spec's expected output.
@Suite struct MustacheTests {
    /// A model with fields, like the page models: its properties are its names.
    struct Person: Encodable {
        var name: String
        var nickname: String?
        var pets: [String] = []
        var friends: [Person] = []
        var likesTea = false
        var age = 0
    }

    static let ada = Person(name: "Ada <Lovelace> & \"Co\" 'x'", nickname: nil, pets: ["cat", "dog"],
                            friends: [Person(name: "Charles", nickname: "Babbage")], likesTea: true, age: 36)

    func render(_ templates: [String: String], _ name: String = "main", with model: some Encodable = MustacheTests.ada) throws -> String {
        var parsed: [String: [MustacheNode]] = [:]
        for (key, text) in templates { parsed[key] = try MustacheParser.parse(text) }
        let value = try #require(try TemplateEncoder.value(of: model))
        let bytes = try #require(try MustacheRenderer(templates: parsed).render(name, with: value))
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
        struct Page: Encodable {
            var owner: Person
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

    @Test func controlCharactersHTMLForbidsAreLeftOutOfAPage() {
        var output: [UInt8] = []
        HTMLEscaping.append("A\u{0}B\u{7}C\u{1B}D\u{7F}E\tF\nG <&>", to: &output)
        #expect(String(decoding: output, as: UTF8.self) == "ABCDE\tF\nG &lt;&amp;&gt;")
    }

    /// Found while writing the fuzz target (Tests/Fuzz, `mustache`): a template that includes
    /// itself, directly or through another, overflowed the stack at the first page rendered.
    @Test func aTemplateThatIncludesItselfIsRefusedBeforeAnyPage() {
        for texts in [[("page", "{{#stories}}{{> card}}{{/stories}}"), ("card", "<li>{{title}}{{> page}}</li>")],
                      [("page", "{{< page}}{{$content}}x{{/content}}{{/page}}")],
                      [("page", "{{< base}}{{$content}}{{> base}}{{/content}}{{/base}}"), ("base", "{{$content}}{{/content}}{{> page}}")]] {
            var sources = TemplateSet.Sources()
            sources.texts = texts
            #expect {
                _ = try TemplateSet(sources, required: ["page"])
            } throws: { error in
                (error as? SiteError)?.message.contains("this template includes itself") == true
            }
        }
        var fine = TemplateSet.Sources()
        fine.texts = [("page", "{{> card}}{{> card}}"), ("card", "{{title}}")]
        #expect(throws: Never.self) { _ = try TemplateSet(fine, required: ["page"]) }
    }

    /// Found by the fuzz target `mustache`: 50,000 nested sections overflowed the stack.
    @Test func sectionsNestedPastTheLimitAreASyntaxError() throws {
        let depth = MustacheParser.nestingLimit
        #expect(throws: Never.self) { _ = try MustacheParser.parse(String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)) }
        #expect {
            _ = try MustacheParser.parse(String(repeating: "{{^a}}", count: 50_000) + "x" + String(repeating: "{{/a}}", count: 50_000))
        } throws: { error in
            "\(error)".contains("nested more than \(depth) deep")
        }
    }

    /// A section that repeats the page's list inside itself repeats it at every level: 40 levels
    /// over two items would be 2^40 copies. The renderer stops at its budget instead of hanging.
    @Test func aPageThatOutgrowsItsBudgetStopsWithAnError() throws {
        let two = TemplateValue.list([.fields(TemplateFields([])), .fields(TemplateFields([]))])
        let model = TemplateValue.fields(TemplateFields([.init(name: "stories", value: two)]))
        let nested = try MustacheParser.parse(String(repeating: "{{#stories}}", count: 40) + "x" + String(repeating: "{{/stories}}", count: 40))
        var renderer = MustacheRenderer(templates: ["page": nested])
        renderer.budget.steps = 100_000
        #expect(throws: MustachePageTooLarge.self) { _ = try renderer.render("page", with: model) }
        renderer = MustacheRenderer(templates: ["page": try MustacheParser.parse("{{#stories}}{{#stories}}x{{/stories}}{{/stories}}")])
        #expect(try renderer.render("page", with: model) == Array("xxxx".utf8))
    }
}
