import Bundle
import Foundation
import Ingest
import StoryArchive
import Testing

/// `storychop ingest Family-Stories.zip` brings the stories back exactly, and adds nothing to
/// the archive the bundle came from.
@Suite struct RoundTripTests {
    static let options = IngestOptions(timeZone: TimeZone(identifier: "UTC") ?? .current,
                                       now: Date(timeIntervalSince1970: 1_800_000_000))

    @Test func ingestingTheBundleIntoAnEmptyArchiveGivesTheSameStories() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let empty = try Archive.create(at: fixture.folder.appending("restored").path,
                                       config: ArchiveConfig(title: "Restored"))
        let report = try StoryIngester(archive: empty).ingest([fixture.zipPath], options: Self.options)
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(report.added.count == 14)

        let original = try fixture.stories()
        let restored = try empty.loadStories().stories
        #expect(restored.map(\.id) == original.map(\.id))
        // A story's own language comes back with it (the Winter of '78 has "en" from its Whisper transcript).
        #expect(original.contains { $0.language != nil })
        #expect(restored.map(\.language) == original.map(\.language))
        for (before, after) in zip(original, restored) {
            // Every field as it was, source.imported_at included (the bundle's, not the re-import's).
            #expect(after == before, "\(before.id)")
            let oldFolder = fixture.archive.storyDirectory(before.id)
            let newFolder = empty.storyDirectory(after.id)
            if let audio = after.audio {
                #expect(try FileDigest.sha256(ofFileAt: newFolder.appendingPathComponent(audio.file).path).sha256 == before.audio?.sha256)
            }
            if let transcript = before.transcript {
                #expect(FileManager.default.contents(atPath: newFolder.appendingPathComponent(transcript.file).path)
                        == FileManager.default.contents(atPath: oldFolder.appendingPathComponent(transcript.file).path),
                        "transcript of \(before.id)")
            }
            #expect(FileManager.default.contents(atPath: newFolder.appendingPathComponent("story.json").path)
                    == FileManager.default.contents(atPath: oldFolder.appendingPathComponent("story.json").path),
                    "story.json of \(before.id), byte for byte")
        }
    }

    @Test func aMachineTranscriptComesBackMarkedAndOneAPersonCorrectedComesBackTheirs() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let vtt = Data("WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nMade by a machine.\n".utf8)
        let mark = MachineTranscription(engine: "fake 1.0", model: nil, made: "2026-11-27T10:00:00Z", sha256: FileDigest.sha256(of: vtt))
        for id in ["2020-06-20-our-wedding-day", "2023-07-04-who-taught-you-to-swim"] {
            var story = try fixture.archive.readStory(in: fixture.archive.storyDirectory(id)).get()
            story.id = id
            _ = try fixture.archive.replaceTranscript(of: story, with: (TranscriptFile(file: "transcript.vtt", format: "vtt", machine: mark), vtt))
        }
        // A person corrects the second one by hand; its story.json still carries the old mark.
        try Data("WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nMade by a person.\n".utf8)
            .write(to: fixture.archive.storyDirectory("2023-07-04-who-taught-you-to-swim").appendingPathComponent("transcript.vtt"))
        try fixture.makeSite()
        try fixture.export()
        let empty = try Archive.create(at: fixture.folder.appending("restored").path, config: ArchiveConfig(title: "Restored"))
        #expect(try StoryIngester(archive: empty).ingest([fixture.zipPath], options: Self.options).rejected.isEmpty)
        let machine = "2020-06-20-our-wedding-day/story.json"
        #expect(FileManager.default.contents(atPath: empty.storiesDirectory.appendingPathComponent(machine).path)
                == FileManager.default.contents(atPath: fixture.archive.storiesDirectory.appendingPathComponent(machine).path))
        #expect(try empty.loadStory(folder: "2020-06-20-our-wedding-day")?.get().transcript?.machine == mark)
        #expect(try empty.loadStory(folder: "2023-07-04-who-taught-you-to-swim")?.get().transcript?.machine == nil)
    }

    @Test func aPrivateStoryIsLeftOutOfTheBundleAndTheReportSaysSo() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        var story = try fixture.archive.readStory(in: fixture.archive.storyDirectory("2020-06-20-our-wedding-day")).get()
        story.id = "2020-06-20-our-wedding-day"
        story.isPrivate = true
        try fixture.archive.save(story)
        try fixture.makeSite()
        let report = try fixture.export()
        #expect(report.stories == 13 && report.privateStories == ["2020-06-20-our-wedding-day"])
        let unpacked = try fixture.unpack(fixture.zipPath).appendingPathComponent("Family-Stories")
        let manifest = try String(contentsOf: unpacked.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(!manifest.contains("our-wedding-day"))
        #expect(!FileManager.default.fileExists(atPath: unpacked.appendingPathComponent("data/stories/2020-06-20-our-wedding-day").path))
        #expect(try BundleVerifier.verify(path: fixture.zipPath).isValid)
    }

    @Test func aSealedStoryTravelsAsItsPageAloneUntilItsSealLifts() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let id = "2020-06-20-our-wedding-day"
        var story = try fixture.archive.readStory(in: fixture.archive.storyDirectory(id)).get()
        story.id = id
        story.sealedUntil = RecordedDate(year: 2030, month: 3, day: 1)
        try fixture.archive.save(story)
        let before = RecordedDate(year: 2030, month: 2, day: 28)!
        try fixture.makeSite(today: before)
        let report = try fixture.export(today: before)
        #expect(report.stories == 13 && report.sealedStories == [id: "2030-03-01"])
        let unpacked = try fixture.unpack(fixture.zipPath).appendingPathComponent("Family-Stories")
        #expect(try FileManager.default.contentsOfDirectory(atPath: unpacked.appendingPathComponent("data/stories/\(id)").path) == ["index.html"])
        let manifest = try String(contentsOf: unpacked.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(!manifest.contains("\"id\": \"\(id)\"") && manifest.contains("\"path\": \"data/stories/\(id)/index.html\""))
        #expect(try BundleVerifier.verify(path: fixture.zipPath).isValid)

        // From the day the seal lifts, the site built before it is out of date.
        let lifted = #expect(throws: BundleError.self) { try fixture.export(today: RecordedDate(year: 2030, month: 3, day: 1)) }
        #expect(lifted?.message.contains("the site has no story.json for the story \"\(id)\" (it was sealed when the site was built") == true)
    }

    @Test func ingestingTheBundleIntoItsOwnArchiveAddsNothing() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let report = try StoryIngester(archive: fixture.archive).ingest([fixture.zipPath], options: Self.options)
        #expect(report.added.isEmpty)
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(report.skipped.count == 14)
        #expect(try fixture.stories().count == 14)
    }
}

/// Day entries travel in the bundle beside their day's page and come back exactly.
@Suite struct DayEntriesRoundTripTests {
    @Test func theBundleListsEveryDayEntryAndIngestingItGivesTheSameEntries() throws {
        let fixture = try BundleFixture(withJournals: true)
        defer { fixture.remove() }
        let original = try fixture.archive.loadDays().entries
        #expect(original.count == 150)   // 53 spoken, 79 partners' check-ins, 18 days of answers
        let exported = try fixture.export()
        #expect(exported.dayEntries == 150)

        let verified = try BundleVerifier.verify(path: fixture.zipPath)
        #expect(verified.isValid, "\(verified.problems)")
        #expect(verified.dayEntries == 150)
        let unpacked = try fixture.unpack(fixture.zipPath).appendingPathComponent("Family-Stories")
        // What a relative opening the ZIP reads first says what it holds.
        #expect(try String(contentsOf: unpacked.appendingPathComponent("index.html"), encoding: .utf8)
            .contains("14 recorded stories and 150 journal entries"))
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: unpacked.appendingPathComponent("manifest.json"))) as? [String: Any]
        let days = try #require(manifest?["days"] as? [[String: Any]])
        #expect(days.count == 150)
        let first = try #require(days.first { $0["id"] as? String == "2024-03-05-grandma-rose-check-in" })
        #expect(first["folder"] as? String == "data/days/2024-03-05/2024-03-05-grandma-rose-check-in/")
        #expect((first["files"] as? [[String: Any]])?.compactMap { $0["role"] as? String } == ["metadata", "audio"])

        let empty = try Archive.create(at: fixture.folder.appending("restored").path, config: ArchiveConfig(title: "Restored"))
        let report = try StoryIngester(archive: empty).ingest([fixture.zipPath], options: RoundTripTests.options)
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(report.added.count == 14 + 150)
        let restored = try empty.loadDays().entries
        #expect(restored == original)
        // questions.yml travels beside the questions' pages: which are archived comes back too.
        #expect(FileManager.default.contents(atPath: empty.root.appendingPathComponent("questions.yml").path)
                == FileManager.default.contents(atPath: fixture.archive.root.appendingPathComponent("questions.yml").path))
        #expect(try DailyQuestions.load(from: empty).questions.filter(\.archived).map(\.text) == ["Did I call a friend?"])
        for entry in original {
            #expect(FileManager.default.contents(atPath: empty.daysDirectory.appendingPathComponent(entry.id + "/entry.json").path)
                    == FileManager.default.contents(atPath: fixture.archive.daysDirectory.appendingPathComponent(entry.id + "/entry.json").path),
                    "entry.json of \(entry.id), byte for byte")
        }
        // Into the archive it came from: nothing new, nothing refused.
        let again = try StoryIngester(archive: fixture.archive).ingest([fixture.zipPath], options: RoundTripTests.options)
        #expect(again.added.isEmpty && again.rejected.isEmpty, "\(again.rejected)")
    }

    @Test func aChangedCheckInRecordingStopsTheExportAndVerifyOfTheArchiveNamesIt() throws {
        let fixture = try BundleFixture(withJournals: true)
        defer { fixture.remove() }
        let audio = fixture.archive.daysDirectory.appendingPathComponent("2024-03-05-grandpa-joe-check-in/audio.m4a")
        var bytes = try Data(contentsOf: audio)
        bytes[bytes.count - 10] ^= 0xFF
        try bytes.write(to: audio)
        try fixture.makeSite()
        #expect(throws: BundleError.self) { try fixture.export() }
        let report = try BundleVerifier.verify(path: fixture.archive.root.path)
        #expect(report.problems.map(\.file) == ["days/2024-03-05-grandpa-joe-check-in/audio.m4a"])
    }

    /// The archive is the truth: a check-in's files go into the bundle from it, not from the site.
    @Test func anEntrysFilesComeFromTheArchiveAndAMissingRecordingStopsTheExport() throws {
        let fixture = try BundleFixture(withJournals: true)
        defer { fixture.remove() }
        let folder = "days/2024-03-05/2024-03-05-grandma-rose-check-in/"
        try "stale copy".write(to: fixture.site.appendingPathComponent(folder + "entry.json"), atomically: true, encoding: .utf8)
        try fixture.export()
        let unpacked = try fixture.unpack(fixture.zipPath).appendingPathComponent("Family-Stories/data/" + folder)
        #expect(try Data(contentsOf: unpacked.appendingPathComponent("entry.json"))
                == Data(contentsOf: fixture.archive.daysDirectory.appendingPathComponent("2024-03-05-grandma-rose-check-in/entry.json")))

        try FileManager.default.removeItem(at: fixture.archive.daysDirectory.appendingPathComponent("2024-03-05-grandma-rose-check-in/audio.m4a"))
        let error = #expect(throws: BundleError.self) { try fixture.export(to: fixture.folder.appending("again.zip").path) }
        #expect(error?.message.contains("entry.json names this file, but it is missing") == true, "\(String(describing: error))")
    }
}
