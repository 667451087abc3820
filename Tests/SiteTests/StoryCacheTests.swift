import Foundation
@testable import Site
import StoryArchive
import Testing
import TestSupport

/// The site's story cache gives back exactly the stories it was given, whatever their text.
@Suite struct StoryCacheTests {
    func story(_ id: String, title: String, full: Bool) -> Story {
        var story = Story(id: id, title: title, recorded: RecordedDate(year: 1962, month: 7, day: 4, secondsIntoDay: full ? 52_200 : nil,
                                                                      utcOffset: full ? -18_000 : nil)!)
        guard full else { return story }
        story.prompt = "How did you meet?\tWhere?\nAnd when?"
        story.category = ""
        story.narrator = "Rosé \\ Miller\r"
        story.duration = 754.123456789
        story.audio = AudioFile(file: "audio.m4a", format: "m4a", codec: "aac", bytes: 1_234_567, sha256: String(repeating: "ab", count: 32),
                                sampleRate: 44_100, channels: nil)
        story.transcript = TranscriptFile(file: "transcript.vtt", format: "vtt")
        story.mood = .amazing
        story.tags = ["kitchen", "", "a\tb", "1962"]
        story.source = Source(originalFile: "Voice 001.m4a", importedAt: "2024-03-05T14:30:00Z")
        story.schema = 1
        return story
    }

    @Test func storiesComeBackEqual() throws {
        let folder = try TemporaryDirectory("storychop-story-cache")
        defer { folder.remove() }
        let stories = [story("1962-07-04-a", title: "Plain", full: false),
                       story("1962-07-04-b", title: "Tabs\tand\nlines \\t", full: true),
                       story("1962-07-04-c", title: "", full: true)]
        let stamps = Dictionary(uniqueKeysWithValues: stories.map { ($0.id, "12-34.5-\($0.id.count)") })
        try StoryCache.save(stories, stamps: stamps, to: folder.url)
        let loaded = StoryCache.load(from: folder.url)
        #expect(loaded.count == 3)
        for story in stories {
            #expect(loaded[story.id]?.story == story)
            #expect(loaded[story.id]?.stamp == stamps[story.id])
        }
    }

    @Test func aSaveKeepsTheLinesOfUnchangedStoriesAndMakesTheChangedOnes() throws {
        let folder = try TemporaryDirectory("storychop-story-cache")
        defer { folder.remove() }
        var stories = [story("1962-07-04-a", title: "Tabs\tand\nlines", full: true), story("1962-07-04-b", title: "Before", full: true),
                       story("1962-07-04-c", title: "Plain", full: false)]
        var stamps = ["1962-07-04-a": "1", "1962-07-04-b": "2", "1962-07-04-c": "3"]
        try StoryCache.save(stories, stamps: stamps, to: folder.url)
        let known = StoryCache.load(from: folder.url)
        stories[1].title = "After\\"
        stamps["1962-07-04-b"] = "4"
        try StoryCache.save(stories, stamps: stamps, known: known, to: folder.url)
        let kept = try Data(contentsOf: folder.appending(StoryCache.fileName))
        try StoryCache.save(stories, stamps: stamps, to: folder.url)
        #expect(try Data(contentsOf: folder.appending(StoryCache.fileName)) == kept)
        let loaded = StoryCache.load(from: folder.url)
        #expect(stories.map { loaded[$0.id]?.story } == stories)
        #expect(loaded["1962-07-04-b"]?.stamp == "4")
    }

    @Test func editedStoriesLinesAreReplacedInPlace() throws {
        let folder = try TemporaryDirectory("storychop-story-cache")
        defer { folder.remove() }
        var stories = [story("1962-07-04-a", title: "First", full: true), story("1962-07-04-b", title: "Before", full: true),
                       story("1962-07-04-c", title: "Plain", full: false), story("1962-07-04-d", title: "Last", full: false)]
        var stamps = ["1962-07-04-a": "1", "1962-07-04-b": "2", "1962-07-04-c": "3", "1962-07-04-d": "4"]
        try StoryCache.save(stories, stamps: stamps, to: folder.url)
        let known = StoryCache.load(from: folder.url)
        stories[1].title = "After, with a\ttab"
        stories[3].title = "Last, longer than before"
        stamps["1962-07-04-b"] = "5"
        stamps["1962-07-04-d"] = "6"
        let edited = ["1962-07-04-b": stories[1], "1962-07-04-d": stories[3]]
        #expect(try StoryCache.save(replacing: edited, stamps: stamps, in: known, to: folder.url))
        let spliced = try Data(contentsOf: folder.appending(StoryCache.fileName))
        try StoryCache.save(stories, stamps: stamps, to: folder.url)
        #expect(try Data(contentsOf: folder.appending(StoryCache.fileName)) == spliced)
        // A story the cache does not hold: nothing is saved, the caller saves them all.
        let reloaded = StoryCache.load(from: folder.url)
        #expect(try !StoryCache.save(replacing: ["1962-07-04-e": story("1962-07-04-e", title: "New", full: false)],
                                     stamps: ["1962-07-04-e": "7"], in: reloaded, to: folder.url))
        #expect(try Data(contentsOf: folder.appending(StoryCache.fileName)) == spliced)
    }

    @Test func aCacheReadInPartsIsTheCacheReadWhole() throws {
        let folder = try TemporaryDirectory("storychop-story-cache")
        defer { folder.remove() }
        let stories = (0..<7).map { story("1962-07-0\($0)-a", title: "Story \($0)\twith a tab", full: $0 % 2 == 0) }
        let stamps = Dictionary(uniqueKeysWithValues: stories.map { ($0.id, "stamp-\($0.id)") })
        try StoryCache.save(stories.reversed(), stamps: stamps, to: folder.url)
        let file = try #require(StoryCache.mapped(in: folder.url))
        let whole = StoryCache.load(from: folder.url)
        #expect(whole.stories(replacing: [:]) == stories)
        // More parts than lines too: some parts are empty.
        for count in [2, 3, 10] {
            let loaded = StoryCache.Loaded(file: file, parts: (0..<count).map { StoryCache.entries(in: file, part: $0, of: count) })
            #expect(loaded.count == stories.count)
            #expect(loaded.stamps == stamps)
            for (position, story) in stories.enumerated() {
                #expect(loaded.position(of: story.id) == position)
                #expect(loaded[story.id]?.story == story)
                #expect(loaded.line(of: story.id, stamp: "stamp-\(story.id)")?.range == whole[story.id]?.line.range)
                #expect(loaded.line(of: story.id, stamp: "another") == nil)
            }
            var edited = stories[3]
            edited.title = "Edited"
            var expected = stories
            expected[3] = edited
            #expect(loaded.stories(replacing: [edited.id: edited]) == expected)
        }
    }

    /// The lines of the cache in `folder` as `change` leaves them.
    func changeLines(in folder: TemporaryDirectory, _ change: (inout [String]) -> Void) throws {
        let file = folder.appending(StoryCache.fileName)
        var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        change(&lines)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
    }

    @Test func aCacheWithItsLinesOutOfOrderIsTakenAsEmpty() throws {
        let folder = try TemporaryDirectory("storychop-story-cache")
        defer { folder.remove() }
        let stories = [story("1962-07-04-a", title: "A", full: true), story("1962-07-04-b", title: "B", full: false)]
        try StoryCache.save(stories, stamps: ["1962-07-04-a": "1", "1962-07-04-b": "2"], to: folder.url)
        try changeLines(in: folder) { $0.swapAt(1, 2) }
        let loaded = StoryCache.load(from: folder.url)
        #expect(loaded.count == 0)
        #expect(loaded["1962-07-04-a"] == nil)
        // The same line twice, in two parts.
        try changeLines(in: folder) { lines in
            lines.swapAt(1, 2)
            lines.append(lines[2])
        }
        let mapped = try #require(StoryCache.mapped(in: folder.url))
        #expect(StoryCache.Loaded(file: mapped, parts: (0..<2).map { StoryCache.entries(in: mapped, part: $0, of: 2) }).count == 0)
    }

    @Test func aDamagedCacheIsIgnoredLineByLine() throws {
        let folder = try TemporaryDirectory("storychop-story-cache")
        defer { folder.remove() }
        let stories = [story("1962-07-04-a", title: "Kept", full: true), story("1962-07-04-b", title: "Cut", full: true)]
        try StoryCache.save(stories, stamps: ["1962-07-04-a": "1", "1962-07-04-b": "2"], to: folder.url)
        try changeLines(in: folder) { $0[2] = String($0[2].prefix(40)) }
        let loaded = StoryCache.load(from: folder.url)
        #expect(loaded["1962-07-04-a"]?.story == stories[0])
        #expect(loaded["1962-07-04-b"] == nil)
    }

    /// Numbers (times, sizes, moods) are read from the line's bytes: one that is not a number
    /// makes the line damaged, and its story is read from its file.
    @Test func aLineWithANumberDamagedIsIgnored() throws {
        let folder = try TemporaryDirectory("storychop-story-cache")
        defer { folder.remove() }
        let stories = [story("1962-07-04-a", title: "Kept", full: true), story("1962-07-04-b", title: "Damaged", full: true)]
        try StoryCache.save(stories, stamps: ["1962-07-04-a": "1", "1962-07-04-b": "2"], to: folder.url)
        try changeLines(in: folder) { lines in
            #expect(lines[2].contains("\t=44100\t"))
            lines[2] = lines[2].replacingOccurrences(of: "\t=44100\t", with: "\t=441O0\t")
        }
        let loaded = StoryCache.load(from: folder.url)
        #expect(loaded["1962-07-04-a"]?.story == stories[0])
        #expect(loaded["1962-07-04-b"] == nil)
    }
}

/// The keys record: saved whole, or with a few stories' lines replaced in place.
@Suite struct StoryKeyRecordTests {
    @Test func changedKeysAreReplacedInPlace() throws {
        let folder = try TemporaryDirectory("storychop-keys")
        defer { folder.remove() }
        var keys = ["b": "k2", "a": "k1", "ab": "k3", "c": "k4"]
        try StoryKeyRecord.save(keys, to: folder.url)
        let last = StoryKeyRecord.load(from: folder.url)
        #expect(last.order == ["a", "ab", "b", "c"])
        // "a" is a prefix of "ab": only the line of "a" itself is changed.
        keys["a"] = "k1-new"
        keys["c"] = "k4-new"
        #expect(try StoryKeyRecord.save(replacing: ["a": "k1-new", "c": "k4-new"], to: folder.url))
        let spliced = try Data(contentsOf: folder.appending(StoryKeyRecord.fileName))
        try StoryKeyRecord.save(keys, as: last.order, to: folder.url)
        #expect(try Data(contentsOf: folder.appending(StoryKeyRecord.fileName)) == spliced)
        #expect(StoryKeyRecord.load(from: folder.url).keys == keys)
        // A story the record has no line for: nothing is saved.
        #expect(try !StoryKeyRecord.save(replacing: ["d": "k5"], to: folder.url))
        #expect(try Data(contentsOf: folder.appending(StoryKeyRecord.fileName)) == spliced)
    }
}
