import Foundation
import StoryCore
@testable import Ingest
@testable import StoryArchive
import Testing
import TestSupport

/// A seeded mutation loop over the readers of hand-written files: sidecars and journal entries
/// in JSON and YAML, and daily questions CSVs. Whatever the bytes, each reader returns or
/// throws its own error with a message — never traps, never hangs — and a JSON document it
/// accepts has no key twice.
@Suite struct SidecarFuzzTests {
    static let seeds: [(text: String, isJSON: Bool)] = [
        (#"{"title": "The Farm", "narrator": "Rose", "mood": 3, "tags": ["farm", "1962"], "recorded": "1962-05-01"}"#, true),
        ("title: The Farm\nnarrator: &who Rose\nprompt: *who\ntags: [farm, 1962]\nmood: 3\nrecorded: 1962-05-01T10:00:00+02:00\n", false),
        (#"{"entries": [{"kind": "check-in", "date": "2024-03-05", "mood": 4, "factors": ["sleep"], "transcript": "Hi"}]}"#, true),
        ("kind: partners-evening\nday: 2024-03-05\nperson: Joe\nneed: a walk\ngratitude: tea\ntomorrow: rest\n", false),
    ]
    static let debris = ["{", "}", "[", "]", "\"", "\\", ":", ",", "\n", "  ", "&a", "*a", "&a [*a, *a]", "- ", "#", "\u{0}",
                         "\u{1B}[2J", "𝄞", "\u{FEFF}", "99999999999999999999", "-1e400", "null", "true", "!!binary", "<<: *a", "'"]

    @Test(arguments: 0..<4)
    func mutatedDocumentsAreReadOrRefusedWithAMessage(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 2026)
        let (source, isJSON) = Self.seeds[seed]
        var accepted = 0
        for _ in 0..<600 {
            let data = Data(Self.mutate(Array(source.utf8), random: &random))
            do {
                let value = try MetadataDocument.parse(data, isJSON: isJSON)
                accepted += 1
                _ = MetadataFields.read(value)
                _ = DayFields.read(value)
                if isJSON { #expect(JSONTextChecks.duplicateKey(in: data) == nil) }
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
        #expect(accepted > 0, "no mutation was ever read: the loop tested only refusals")
    }

    @Test func mutatedQuestionsTablesAreReadOrRefusedWithAMessage() {
        var random = SeededGenerator(seed: 26)
        let source = Array("date,question,type,answer\n2024-03-05,How did you sleep?,scale,4\n2024-03-05,\"Steps, today\",number,8000\n".utf8)
        for _ in 0..<600 {
            let data = Data(Self.mutate(source, random: &random))
            do {
                let table = try DelimitedText(data)
                _ = AnswersTable.looksLikeAnswers(table)
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
    }

    /// One to four edits: a piece of debris put in, a byte dropped, a random byte, or a cut.
    static func mutate(_ bytes: [UInt8], random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int(random.next() % 4 + 1) {
            let position = Int(random.next() % UInt64(bytes.count + 1))
            switch random.next() % 4 {
            case 0: bytes.insert(contentsOf: Array(debris[Int(random.next() % UInt64(debris.count))].utf8), at: position)
            case 1: if position < bytes.count { bytes.remove(at: position) }
            case 2: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: random.next()) }
            default: bytes = Array(bytes.prefix(max(position, bytes.count * 3 / 4)))
            }
        }
        return bytes
    }
}
