import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport

/// Ingests `sample-archive/recordings/` — real spoken recordings in every format, with JSON
/// and YAML sidecars and every kind of transcript — and checks what lands in the archive.
@Suite struct SampleRecordingsTests {
    @Test func everyRecordingIsAddedWithItsMetadata() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let before = snapshot(of: RepositoryPaths.sampleRecordings)
        let report = try fixture.ingest([RepositoryPaths.sampleRecordings.path])

        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(report.added.count == 14)
        #expect(report.exitStatus == .ok)
        #expect(snapshot(of: RepositoryPaths.sampleRecordings) == before, "the user's files must never change")

        let stories = try fixture.stories()
        #expect(stories.count == 14)
        let byFile = Dictionary(uniqueKeysWithValues: stories.map { ($0.source?.originalFile ?? "", $0) })

        // The sidecar's title wins over the MP3's own ID3 title.
        let kitchen = try #require(byFile["Grandmothers Kitchen.mp3"])
        #expect(kitchen.title != "Grandma - kitchen (take 2)")
        #expect(kitchen.audio?.format == "mp3" && kitchen.audio?.file == "audio.mp3")
        #expect(kitchen.transcript == TranscriptFile(file: "transcript.vtt", format: "vtt"))

        // A Voice Memos recording has only its tags: title and date come from there.
        let memo = try #require(byFile["New Recording 12.m4a"])
        #expect(memo.title == "Sledding down Miller's Hill")
        #expect(memo.recorded.dayString == "2023-11-23")
        #expect(memo.transcript == nil)
        #expect(memo.id == "2023-11-23-sledding-down-millers-hill")

        // A YAML sidecar, a whisper transcript stored as WebVTT, mood 0 kept as Low.
        let storm = try #require(byFile["winter-storm.flac"])
        #expect(storm.recorded.description == "2022-01-23T19:05:00-05:00")
        #expect(storm.transcript?.format == "vtt")
        #expect(stories.contains { $0.mood?.label == "Low" })

        // No title: the prompt is the title.
        let swim = try #require(byFile["learning-to-swim.opus"])
        #expect(swim.title == swim.prompt)
        #expect(swim.transcript?.format == "txt")

        // A Latin-1 transcript is decoded, with a warning naming it.
        #expect(report.warnings.contains { $0.file.hasSuffix("dumplings-at-the-cafe.txt") && $0.message.contains("Latin-1") })
        let cafe = try #require(byFile["dumplings-at-the-cafe.m4a"])
        let text = try String(contentsOf: fixture.archive.storyDirectory(cafe.id).appendingPathComponent("transcript.txt"), encoding: .utf8)
        #expect(text.contains("café"))

        // Every story's audio is byte-identical to its source and its checksum is right.
        for story in stories {
            let audio = try #require(story.audio)
            let stored = fixture.archive.storyDirectory(story.id).appendingPathComponent(audio.file)
            #expect(try FileDigest.sha256(ofFileAt: stored.path).sha256 == audio.sha256)
            #expect(story.duration ?? 0 > 5)
        }
        #expect(Set(stories.compactMap(\.narrator)).count >= 2)
        #expect(Set(stories.compactMap(\.category)).count >= 3)
    }

    @Test func storiesToldInOtherLanguagesKeepTheirLanguageTitleAndScript() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        _ = try fixture.ingest([RepositoryPaths.sampleRecordings.path])
        let byFile = Dictionary(uniqueKeysWithValues: try fixture.stories().map { ($0.source?.originalFile ?? "", $0) })
        let jasmine = try #require(byFile["jasmine-in-grandmothers-house.m4a"])
        #expect(jasmine.language == "ar" && jasmine.title == "الياسمين في بيت جدتي")
        let arabic = try String(contentsOf: fixture.archive.storyDirectory(jasmine.id).appendingPathComponent("transcript.vtt"), encoding: .utf8)
        #expect(arabic.contains("شجرة ياسمين"))
        let mooncakes = try #require(byFile["mid-autumn-mooncakes.m4a"])
        #expect(mooncakes.language == "zh" && mooncakes.title == "中秋节的月饼" && mooncakes.narrator == "Great-Uncle Wei")
        #expect(mooncakes.transcript == TranscriptFile(file: "transcript.vtt", format: "vtt"))

    }

    @Test func runningTheSameIngestTwiceAddsNothing() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        _ = try fixture.ingest([RepositoryPaths.sampleRecordings.path])
        let archiveBefore = snapshot(of: fixture.archive.storiesDirectory)
        let second = try fixture.ingest([RepositoryPaths.sampleRecordings.path])
        #expect(second.added.isEmpty)
        #expect(second.skipped.count == 14)
        #expect(second.exitStatus == .ok)
        #expect(snapshot(of: fixture.archive.storiesDirectory) == archiveBefore)
    }

    @Test func aDryRunWritesNothing() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let report = try fixture.ingest([RepositoryPaths.sampleRecordings.path], dryRun: true)
        #expect(report.added.count == 14)
        #expect(try fixture.stories().isEmpty)
        #expect(snapshot(of: fixture.archive.storiesDirectory).isEmpty)
    }
}
