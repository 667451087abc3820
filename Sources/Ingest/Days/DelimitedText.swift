import Foundation

/// A CSV file as spreadsheets and journal apps write it: UTF-8 with or without a byte-order
/// mark, fields separated by `,` or (where a comma is the decimal mark) `;`, fields in double
/// quotes holding separators, line breaks and doubled quotes (`""`), lines ending in LF or CRLF.
/// The separator is the one the first row uses outside quotes.
///
/// A daily questions export of 60 MB is read a row at a time (`Reader`, used by
/// `AnswersTable`): held whole as rows of Strings it took 1.25 GB. This whole-table form is
/// for a file's first row and for tests.
struct DelimitedText: Sendable, Equatable {
    struct Row: Sendable, Equatable {
        /// The row's number as a spreadsheet shows it: the header is row 1, a blank line is a
        /// row too, and a field's line breaks are not.
        var number: Int
        /// The row's fields, at most `maxFields` of them.
        var fields: [String]
        /// How many fields the row has, kept or not.
        var fieldCount: Int
        /// Whether a field past the ones kept holds text (not only blanks).
        var hasTextPastKept = false
    }

    /// Why a file cannot be read as CSV at all.
    struct Unreadable: Error, Sendable, Equatable {
        var message: String
    }

    /// Fields of a row kept: a journal's export has a handful of columns; a row of millions of
    /// separators (one line of commas) is counted, not held.
    static let maxFields = 1_000

    var separator: Character
    /// Every row, the header first; blank rows (nothing, or only separators) left out.
    var rows: [Row] = []

    init(_ data: Data) throws(Unreadable) {
        var reader = Reader(data)
        separator = reader.separator
        while let row = try reader.next() { rows.append(row) }
    }
}
