import Foundation
@testable import Site
import Testing

/// The words the index keys (`SearchWords`, mirrored by `wordsOf` in search.js), how they are
/// filed by prefix (`SearchShards`), and that the sample's words files hold every word of every
/// entry with the entries that have it.
@Suite struct SearchWordsTests {
    @Test func wordsAreLowerCasedWithoutAccentsAndCutAtAnythingButLettersMarksAndDigits() {
        #expect(SearchWords.words(of: "We met at the Legion Hall, in '52!") == ["we", "met", "at", "the", "legion", "hall", "in", "52"])
        #expect(SearchWords.words(of: "Café ÉTÉ—naïve Zoë’s") == ["cafe", "ete", "naive", "zoe", "s"])
        #expect(SearchWords.words(of: "ΟΔΥΣΣΕΥΣ Ὀδυσσεύς") == ["οδυσσευσ", "οδυσσευσ"])
        // Marks that are part of a letter stay (Devanagari's vowel signs, Arabic's vowels).
        #expect(SearchWords.words(of: "नमस्ते, दुनिया") == ["नमस्ते", "दुनिया"])
        #expect(SearchWords.words(of: "مَرحبا بِكم") == ["مَرحبا", "بِكم"])
        #expect(SearchWords.words(of: "  …  ").isEmpty)
    }

    @Test func aHeavyLetterMovesToAFileOfItsOwnAndEachWordGoesToItsLongestPrefix() {
        let list = "[" + Array(repeating: "1", count: 40).joined(separator: ",") + "]"   // 81 bytes
        let words = ["the", "then", "there", "they", "thin", "to", "a", "apple", "zebra"].map { (word: $0, member: "\"\($0)\":" + list) }
        let shards = SearchShards.plan(words, limit: 300)
        let prefixes = shards.map(\.prefix)
        #expect(prefixes.first == "")
        #expect(Set(prefixes).count == prefixes.count)
        for word in words.map(\.word) {
            let longest = prefixes.filter { word.hasPrefix($0) }.max { $0.count < $1.count }
            let holders = shards.filter { $0.members().contains("\"\(word)\":") }
            #expect(holders.map(\.prefix) == [longest], "\(word)")
        }
        // Every file within the limit, as none holds a single word over it.
        #expect(shards.allSatisfy { $0.bytes <= 300 })
        #expect(prefixes.contains("t") && prefixes.contains("th"))
        // Small enough: one file.
        #expect(SearchShards.plan(words, limit: 10_000).map(\.prefix) == [""])
    }

    @Test func theWordsFilesHoldEveryWordOfEveryEntryWithTheEntriesThatHaveIt() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let entries = try SearchIndexTests.entries(in: fixture)
        let index = try Self.part(fixture, "index.js", as: Index.self)
        #expect(index.entries == entries.count && index.perFile == 50)
        var lists: [String: [Int]] = [:]
        for (number, file) in index.words.enumerated() {
            let words = try Self.part(fixture, "words/\(number).js", as: [String: [Int]].self)
            for (word, differences) in words {
                #expect(word.hasPrefix(file.prefix))
                lists[word] = differences.reduce(into: []) { list, step in list.append((list.last ?? 0) + step) }
            }
        }
        for (number, entry) in entries.enumerated() {
            let texts = [entry.title, entry.prompt, entry.written, entry.text].compactMap { $0 } + entry.lines.compactMap { $0[2].text }
            for word in SearchWords.distinct(in: texts) {
                #expect(lists[word]?.contains(number) == true, "\(word) in \(entry.title)")
            }
        }
        #expect(lists["yellow"]?.count == 1 && lists["dress"] != nil)
    }

    struct Index: Decodable {
        var entries: Int
        var perFile: Int
        var words: [File]
    }

    struct File: Decodable {
        var prefix: String
        var bytes: Int
        init(from decoder: any Decoder) throws {
            var values = try decoder.unkeyedContainer()
            prefix = try values.decode(String.self)
            bytes = try values.decode(Int.self)
        }
    }

    /// What `StoryChopSearchPart(name, DATA);` in one of the index's files holds.
    static func part<T: Decodable>(_ fixture: SiteFixture, _ path: String, as: T.Type) throws -> T {
        let script = try String(contentsOf: fixture.site.appendingPathComponent("search/" + path), encoding: .utf8)
        let start = try #require(script.range(of: "\",")).upperBound
        let end = try #require(script.range(of: ");", options: .backwards)).lowerBound
        return try JSONDecoder().decode(T.self, from: Data(script[start..<end].utf8))
    }
}
