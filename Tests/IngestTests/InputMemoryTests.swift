import Foundation
@testable import Ingest
import StoryArchive
import StoryCore
import Testing
import TestSupport

/// The caps that keep a reader's memory in proportion to its input (#42, "Deliver 5"): what a
/// worst-case file costs is measured by scripts/bench-memory.sh; here, that each cap holds and
/// that what it refuses is said clearly.
@Suite struct InputMemoryTests {
    static let header = "date,question,type,answer\n"

    @Test func aRowOfManySeparatorsKeepsItsFirstFieldsAndCountsTheRest() throws {
        let text = Self.header + "2024-03-04,Walk?,yes-no,yes" + String(repeating: ",x", count: 5_000) + "\n"
            + "2024-03-05,Walk?,yes-no,no" + String(repeating: ",", count: 5_000) + "\n"
        let rows = try DelimitedText(Data(text.utf8)).rows
        #expect(rows.map(\.fields.count) == [4, DelimitedText.maxFields, DelimitedText.maxFields])
        #expect(rows.map(\.fieldCount) == [4, 5_004, 5_004])
        #expect(rows.map(\.hasTextPastKept) == [false, true, false])
    }

    @Test func aTableIsReadOneRowAtATimeAsTheWholeTableReadsIt() throws {
        let data = Data((Self.header + "\n2024-03-04,\"Walk,\r\nfar?\",yes-no,yes\r\n,,\n2024-03-05,Walk?,yes-no,no").utf8)
        var reader = DelimitedText.Reader(data)
        var rows: [DelimitedText.Row] = []
        while let row = try reader.next() { rows.append(row) }
        #expect(rows == (try DelimitedText(data).rows))
        #expect(rows.map(\.number) == [1, 3, 5])
        #expect(rows[1].fields[1] == "Walk,\nfar?")
    }

    @Test func thousandsOfWrongRowsAreListedUpToACapAndCountedPastIt() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let wrong = (1...250).map { "2024-03-\(String(format: "%02d", $0 % 28 + 1)),Walk?,maybe,yes\n" }.joined()
        let text = Self.header + "2024-03-04,Sleep?,yes-no,yes\n" + wrong + "2024-03-05,Sleep?,yes-no,no\n"
        let report = try fixture.ingest([try fixture.source("answers.csv", text)], person: "Joe")
        #expect(report.added.count == 2)
        #expect(report.rejected.count == AnswersTable.maxProblems + 1)
        #expect(report.rejected.first?.message.hasPrefix("row 3: its type \"maybe\"") == true)
        let last = try #require(report.rejected.last)
        #expect(last.message == "150 more rows are wrong, not listed one by one (the first 100 are)")
        #expect(last.file?.hasSuffix("answers.csv") == true && last.hint.contains("fix the rows listed"))
    }

    @Test func aRowWithTextPastTheFieldsKeptIsRefusedWithItsFieldCount() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let text = Self.header + "2024-03-04,Walk?,yes-no,yes" + String(repeating: ",", count: 2_000) + "x\n"
        let report = try fixture.ingest([try fixture.source("answers.csv", text)], person: "Joe")
        #expect(report.added.isEmpty)
        #expect(report.rejected.map(\.message) == ["row 2: it has 2004 fields but the first row names 4 columns"])
    }

    @Test func aJSONFileOfMoreValuesThanTheCapIsRefusedUnreadAsOneToSplit() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let numbers = String(repeating: "0,", count: MetadataDocument.maxJSONValues)
        let text = #"{"entries": [{"kind": "check-in", "date": "2024-03-05", "person": "Rose", "mood": 3}], "x": ["# + numbers + "0]}"
        #expect(JSONTextChecks.valueCount(in: Data(#"{"a": [1, "x,[{", {"b": 2}], "c": "\",["}"#.utf8), stoppingAbove: 100) == 7)
        let report = try fixture.ingest([try fixture.source("export.json", text)])
        #expect(report.added.isEmpty)
        let refusal = try #require(report.rejected.first)
        #expect(refusal.message == "it holds more than 4,000,000 values (texts, numbers, lists, groups), the most StoryChop reads from one file")
        #expect(refusal.hint.contains("split it by year"))
    }

    @Test func thousandsOfWrongEntriesInAnExportAreListedUpToACapAndCountedPastIt() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let good = #"{"time": "morning", "date": "2024-03-05", "person": "Rose", "need": "Tea"}"#
        let wrong = Array(repeating: #"{"time": "morning", "date": "someday", "person": "Rose", "need": "Tea"}"#, count: 130)
        let text = #"{"entries": ["# + ([good] + wrong).joined(separator: ",") + "]}"
        let report = try fixture.ingest([try fixture.source("partners.json", text)])
        #expect(report.added.count == 1)
        #expect(report.rejected.count == AnswersTable.maxProblems + 1)
        #expect(report.rejected.first?.file?.hasSuffix("partners.json, entry 2") == true)
        #expect(report.rejected.last?.message == "30 more entries are wrong, not listed one by one (the first 100 are)")
    }

    @Test func aChatsUndatedMessagesAreWarnedAboutUpToACapAndCountedPastIt() throws {
        let messages = (1...50).map { #"{"id": \#($0), "type": "message", "from": "Oma", "text": "hi"}"# }
        let json = #"{"name": "Oma", "type": "personal_chat", "messages": ["# + messages.joined(separator: ",") + "]}"
        let export = try #require(try TelegramExportParser.parse(Data(json.utf8), shownAs: "Telegram/result.json"))
        #expect(export.warnings.count == ChatExport.maxWarnings)
        #expect(export.allWarnings.count == ChatExport.maxWarnings + 1)
        #expect(export.allWarnings.first == "message 1 has no date Telegram writes (\"\"); it was left out")
        #expect(export.allWarnings.last == "30 more messages were left out for the same reasons, not listed one by one")
    }

    @Test func aTelegramExportOfMoreValuesThanTheCapIsRefusedUnread() {
        let numbers = String(repeating: "0,", count: MetadataDocument.maxJSONValues)
        let json = #"{"name": "Oma", "type": "personal_chat", "messages": [], "x": ["# + numbers + "0]}"
        #expect {
            try TelegramExportParser.parse(Data(json.utf8), shownAs: "Telegram/result.json")
        } throws: { error in
            let error = error as? IngestError
            return error?.message == "this Telegram export holds more than 4 million values (texts, numbers, lists, groups), the most StoryChop reads from one file"
                && error?.hint.contains("fewer years") == true
        }
    }

    @Test func aYAMLFileLargerThanTheYAMLCapIsRefusedUnreadAsOneToSplit() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let text = "entries:\n" + String(repeating: "- kind: check-in\n", count: MetadataDocument.maxYAMLBytes / 17 + 1)
        // Refused, not passed over as another app's file, with or without --kind.
        let report = try fixture.ingest([try fixture.source("export.yml", text)])
        #expect(report.added.isEmpty)
        let refusal = try #require(report.rejected.first)
        #expect(refusal.message == "this YAML file is larger than 8 MB, the most StoryChop reads as YAML (a journal's export of that size is JSON or CSV)")
        #expect(refusal.hint.contains("split it by year"))
    }
}
