import Foundation
import Site
import Testing
import XMLIO

/// `search/entries/N.js` hold each story's transcript lines with the ids its page gives them, so a
/// result can show the words around a match and link to that line.
@Suite struct SearchIndexTests {
    struct Entry: Decodable {
        var href: String
        var title: String
        var prompt: String?
        var written: String?
        var text: String
        var lang: String?
        var lines: [[Line]]
        /// A story's chapters, each `[start, title, keywords]` (ChapterPagesTests).
        var chapters: [[Line]]?
    }

    /// One member of a line's `[id, start, text]`.
    enum Line: Decodable, Equatable {
        case text(String), number(Double), none

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() { self = .none } else if let number = try? value.decode(Double.self) {
                self = .number(number)
            } else { self = .text(try value.decode(String.self)) }
        }

        var text: String? { if case .text(let text) = self { text } else { nil } }
    }

    /// Every entry of the index, in order, from its entries files.
    static func entries(in fixture: SiteFixture) throws -> [Entry] {
        var entries: [Entry] = []
        for number in 0... {
            let file = fixture.site.appendingPathComponent("search/entries/\(number).js")
            guard let data = FileManager.default.contents(atPath: file.path) else { break }
            let script = String(decoding: data, as: UTF8.self)
            #expect(script.hasPrefix("StoryChopSearchPart(\"entries/\(number)\",[") && script.hasSuffix("]);\n"))
            entries += try Self.entries(inData: data)
        }
        return entries
    }

    @Test func everyLineIsALineOfItsStoryPageWithItsIdStartAndText() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let entries = try Self.entries(in: fixture).filter { $0.href.hasPrefix("../stories/") }
        #expect(entries.count == 14)
        var timed = 0, plain = 0
        for entry in entries {
            #expect(entry.href.hasPrefix("../stories/") && entry.href.hasSuffix("/index.html"))
            let page = try fixture.page(String(entry.href.dropFirst(3)))
            let cues = page.elements(withClass: "cue")
            #expect(cues.count == entry.lines.count, "\(entry.title)")
            for (line, cue) in zip(entry.lines, cues) {
                #expect(line.count == 3)
                #expect(line[0].text == cue.attribute("id"), "\(entry.title)")
                #expect(line[2].text == cue.elements(withClass: "cue-text").first?.text, "\(entry.title)")
                let start = cue.attribute("data-start")
                if let start {
                    #expect(line[1] == .number(try #require(Double(start))))
                    timed += 1
                } else {
                    #expect(line[1] == .none)
                    plain += 1
                }
            }
        }
        #expect(timed > 20 && plain >= 3)
        let met = try #require(entries.first { $0.title == "How We Met" })
        #expect(met.prompt == "How did you and Grandma meet?" && met.text.contains("Grandpa Joe"))
        #expect(met.lines.first == [.text("cue-1"), .number(0.25), .text(met.lines.first?[2].text ?? "")])
        // Each line's words once: the index holds no second copy of the transcript.
        let script = try fixture.searchIndexText()
        let line = try #require(met.lines.first?[2].text)
        #expect(script.components(separatedBy: line).count == 2)
    }

    /// A rebuild that reads no transcript again (its page unchanged) keeps the same lines.
    @Test func aRebuildKeepsTheLinesOfTranscriptsItDidNotRead() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let before = try Self.entries(in: fixture)
        try fixture.edit("2024-03-09-how-we-met") { $0.tags = ["dance"] }
        try fixture.build()
        let after = try Self.entries(in: fixture)
        #expect(before.map(\.lines) == after.map(\.lines))
        #expect(after.first { $0.title == "How We Met" }?.text.contains("dance") == true)
    }

    static func entries(inData data: Data) throws -> [Entry] {
        let script = String(decoding: data, as: UTF8.self)
        let open = try #require(script.firstIndex(of: "[")), close = try #require(script.lastIndex(of: "]"))
        return try JSONDecoder().decode([Entry].self, from: Data(script[open...close].utf8))
    }
}
