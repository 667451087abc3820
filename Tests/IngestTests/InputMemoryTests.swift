import Foundation
@testable import Ingest
import StoryArchive
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
}
