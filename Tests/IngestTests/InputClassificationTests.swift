import Foundation
import StoryCore
@testable import Ingest
import StoryArchive
import Testing
import TestSupport
import ZipIO

/// Each file ingest finds is classified once (`InputClassifier`) into one `IngestInput`, and
/// read once: the steps after it take what the input carries.
@Suite struct InputClassificationTests {
    /// One file of every kind ingest tells apart, in a folder of its own.
    static func writeEveryKind(into fixture: IngestFixture, folder: String) throws {
        try fixture.source(folder + "/move.wav", AudioSamples.wav(seconds: 6, seed: 1))
        try fixture.source(folder + "/move.json", #"{"title": "The day we moved", "narrator": "Rose"}"#)
        try fixture.source(folder + "/move.vtt", "WEBVTT\n\n00:00.000 --> 00:02.000\nWe moved in March.\n")
        try fixture.source(folder + "/checkin.wav", AudioSamples.wav(seconds: 6, seed: 2))
        try fixture.source(folder + "/checkin.json", #"{"kind": "check-in", "person": "Rose", "date": "2024-03-05", "mood": 3}"#)
        try fixture.source(folder + "/evening.json", #"{"kind": "evening", "person": "Rose", "date": "2024-03-05", "mood": 4}"#)
        try fixture.source(folder + "/partners.json", #"{"entries": [{"date": "2024-03-05", "person": "Ann", "time": "morning", "need": "Tea"}]}"#)
        try fixture.source(folder + "/questions.csv", "date,question,type,answer\n2024-03-04,Did I walk today?,yes-no,yes\n")
        try fixture.source(folder + "/manifest.json", #"{"bagit": "1.0"}"#)
        try fixture.source(folder + "/lost.json", #"{"title": "A story without its recording"}"#)
        try fixture.source(folder + "/sales.csv", "region,total\nnorth,3\n")
        try fixture.source(folder + "/inner.zip", "not opened")
    }

    /// What each input is, in a word, in the order found.
    static func label(_ input: IngestInput) -> String {
        switch input {
        case .recording(let recording):
            switch recording.makes {
            case .success(.story): "story"
            case .success(.dayEntry): "day entry"
            case .success(.storedStory): "stored story"
            case .success(.storedEntry): "stored entry"
            case .failure: "refused recording"
            }
        case .storyMetadata: "story without recording"
        case .unreadableStory: "unreadable story"
        case .chat: "chat"
        case .unreadableChat: "unreadable chat"
        case .dayEntry: "entry"
        case .storedEntry: "stored entry without recording"
        case .journalExport: "export"
        case .answersTable: "answers"
        case .questionList: "questions"
        case .strayNote: "stray note"
        case .peopleBook: "people"
        case .oversized: "oversized"
        case .refused: "refused"
        case .ignored(_, let why): "ignored \(why)"
        }
    }

    @Test func eachFileFoundIsOneInputDecidedInOnePlace() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try Self.writeEveryKind(into: fixture, folder: "phone")
        let finder = InputFinder(classifier: InputClassifier(kindGiven: false))
        let inputs = try finder.find(under: fixture.sources.appendingPathComponent("phone"), display: "phone", prefix: "phone/")
        // Sorted by name; the notes and transcript travel with their recording.
        #expect(inputs.map(Self.label) == ["day entry", "entry", "ignored zipInside(\"inner.zip\")", "stray note",
                                           "ignored notAJournal", "story", "export", "answers", "ignored otherAppsTable"])
        guard case .recording(let move) = inputs[5], case .success(.story(let notes)) = move.makes else {
            Issue.record("move.wav is not a story: \(inputs[5])")
            return
        }
        #expect(notes?.value["title"] == .string("The day we moved"))
        #expect(move.transcript?.lastPathComponent == "move.vtt" && move.displayName == "phone/move.wav")
    }

    /// A journal's JSON beside its recording was read three times (to tell it from a Whisper
    /// transcript, twice, then as notes); an evening mood's twice or three times. Now every
    /// file, including StoryChop's own story.json and entry.json, is read once. (Every file here
    /// is under `InputLimits.metadataBytes`; a larger journal's file is the one exception, read
    /// again at its turn: `largeJournalFilesAreHeldOneAtATime`.)
    @Test func ingestReadsEachFileOnce() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try Self.writeEveryKind(into: fixture, folder: "phone")
        var options = IngestOptions(person: "Rose", timeZone: IngestFixture.timeZone, now: IngestFixture.now)
        let first = try StoryIngester(archive: fixture.archive).ingest([fixture.sources.appendingPathComponent("phone").path], options: options)
        #expect(first.rejected.isEmpty && first.added.count == 5, "\(first.rejected)")

        // The archive's story and day folders, re-imported as a bundle's are, into another archive.
        let again = try IngestFixture()
        defer { again.remove() }
        let copies = again.sources.appendingPathComponent("copies")
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        for folder in [fixture.archive.storiesDirectory, fixture.archive.daysDirectory] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: copies.appendingPathComponent(name))
            }
        }
        try Self.writeEveryKind(into: again, folder: "phone")

        let reads = Locked<[String: Int]>([:])
        options.reader = InputReader { path, limit in
            reads.withLock { $0[URL(fileURLWithPath: path).standardizedFileURL.path, default: 0] += 1 }
            return InputReader.disk.contents(path, limit)
        }
        let report = try StoryIngester(archive: again.archive).ingest([again.sources.path], options: options)
        #expect(report.rejected.isEmpty && report.added.count == 5 && report.skipped.count == 5, "\(report.rejected)")
        let counted = reads.withLock { $0 }
        let names = Set(counted.keys.map { URL(fileURLWithPath: $0).lastPathComponent })
        #expect(names.isSuperset(of: ["move.json", "move.vtt", "checkin.json", "evening.json", "partners.json", "questions.csv",
                                      "manifest.json", "lost.json", "sales.csv", "story.json", "entry.json", "transcript.vtt"]), "\(names)")
        #expect(counted.filter { $0.value != 1 }.isEmpty, "\(counted.filter { $0.value != 1 })")
        #expect(counted.keys.count { $0.hasSuffix("/entry.json") } == 4)
    }

    /// Every loose file is classified before the first is imported; a journal's file over a
    /// megabyte is then let go (`Kept.readAgain`) and read again at its turn, so ingest holds one
    /// such file's bytes at a time, not all of them (it held every export found until its turn).
    @Test func largeJournalFilesAreHeldOneAtATime() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let answer = String(repeating: "tea ", count: 4_750)   // 19,000 characters: 60 rows pass a megabyte
        let padding = String(repeating: " ", count: InputLimits.metadataBytes)   // JSON allows spaces between values
        for index in 0..<3 {
            let entry = #"{"date": "2024-03-0\#(index + 1)", "person": "Ann", "time": "morning", "need": "Tea"}"#
            try fixture.source("big/partners-\(index).json", #"{"entries": ["# + entry + "]" + padding + "}")
            let rows = (0..<60).map { "\(2021 + index)-0\(1 + $0 / 19)-\(10 + $0 % 19),What made me smile?,text,\(answer)\n" }
            try fixture.source("big/answers-\(index).csv", "date,question,type,answer\n" + rows.joined())
        }
        try fixture.source("big/evening.json", #"{"kind": "evening", "person": "Rose", "date": "2024-03-05", "mood": 4}"# + padding)
        try fixture.source("big/small.json", #"{"entries": [{"date": "2024-03-09", "person": "Ann", "time": "morning", "need": "Tea"}]}"#)

        // The bytes of each large read are counted while alive (until their buffer is freed).
        let live = Locked((now: 0, most: 0, reads: [String: [Int]]()))
        let reader = InputReader { path, limit in
            guard let data = InputReader.disk.contents(path, limit) else { return nil }
            live.withLock { $0.reads[URL(fileURLWithPath: path).lastPathComponent, default: []].append(limit) }
            guard data.count > InputLimits.metadataBytes else { return data }
            live.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
            let bytes = UnsafeMutableRawPointer.allocate(byteCount: data.count, alignment: 1)
            data.copyBytes(to: bytes.assumingMemoryBound(to: UInt8.self), count: data.count)
            return Data(bytesNoCopy: bytes, count: data.count, deallocator: .custom { pointer, _ in
                pointer.deallocate()
                live.withLock { $0.now -= 1 }
            })
        }
        let finder = InputFinder(classifier: InputClassifier(kindGiven: false, reader: reader))
        let found = try finder.find(under: fixture.sources.appendingPathComponent("big"), display: "big", prefix: "big/")
        let kept = found.map { input -> String in
            switch input {
            case .answersTable(let file, .readAgain), .journalExport(let file, .readAgain), .dayEntry(let file, .readAgain):
                "\(file.url.lastPathComponent) let go"
            case .answersTable(let file, .contents), .journalExport(let file, .contents), .dayEntry(let file, .contents):
                "\(file.url.lastPathComponent) kept"
            default: Self.label(input)
            }
        }
        #expect(kept == ["answers-0.csv let go", "answers-1.csv let go", "answers-2.csv let go", "evening.json let go", "partners-0.json let go",
                         "partners-1.json let go", "partners-2.json let go", "small.json kept"])

        var options = IngestOptions(person: "Rose", dryRun: true, timeZone: IngestFixture.timeZone, now: IngestFixture.now)
        options.reader = reader
        live.withLock { $0.reads = [:] }
        let report = try StoryIngester(archive: fixture.archive).ingest([fixture.sources.appendingPathComponent("big").path], options: options)
        #expect(report.rejected.isEmpty && report.added.count == 3 * 60 + 3 + 2, "\(report.rejected)")
        let (most, reads) = live.withLock { ($0.most, $0.reads) }
        #expect(most == 1)
        // A large table is known by its first row; a large export or entry is parsed whole, then again.
        let large = InputLimits.journalBytes
        #expect(reads.filter { $0.key.hasSuffix(".csv") }.values.allSatisfy { $0 == [InputClassifier.headerBytes, large] }, "\(reads)")
        #expect(reads.filter { $0.key.hasPrefix("partners") || $0.key == "evening.json" }.values.allSatisfy { $0 == [large, large] }, "\(reads)")
        #expect(reads.count == 8 && reads["small.json"] == [large])
    }

    /// Every file in a ZIP is named `Family.zip:folder/file`, the refused story folder's too
    /// (it was `Family.zip:/folder/story.json`, the one name the finder did not mend).
    @Test func everythingInAZipIsNamedAsTheKeeperKnowsIt() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let zipPath = fixture.folder.appending("Family.zip").path
        let writer = try ZipWriter(path: zipPath)
        try writer.addData(Data(#"{"title": "A", "recorded": "2020-01-01", "audio": {"file": "audio.m4a", "format": "m4a", "codec": "aac", "bytes": 5, "sha256": ""}}"#.utf8),
                           as: "old/2020-01-01-a/story.json", compression: .deflate, modified: 0)
        try writer.addData(Data(#"{"title": "Lost"}"#.utf8), as: "lost.json", compression: .deflate, modified: 0)
        try writer.addData(Data("zip".utf8), as: "sub/inner.zip", compression: .store, modified: 0)
        try writer.addData(AudioSamples.wav(seconds: 6), as: "sub/memo.wav", compression: .store, modified: 0)
        try writer.close()
        let report = try fixture.ingest([zipPath])
        #expect(report.rejected.map(\.file) == [zipPath + ":old/2020-01-01-a/story.json"])
        #expect(report.warnings.map(\.file) == [zipPath + ":sub/inner.zip", zipPath + ":sub/memo.wav", zipPath + ":lost.json"])
        #expect(report.added.map(\.file) == [zipPath + ":sub/memo.wav"])
    }
}
