import Foundation
@testable import Site
import StoryArchive
import TestSupport
import Testing

/// Every name the built-in templates use is a page model's: a typo or a removed field fails
/// here instead of showing as blank. The site of a fixture that fills every kind of page (the
/// sample archive with its journals, a featured story, a contact, a sealed story, lists long
/// enough to page, a printed book) is built with each name checked where it is used: some value on the stack
/// of sections must declare it, with a value or not. docs/templates.md's table of names is checked
/// against the same models, both ways.
@Suite struct BuiltInTemplateNamesTests {
    /// One checked build for the tests below.
    static let findings = Result { try checkedBuild() }

    static func checkedBuild() throws -> TemplateNameCheck.Findings {
        let fixture = try DaysFixture.make(written: true)
        defer { fixture.remove() }
        let config = fixture.archive.root.appendingPathComponent("storychop.yml")
        let settings = try String(contentsOf: config, encoding: .utf8)
        try (settings + "featured: 2020-06-20-our-wedding-day\ncontact: family@example.org\n")
            .write(to: config, atomically: true, encoding: .utf8)
        try fixture.edit("2019-11-11-letters-from-the-war") { $0.sealedUntil = RecordedDate(year: 2999, month: 1, day: 1) }
        for number in 1...ListPages.size {
            try FileManager.default.createDirectory(at: fixture.archive.storyDirectory("many-\(number)"), withIntermediateDirectories: true)
            try fixture.archive.save(Story(id: "many-\(number)", title: "Many \(number)", prompt: "Where did you hide?",
                                           category: "Childhood", narrator: "Rose",
                                           recorded: RecordedDate(year: 1990, month: 1 + number % 12, day: 1 + number % 28)!))
        }
        try PhotoFixture.furnish(fixture.archive, story: "2020-06-20-our-wedding-day", person: "Rose", scratch: fixture.folder.url)
        // The About page's printed book.
        try BookSamples.write(in: fixture.archive.root, volumes: [["2020-06-20-our-wedding-day"], ["many-1"]])
        let check = TemplateNameCheck()
        var options = SiteOptions(outputDirectory: fixture.site, baseURL: "https://example.org/stories/")
        options.templateNameCheck = check
        try SiteBuilder(archive: Archive.open(at: fixture.archive.root.path)).build(options: options)
        return check.findings
    }

    /// The names each built-in template uses (each part of a dotted name), by template.
    static func namesUsed() throws -> [String: Set<String>] {
        let folder = RepositoryPaths.root.appendingPathComponent("Templates")
        var used: [String: Set<String>] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".mustache") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            used[String(file.dropLast(".mustache".count))] = names(in: try MustacheParser.parse(text))
        }
        return used
    }

    private static func names(in nodes: [MustacheNode]) -> Set<String> {
        nodes.reduce(into: Set<String>()) { found, node in
            switch node {
            case .variable(let path, _): found.formUnion(path)
            case .section(let path, _, let body): found.formUnion(path.map { $0 } + names(in: body))
            case .parent(_, let blocks): found.formUnion(blocks.values.flatMap(names))
            case .block(_, let body): found.formUnion(names(in: body))
            case .text, .partial: break
            }
        }
    }

    @Test func everyNameTheBuiltInTemplatesUseIsDeclaredWhereItIsUsed() throws {
        let findings = try Self.findings.get()
        let used = try Self.namesUsed()
        #expect(used.count >= TemplateSet.pageTemplates.count)
        for name in findings.unknown.sorted() {
            let templates = used.filter { $0.value.contains(name) }.keys.sorted()
            Issue.record("{{\(name)}} (in \(templates.joined(separator: ", "))) is used where no page model declares it")
        }
        // Each name was met at least once where the models could be asked: the fixture fills every page.
        for (template, names) in used.sorted(by: { $0.key < $1.key }) {
            let unchecked = names.subtracting(findings.known)
            #expect(unchecked.isEmpty, "\(template).mustache: \(unchecked.sorted()) never checked; give the fixture a page that shows them")
        }
    }

    /// docs/templates.md's table, under "The names a template can use:": each row's second column, in
    /// which a name is a backticked word; "`a` or `b`" gives two values, not names, and a
    /// hyphenated word is a template.
    static func documentedNames(in text: String) -> Set<String> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains("The names a template can use:") }) else { return [] }
        let rows = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        var names = Set<String>()
        for row in rows {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count > 2 else { continue }
            let column = String(cells[2]).replacing(/`[^`]*` or `[^`]*`/, with: "")
            names.formUnion(column.matches(of: /`([A-Za-z][A-Za-z0-9]*)`/).map { String($0.output.1) })
        }
        return names
    }

    @Test func theDocsTableNamesOnlyNamesTheModelsHave() throws {
        let readme = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        let documented = Self.documentedNames(in: readme)
        #expect(documented.count > 50, "docs/templates.md's table of template names was not found")
        let unknown = documented.subtracting(try Self.findings.get().declared)
        #expect(unknown.isEmpty, "docs/templates.md lists template names no page model has: \(unknown.sorted())")
    }

    /// The other way round: every name a built-in template uses is in the table.
    @Test func theDocsTableListsEveryNameTheBuiltInTemplatesUse() throws {
        let table = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        let used = try Self.namesUsed().values.reduce(into: Set<String>()) { $0.formUnion($1) }
        let missing = used.subtracting(Self.documentedNames(in: table))
        #expect(missing.isEmpty, "docs/templates.md's table of template names lacks \(missing.sorted())")
    }

    @Test func theTableReaderTakesNamesNotValuesOrTemplates() {
        let table = """
            The names a template can use:

            | where | names |
            |-------|-------|
            | `story` | `title`, `dir` (`rtl` or `auto`), `mood` (`value`); an entry (`day-entry`): `id` |

            After.
            """
        #expect(Self.documentedNames(in: table) == ["title", "dir", "mood", "value", "id"])
    }
}
