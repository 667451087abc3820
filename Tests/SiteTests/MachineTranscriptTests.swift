import Foundation
@testable import Site
import StoryArchive
import Testing
import XMLIO

/// A transcript `storychop transcribe` made says on its page "Transcribed automatically; it may
/// contain mistakes." for as long as its bytes are the ones the machine wrote; a person's
/// transcript, or the machine's once a person has changed it, does not. The mark is written
/// here as `transcribe` writes it, without running an engine.
@Suite struct MachineTranscriptTests {
    static let note = "Transcribed automatically; it may contain mistakes."
    static let sledding = "2023-11-23-sledding-down-millers-hill"
    static let sleddingPage = "stories/\(sledding)/index.html"
    static let words = "WEBVTT\n\n00:00:00.500 --> 00:00:04.000\nWe took the toboggan up Miller's Hill.\n\n"
        + "00:00:04.000 --> 00:00:09.500\nDad said hold on tight, and we flew.\n"

    /// Gives `item` `words` as its transcript.vtt with the machine mark, through the call
    /// `transcribe` makes.
    static func transcribe<Item: ArchiveItem>(_ item: Item, in archive: Archive) throws -> Item {
        let data = Data(words.utf8)
        let mark = MachineTranscription(engine: "faster-whisper 1.2.1", model: "Whisper tiny.en, int8",
                                        made: "2026-11-28T09:00:00Z", sha256: FileDigest.sha256(of: data))
        return try archive.replaceTranscript(of: item, with: (TranscriptFile(file: "transcript.vtt", format: "vtt", machine: mark), data))
    }

    /// The sledding story, which has no transcript in the sample archive, given a machine one.
    static func sleddingTranscribed(_ fixture: SiteFixture) throws {
        _ = try transcribe(try fixture.archive.readStory(in: fixture.archive.storyDirectory(sledding)).get(), in: fixture.archive)
    }

    /// The page at `path` of a site built from scratch into a new folder, from the archive as it is now.
    static func coldPage(_ fixture: SiteFixture, _ path: String) throws -> Data {
        let cold = fixture.folder.appending("cold-\(UUID().uuidString)")
        _ = try SiteBuilder(archive: try Archive.open(at: fixture.archive.root.path)).build(options: SiteOptions(outputDirectory: cold, transcode: false))
        return try Data(contentsOf: cold.appendingPathComponent(path))
    }

    /// The words of an element, spaces made single.
    static func words(_ element: HTMLElement) -> String {
        element.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func aMachineTranscriptSaysSoBeforeItsWords() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try Self.sleddingTranscribed(fixture)
        let saved = try fixture.archive.readStory(in: fixture.archive.storyDirectory(Self.sledding)).get()
        #expect(saved.transcript?.machine?.engine == "faster-whisper 1.2.1")
        try fixture.build()
        let page = try fixture.page(Self.sleddingPage)
        let section = try #require(page.elements(withClass: "transcript").first)
        let notes = section.elements(withClass: "transcript-machine")
        #expect(notes.map(Self.words) == [Self.note])
        #expect(notes.first?.name == "p" && notes.first?.attribute("class") == "note transcript-machine")
        // The note comes first, then the timed cues, each with its moment.
        let parts = section.descendants
        let noteAt = try #require(parts.firstIndex { $0.attribute("class")?.contains("transcript-machine") == true })
        let wordsAt = try #require(parts.firstIndex { $0.attribute("class") == "transcript-text" })
        #expect(noteAt < wordsAt)
        let text = Self.words(parts[wordsAt])
        #expect(text.contains("We took the toboggan up Miller's Hill.") && text.contains("Dad said hold on tight, and we flew."))
        let cues = parts[wordsAt].elements(withClass: "cue")
        #expect(cues.map { $0.attribute("data-start") } == ["0.500", "4.000"])
        #expect(cues.map { $0.elements(withClass: "cue-time").first.map(Self.words) } == ["0:00", "0:04"])
        #expect(!Self.words(section).contains("Transcript unavailable"))
        // Said once, in the transcript's section only.
        #expect(page.text.components(separatedBy: Self.note).count == 2)
    }

    /// A corrected word, and a blank line added at the end that leaves the words as they were:
    /// either way the file is no longer what the machine wrote.
    @Test(arguments: ["Dad said hold on tight, and we flew.": "Dad said hold on tight, and off we flew.",
                      "we flew.\n": "we flew.\n\n"])
    func aTranscriptEditedByHandLosesTheNoteOnRebuildAsFromScratch(edit: (String, String)) throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try Self.sleddingTranscribed(fixture)
        try fixture.build()
        #expect(try fixture.page(Self.sleddingPage).text.contains(Self.note))

        // Written in place, as an editor may save it: story.json is not touched.
        let file = fixture.archive.storyDirectory(Self.sledding).appendingPathComponent("transcript.vtt")
        try Data(Self.words.replacingOccurrences(of: edit.0, with: edit.1).utf8).write(to: file)
        let report = try fixture.build()
        #expect(report.written > 0)
        let page = try fixture.page(Self.sleddingPage)
        #expect(!page.text.contains(Self.note) && page.elements(withClass: "transcript-machine").isEmpty)
        #expect(page.text.contains(edit.1.trimmingCharacters(in: .whitespacesAndNewlines)))
        let rebuilt = try Data(contentsOf: fixture.site.appendingPathComponent(Self.sleddingPage))
        #expect(rebuilt == (try Self.coldPage(fixture, Self.sleddingPage)))
    }

    @Test func aTranscriptAPersonGaveHasNoNote() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let moved = try fixture.page("stories/2024-03-05-the-day-we-moved/index.html")
        let section = try #require(moved.elements(withClass: "transcript").first)
        #expect(Self.words(section).contains("I was seven when we moved to Maple Street."))
        #expect(section.elements(withClass: "transcript-machine").isEmpty && !moved.text.contains(Self.note))
        // No transcript at all: unavailable, not automatic.
        let sledding = try fixture.page(Self.sleddingPage)
        #expect(sledding.text.contains("Transcript unavailable.") && !sledding.text.contains(Self.note))
    }

    /// `storychop edit ID --transcript FILE` makes the transcript the person's, even when it
    /// gives the very words the machine wrote.
    @Test func theMachinesWordsGivenAgainThroughEditAreThePersons() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try Self.sleddingTranscribed(fixture)
        try fixture.build()
        let story = try fixture.archive.setTranscript(story: Self.sledding, to: (TranscriptFile(file: "transcript.vtt", format: "vtt"),
                                                                                Data(Self.words.utf8)))
        #expect(story.transcript?.machine == nil)
        try fixture.build()
        let page = try fixture.page(Self.sleddingPage)
        #expect(page.text.contains("We took the toboggan up Miller's Hill.") && !page.text.contains(Self.note))
    }

    /// A keeper who has checked the words may take the mark out of story.json by hand; the
    /// transcript's file is not touched.
    @Test func theMarkTakenOutOfStoryJSONByHandLosesTheNoteOnRebuildAsFromScratch() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try Self.sleddingTranscribed(fixture)
        try fixture.build()
        try fixture.edit(Self.sledding) { $0.transcript?.machine = nil }
        try fixture.build()
        let rebuilt = try Data(contentsOf: fixture.site.appendingPathComponent(Self.sleddingPage))
        #expect(!String(decoding: rebuilt, as: UTF8.self).contains(Self.note))
        #expect(rebuilt == (try Self.coldPage(fixture, Self.sleddingPage)))
    }

    /// Grandma Rose's check-in of 5 March, which her app could not transcribe, transcribed by
    /// the machine; Grandpa Joe's of that day was transcribed by his app, which says nothing.
    @Test func aDayEntrysMachineTranscriptSaysSoOnItsDayPageUntilEditedByHand() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        let id = "2024-03-05-grandma-rose-check-in", path = "days/2024-03-05/index.html"
        let entry = try #require(fixture.archive.loadItem(DayEntry.self, folder: id)).get()
        #expect(entry.transcript == nil)
        _ = try Self.transcribe(entry, in: fixture.archive)
        try fixture.build()
        let people = try fixture.page(path).elements(withClass: "day-person")
        let rose = try #require(people.first?.elements(withClass: "day-entry").first)
        #expect(rose.elements(withClass: "transcript-machine").map(Self.words) == [Self.note])
        let parts = rose.descendants
        let noteAt = try #require(parts.firstIndex { $0.attribute("class")?.contains("transcript-machine") == true })
        let wordsAt = try #require(parts.firstIndex { $0.attribute("class")?.contains("entry-transcript") == true })
        #expect(noteAt < wordsAt && Self.words(parts[wordsAt]).contains("We took the toboggan up Miller's Hill."))
        #expect(!Self.words(rose).contains("Transcript unavailable."))
        let joe = try #require(people.last?.elements(withClass: "day-entry").first)
        #expect(Self.words(joe).contains("I played checkers with Walt next door."))
        #expect(joe.elements(withClass: "transcript-machine").isEmpty)

        let file = fixture.archive.directory(of: .days).appendingPathComponent("\(id)/transcript.vtt")
        try Data(Self.words.replacingOccurrences(of: "toboggan", with: "old toboggan").utf8).write(to: file)
        try fixture.build()
        let text = try fixture.page(path).text
        #expect(text.contains("We took the old toboggan up Miller's Hill.") && !text.contains(Self.note))
        #expect(try Data(contentsOf: fixture.site.appendingPathComponent(path)) == (try Self.coldPage(fixture, path)))
    }
}
