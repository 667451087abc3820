import Foundation
@testable import Ingest
import Testing

/// The CSV forms spreadsheets and journal apps write, read into rows numbered as a spreadsheet shows them.
@Suite struct DelimitedTextTests {
    func rows(_ text: String, bom: Bool = false) throws -> [[String]] {
        let data = (bom ? Data([0xEF, 0xBB, 0xBF]) : Data()) + Data(text.utf8)
        return try DelimitedText(data).rows.map(\.fields)
    }

    @Test func commasWithAndWithoutAByteOrderMarkReadTheSame() throws {
        let text = "date,question,type,answer\n2024-03-04,Did I walk today?,yes-no,yes\n"
        #expect(try rows(text) == [["date", "question", "type", "answer"], ["2024-03-04", "Did I walk today?", "yes-no", "yes"]])
        #expect(try rows(text, bom: true) == rows(text))
    }

    @Test func semicolonsAsAEuropeanSpreadsheetWritesThemWithDecimalCommasAndCRLF() throws {
        let table = try DelimitedText(Data("date;question;type;answer\r\n2024-03-04;Hours of sleep;number;7,5\r\n".utf8))
        #expect(table.separator == ";")
        #expect(table.rows.map(\.fields) == [["date", "question", "type", "answer"], ["2024-03-04", "Hours of sleep", "number", "7,5"]])
    }

    @Test func quotedFieldsHoldSeparatorsDoubledQuotesAndLineBreaks() throws {
        let text = "a,b,c\r\n\"one, two\",\"she said \"\"hi\"\"\",\"first line\r\nsecond line\"\r\nx,,z\r\n"
        let table = try DelimitedText(Data(text.utf8))
        #expect(table.rows.map(\.fields) == [["a", "b", "c"], ["one, two", "she said \"hi\"", "first line\nsecond line"], ["x", "", "z"]])
        // The row after a field with a line break is still row 3, as a spreadsheet counts it.
        #expect(table.rows.map(\.number) == [1, 2, 3])
    }

    @Test func aCommaInsideQuotesDoesNotDecideTheSeparator() throws {
        let table = try DelimitedText(Data("\"date, day\";question;type;answer\n".utf8))
        #expect(table.separator == ";")
        #expect(table.rows[0].fields == ["date, day", "question", "type", "answer"])
    }

    @Test func blankRowsAreLeftOutButCountedAsASpreadsheetCountsThem() throws {
        let table = try DelimitedText(Data("a,b\n\n1,2\n   \n,\n3,4".utf8))
        #expect(table.rows.map(\.fields) == [["a", "b"], ["1", "2"], ["3", "4"]])
        #expect(table.rows.map(\.number) == [1, 3, 6])
    }

    @Test func theSeparatorIsTheFirstRowsThatIsNotBlank() throws {
        let table = try DelimitedText(Data("\n\ndate;question;type;answer\n2024-03-04;Sleep, hours;number;7,5\n".utf8))
        #expect(table.separator == ";")
        #expect(table.rows.map(\.fields) == [["date", "question", "type", "answer"], ["2024-03-04", "Sleep, hours", "number", "7,5"]])
        #expect(table.rows.map(\.number) == [3, 4])
    }

    @Test func anUnclosedQuoteAndTextThatIsNotUTF8AreRefusedWithWhy() {
        #expect(throws: DelimitedText.Unreadable(message: "a quoted field on row 2 is never closed (a \" is missing)")) {
            try DelimitedText(Data("a,b\n1,\"open\n2,3\n".utf8))
        }
        #expect(throws: DelimitedText.Unreadable(message: "it is not UTF-8 text")) {
            try DelimitedText(Data([0x61, 0x2C, 0xE9, 0x0A]))
        }
    }
}
