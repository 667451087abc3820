import Foundation
import StoryArchive
import Testing
import TestSupport

/// The keeper's commands on the archive: a story edited in place (checked, all or nothing), a
/// story or day entry removed to the trash and brought back, the trash emptied.
@Suite struct KeepingTests {
    /// An archive with one story, `2020-01-01-a`, and one day entry.
    private func archive(in folder: TemporaryDirectory) throws -> Archive {
        let archive = try Archive.create(at: folder.appending("family").path, config: ArchiveConfig(title: "T"))
        try folder.write(#"{"id":"a","title":"A","prompt":"Where did you grow up?","recorded":"2020-01-01","tags":["old"]}"#,
                         to: "family/stories/2020-01-01-a/story.json")
        try folder.write(#"{"kind":"evening","person":"Joe","day":"2024-03-05","mood":{"scale":"evening","value":1,"word":"Good"}}"#,
                         to: "family/days/2024-03-05-joe-evening/entry.json")
        return archive
    }

    @Test func anEditChangesOnlyTheFieldsGivenAndKeepsTheIdAndFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        let edited = try archive.edit(story: "2020-01-01-a", StoryEdit(title: " The Farm ", prompt: "", mood: 3, language: "de", tags: ["farm", " "]))
        #expect(edited.id == "2020-01-01-a" && edited.title == "The Farm" && edited.prompt == nil)
        #expect(edited.mood?.label == "Happy" && edited.language == "de" && edited.tags == ["farm"])
        #expect(try archive.loadStories().stories == [edited])
        #expect(FileManager.default.fileExists(atPath: archive.storyDirectory("2020-01-01-a").appendingPathComponent("story.json").path))
    }

    @Test func aWrongValueChangesNothingAndSaysEveryProblem() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        let file = archive.storyDirectory("2020-01-01-a").appendingPathComponent("story.json")
        let before = try Data(contentsOf: file)
        let error = #expect(throws: ArchiveError.self) {
            try archive.edit(story: "2020-01-01-a", StoryEdit(title: "New", date: "last spring", mood: 7, language: "English"))
        }
        #expect(error?.message.contains("\"last spring\" is not a date") == true && error?.message.contains("mood should be") == true
                && error?.message.contains("\"English\"") == true)
        #expect(try Data(contentsOf: file) == before)
        let empty = #expect(throws: ArchiveError.self) { try archive.edit(story: "2020-01-01-a", StoryEdit(title: "  ")) }
        #expect(empty?.message == "the title cannot be empty (a story always has one)")
        let long = #expect(throws: ArchiveError.self) {
            try archive.edit(story: "2020-01-01-a", StoryEdit(title: String(repeating: "a", count: 1_001), sealedUntil: "soon"))
        }
        #expect(long?.message.contains("\"title\" is 1001 characters long; it may have at most 1000") == true
                && long?.message.contains("the seal's day \"soon\" is not a day like 2030-03-01") == true)
    }

    @Test func aTranscriptIsReplacedOrRemovedAndTheOldFileGoes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        let story = archive.storyDirectory("2020-01-01-a")
        let timed = try archive.setTranscript(story: "2020-01-01-a", to: (TranscriptFile(file: "transcript.vtt", format: "vtt"), Data("WEBVTT\n".utf8)))
        #expect(timed.transcript?.file == "transcript.vtt")
        let plain = try archive.setTranscript(story: "2020-01-01-a", to: (TranscriptFile(file: "transcript.txt", format: "txt"), Data("Words.\n".utf8)))
        #expect(plain.transcript == TranscriptFile(file: "transcript.txt", format: "txt"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: story.path).sorted() == ["story.json", "transcript.txt"])
        #expect(try archive.loadStories().stories.first?.transcript?.file == "transcript.txt")
        let none = try archive.setTranscript(story: "2020-01-01-a", to: nil)
        #expect(none.transcript == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: story.path) == ["story.json"])
    }

    @Test func aJournalsEntryIsNeverEditedAndAnUnknownIdIsNamed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        let entry = #expect(throws: ArchiveError.self) { try archive.edit(story: "2024-03-05-joe-evening", StoryEdit(title: "X")) }
        #expect(entry?.message == "2024-03-05-joe-evening is a journal's day entry, and entries are never changed")
        #expect(entry?.hint.contains("storychop remove 2024-03-05-joe-evening") == true)
        let unknown = #expect(throws: ArchiveError.self) { try archive.edit(story: "nope", StoryEdit(title: "X")) }
        #expect(unknown?.reason == .noSuchItem && unknown?.exitStatus == .rejected)
    }

    @Test func aRemovedStoryOrEntryWaitsWholeInTheTrashUntilRestoredOrEmptied() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        #expect(try archive.remove("2020-01-01-a") == .stories)
        #expect(try archive.remove("2024-03-05-joe-evening") == .days)
        #expect(try archive.loadStories().stories.isEmpty && archive.loadDays().entries.isEmpty)
        #expect(archive.trashed().map { "\($0.collection.folderName)/\($0.id)" } == ["stories/2020-01-01-a", "days/2024-03-05-joe-evening"])
        #expect(FileManager.default.fileExists(atPath: archive.trashDirectory.appendingPathComponent("stories/2020-01-01-a/story.json").path))

        #expect(try archive.restore("2020-01-01-a") == .stories)
        #expect(try archive.loadStories().stories.map(\.title) == ["A"])
        #expect(try archive.emptyTrash() == 1)
        #expect(!FileManager.default.fileExists(atPath: archive.trashDirectory.path))
        #expect(throws: ArchiveError.self) { try archive.restore("2024-03-05-joe-evening") }
    }

    @Test func restoreNeverOverwritesAndAnIdIsNeverAPath() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        try archive.remove("2020-01-01-a")
        try folder.write(#"{"id":"a","title":"Again","recorded":"2020-01-01"}"#, to: "family/stories/2020-01-01-a/story.json")
        let taken = #expect(throws: ArchiveError.self) { try archive.restore("2020-01-01-a") }
        #expect(taken?.message == "stories/2020-01-01-a is in the archive already")
        // Removing the new one too keeps both in the trash: the older beside it, renamed.
        try archive.remove("2020-01-01-a")
        #expect(archive.trashed().count == 2 && archive.trashed().contains { $0.id == "2020-01-01-a" })
        for id in ["../storychop.yml", "..", ".", "", "stories/2020-01-01-a"] {
            #expect(throws: ArchiveError.self, "\(id)") { try archive.remove(id) }
        }
        #expect(FileManager.default.fileExists(atPath: archive.configFile.path))
    }

    /// An empty-trash stopped while deleting (kill -9) once left `trash/stories/ID/` without
    /// its story.json, which restore then brought back as a broken story.
    @Test func anEmptyTrashStoppedMidwayLeavesNothingToRestoreAndTheNextCommandFinishesIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        try archive.remove("2020-01-01-a")
        // What a deletion stopped after story.json went leaves: from an older StoryChop in trash/ …
        try FileManager.default.removeItem(at: archive.trashDirectory.appendingPathComponent("stories/2020-01-01-a/story.json"))
        try folder.write("audio", to: "family/trash/stories/2020-01-01-a/audio.m4a")
        let broken = #expect(throws: ArchiveError.self) { try archive.restore("2020-01-01-a") }
        #expect(broken?.message == "this is not a whole story: its story.json is gone, so it was not restored")
        #expect(broken?.hint.contains("storychop empty-trash") == true)
        #expect(try archive.loadStories().stories.isEmpty && !FileManager.default.fileExists(atPath: archive.storyDirectory("2020-01-01-a").path))
        // … and from this one, in the work folder, which the next command's lock deletes.
        try folder.write("audio", to: "family/.storychop/emptying-trash-20261129T180000-4242/stories/x/audio.m4a")
        try archive.remove("2024-03-05-joe-evening")
        #expect(!FileManager.default.fileExists(atPath: archive.workDirectory.appendingPathComponent("emptying-trash-20261129T180000-4242").path))
        #expect(try archive.emptyTrash() == 2)
        #expect(!FileManager.default.fileExists(atPath: archive.trashDirectory.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: archive.workDirectory.path).allSatisfy { !$0.hasPrefix("emptying-trash-") })
    }

    /// A trash that is a link is refused, not "emptied" by removing the link.
    @Test func aLinkedTrashIsNotEmptied() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        try folder.write("kept", to: "elsewhere/stories/x/story.json")
        try FileManager.default.createSymbolicLink(atPath: archive.trashDirectory.path, withDestinationPath: folder.appending("elsewhere").path)
        let refused = #expect(throws: ArchiveError.self) { try archive.emptyTrash() }
        #expect(refused?.message.hasPrefix("the trash is not a folder but a link or a file (to ") == true)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: archive.trashDirectory.path)) != nil)
        #expect(FileManager.default.fileExists(atPath: folder.appending("elsewhere/stories/x/story.json").path))
    }

    /// `transcribe --force` stopped after setting the person's transcript aside and before the
    /// new one was in place once left a story.json naming a file that was gone. Here setting it
    /// aside fails (`trash/transcripts` is a file): nothing changes. The new transcript and the
    /// story.json naming it are put in place in one step (killed at each step:
    /// CLITests/KillAtEverySyscallTests).
    @Test func aPersonsTranscriptStaysInPlaceUntilTheNewOneIs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        try folder.write("Grandma's own words.", to: "family/stories/2020-01-01-a/transcript.txt")
        var story = try archive.edit(story: "2020-01-01-a", StoryEdit())
        story = try archive.replaceTranscript(of: story, with: (TranscriptFile(file: "transcript.txt", format: "txt"), Data("Grandma's own words.".utf8)))
        try folder.write("in the way", to: "family/trash/transcripts")
        let new = (TranscriptFile(file: "transcript.vtt", format: "vtt"), Data("WEBVTT\n".utf8))
        #expect(throws: ArchiveError.self) { try archive.replaceTranscript(of: story, with: new, settingAside: "transcript.txt") }
        let kept = try #require(try archive.loadStory(folder: "2020-01-01-a")?.get())
        #expect(kept.transcript?.file == "transcript.txt")
        #expect(try String(contentsOf: archive.storyDirectory("2020-01-01-a").appendingPathComponent("transcript.txt"), encoding: .utf8) == "Grandma's own words.")
        // Once the new one can be written, the person's words are in the trash and the story names the new file.
        try FileManager.default.removeItem(at: archive.trashDirectory.appendingPathComponent("transcripts"))
        let done = try archive.replaceTranscript(of: kept, with: new, settingAside: "transcript.txt")
        #expect(done.transcript?.file == "transcript.vtt")
        #expect(!FileManager.default.fileExists(atPath: archive.storyDirectory("2020-01-01-a").appendingPathComponent("transcript.txt").path))
        let aside = try FileManager.default.contentsOfDirectory(atPath: archive.trashDirectory.appendingPathComponent("transcripts").path)
        #expect(!aside.isEmpty && aside.allSatisfy { $0.hasSuffix("-transcript.txt") })   // each attempt kept them, or found them kept
    }
}
