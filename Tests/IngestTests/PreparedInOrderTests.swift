import Foundation
import StoryCore
import Ingest
import StoryArchive
import Testing
import TestSupport

/// Recordings are prepared several at a time on every core, then added in the order they were
/// found: ids, the report and which copy of a repeated recording wins must not depend on which
/// core finished first, and one bad recording must not disturb the others.
@Suite struct PreparedInOrderTests {
    /// More recordings than are prepared at once, so the order is kept across runs of them too.
    static let count = 75

    /// `take-00.wav` … with a sidecar giving them all one title and day, so each id depends on
    /// how many of them were added before it.
    private func sameTitledRecordings(in fixture: IngestFixture) throws {
        for index in 0..<Self.count {
            let name = String(format: "take-%02d", index)
            try fixture.source(name + ".wav", AudioSamples.wav(seconds: 6, seed: 100 + index))
            try fixture.source(name + ".json", #"{"title": "The Same Story", "recorded": "2021-06-01"}"#)
        }
    }

    @Test func idsAndReportFollowTheOrderFound() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try sameTitledRecordings(in: fixture)
        let seen = Locked<[IngestProgress]>([])
        let options = IngestOptions(timeZone: IngestFixture.timeZone, now: IngestFixture.now,
                                    progress: { progress in seen.withLock { $0.append(progress) } })

        let report = try StoryIngester(archive: fixture.archive).ingest([fixture.sources.path], options: options)

        #expect(report.rejected.isEmpty && report.skipped.isEmpty)
        let names = (0..<Self.count).map { String(format: "take-%02d.wav", $0) }
        #expect(report.added.map { ($0.file as NSString).lastPathComponent } == names)
        let ids = ["2021-06-01-the-same-story"] + (2...Self.count).map { "2021-06-01-the-same-story-\($0)" }
        #expect(report.added.map(\.id) == ids)
        let progress = seen.withLock { $0 }
        #expect(progress.map(\.current) == Array(1...Self.count))
        #expect(progress.map { ($0.file as NSString).lastPathComponent } == names)
        let stories = try fixture.stories()
        #expect(Set(stories.map(\.id)) == Set(ids))
        #expect(stories.allSatisfy { $0.source?.importedAt == "2026-11-18T11:06:40Z" })
    }

    @Test func aBadRecordingAmongManyLeavesTheOthersAlone() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try sameTitledRecordings(in: fixture)
        // Sorted among the takes: one too short, one with a broken sidecar, one unreadable.
        try fixture.source("take-10.wav", AudioSamples.wav(seconds: 2, seed: 1))
        try fixture.source("take-20.json", #"{"mood": 9}"#)
        try fixture.source("take-30.wav", Data("not audio at all".utf8))

        let report = try fixture.ingest([fixture.sources.path])

        #expect(report.rejected.map { ($0.file.map { ($0 as NSString).lastPathComponent }) ?? "" }
                == ["take-10.wav", "take-20.json", "take-30.wav"])
        #expect(report.added.count == Self.count - 3)
        // Ids count only the recordings added before: the rejected ones take no number.
        #expect(report.added.map(\.id).last == "2021-06-01-the-same-story-\(Self.count - 3)")
        #expect(try fixture.stories().count == Self.count - 3)
        #expect(try leftovers(in: fixture).isEmpty)
    }

    @Test func aRepeatIsSkippedWhereverItsFirstCopyWasPrepared() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try sameTitledRecordings(in: fixture)
        let first = try Data(contentsOf: fixture.sources.appendingPathComponent("take-03.wav"))
        // One repeat prepared with its first copy, one prepared long after it, one whose
        // sidecar is broken: a repeat is named as such before its sidecar is read.
        try fixture.source("take-04-again.wav", first)
        try fixture.source("zz-later.wav", first)
        try fixture.source("zz-later-broken.wav", first)
        try fixture.source("zz-later-broken.json", #"{"mood": "happy"}"#)

        let report = try fixture.ingest([fixture.sources.path])

        #expect(report.rejected.isEmpty)
        #expect(report.added.count == Self.count)
        let firstID = try #require(report.added.first { $0.file.hasSuffix("take-03.wav") }?.id)
        #expect(report.skipped.map { ($0.file as NSString).lastPathComponent }
                == ["take-04-again.wav", "zz-later-broken.wav", "zz-later.wav"])
        #expect(report.skipped.allSatisfy { $0.why.hasSuffix("already in the archive as \(firstID)") })
        #expect(try leftovers(in: fixture).isEmpty)
    }

    @Test func aSecondRunCopiesNothing() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try sameTitledRecordings(in: fixture)
        _ = try fixture.ingest([fixture.sources.path])
        let before = try fixture.stories().map(\.id).sorted()

        let again = try fixture.ingest([fixture.sources.path])

        #expect(again.added.isEmpty && again.rejected.isEmpty)
        #expect(again.skipped.count == Self.count)
        #expect(again.bytesAdded == 0)
        #expect(try fixture.stories().map(\.id).sorted() == before)
        #expect(try leftovers(in: fixture).isEmpty)
    }

    @Test func aDryRunNamesTheSameStoriesAndWritesNothing() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try sameTitledRecordings(in: fixture)
        let dry = try fixture.ingest([fixture.sources.path], dryRun: true)
        #expect(try fixture.stories().isEmpty)
        #expect(try leftovers(in: fixture).isEmpty)

        let real = try fixture.ingest([fixture.sources.path])

        #expect(dry.added == real.added)
    }

    /// Staging folders (`.incoming-…`) still in the stories folder.
    private func leftovers(in fixture: IngestFixture) throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixture.archive.storiesDirectory.path)) ?? []
        return names.filter { $0.hasPrefix(".") }
    }
}
