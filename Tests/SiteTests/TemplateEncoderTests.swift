@testable import Site
import Testing

/// A model's template names are its properties: `TemplateEncoder` reads them from its
/// `Encodable` description, a property without a value included, and `TemplateNameCheck`
/// tells a name some value declares from one none does.
@Suite struct TemplateEncoderTests {
    struct Card: Encodable {
        var title: String
        var subtitle: String?
        var count: Int
        var small: UInt8?
        var shown: Bool
        var tags: [String]
        var links: [Link?]
        var link: Link?
    }

    struct Link: Encodable {
        var href: String
    }

    static let card = Card(title: "How we met", subtitle: nil, count: 3, small: 7, shown: true, tags: ["love", "1962"],
                           links: [Link(href: "a.html"), nil], link: nil)

    func fields(_ model: some Encodable) throws -> TemplateFields {
        guard case .fields(let fields)? = try TemplateEncoder.value(of: model) else {
            Issue.record("\(model) did not encode as fields")
            return TemplateFields([])
        }
        return fields
    }

    @Test func propertiesAreNamesInTheirOrderNilOnesIncluded() throws {
        let card = try fields(Self.card)
        #expect(card.fields.map(\.name) == ["title", "subtitle", "count", "small", "shown", "tags", "links", "link"])
        #expect(card.declares("subtitle") && card.child(named: "subtitle") == nil)
        #expect(card.declares("link") && !card.declares("missing"))
        guard case .text("How we met")? = card.child(named: "title"), case .number(3)? = card.child(named: "count"),
              case .number(7)? = card.child(named: "small"), case .flag(true)? = card.child(named: "shown"),
              case .list(let tags)? = card.child(named: "tags"), case .list(let links)? = card.child(named: "links") else {
            Issue.record("unexpected values: \(card)")
            return
        }
        #expect(tags.count == 2)
        // A nil item is left out of a list: a section repeats over values.
        #expect(links.count == 1)
    }

    @Test func aFractionIsRefusedWithWhatToDo() {
        struct Chart: Encodable { var x: Double }
        #expect(throws: EncodingError.self) { try TemplateEncoder.value(of: Chart(x: 1.5)) }
    }

    @Test func handWrittenEncodingWithNestedContainersIsRead() throws {
        struct Custom: Encodable {
            enum Keys: String, CodingKey { case name, inner, items }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode("Ada", forKey: .name)
                var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
                try inner.encode("Lovelace", forKey: .name)
                var items = container.nestedUnkeyedContainer(forKey: .items)
                try items.encode(1)
                try items.encode(2)
            }
        }
        let custom = try fields(Custom())
        guard case .fields(let inner)? = custom.child(named: "inner"), case .text("Lovelace")? = inner.child(named: "name"),
              case .list(let items)? = custom.child(named: "items") else {
            Issue.record("nested containers not read: \(custom)")
            return
        }
        #expect(items.count == 2)
    }

    /// A name is known when some value on the stack declares it, even without a value; hidden
    /// sections (false, or inverted) are checked too.
    @Test func aCheckFindsNamesNoValueOnTheStackDeclares() throws {
        let template = """
            {{title}}{{subtitle}}{{#link}}{{href}}{{/link}}{{#links}}{{href}}{{title}}{{hreff}}{{/links}}\
            {{^shown}}{{hidden}}{{/shown}}{{#tags}}{{.}}{{/tags}}{{titel}}{{link.href}}
            """
        let check = TemplateNameCheck()
        let renderer = MustacheRenderer(templates: ["main": try MustacheParser.parse(template)], check: check)
        let model = try #require(try TemplateEncoder.value(of: Self.card))
        let output = try #require(try renderer.render("main", with: model))
        #expect(String(decoding: output, as: UTF8.self) == "How we meta.htmlHow we metlove1962")
        let findings = check.findings
        #expect(findings.unknown == ["hreff", "hidden", "titel"])
        #expect(findings.known == ["title", "subtitle", "link", "links", "href", "shown", "tags"])
        #expect(findings.declared.isSuperset(of: ["title", "subtitle", "href", "link"]))
    }
}
