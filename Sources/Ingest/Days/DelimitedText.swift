import Foundation

/// A CSV file as spreadsheets and journal apps write it: UTF-8 with or without a byte-order
/// mark, fields separated by `,` or (where a comma is the decimal mark) `;`, fields in double
/// quotes holding separators, line breaks and doubled quotes (`""`), lines ending in LF or CRLF.
/// The separator is the one the first row uses outside quotes.
struct DelimitedText: Sendable, Equatable {
    struct Row: Sendable, Equatable {
        /// The row's number as a spreadsheet shows it: the header is row 1, a blank line is a
        /// row too, and a field's line breaks are not.
        var number: Int
        var fields: [String]
    }

    /// Why a file cannot be read as CSV at all.
    struct Unreadable: Error, Sendable, Equatable {
        var message: String
    }

    var separator: Character
    /// Every row, the header first; blank rows (nothing, or only separators) left out.
    var rows: [Row]

    init(_ data: Data) throws(Unreadable) {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(data: Data(bytes), encoding: .utf8) else {
            throw Unreadable(message: "it is not UTF-8 text")
        }
        separator = Self.separator(of: text)
        rows = try Self.rows(of: text, separator: separator)
    }

    /// `;` when the first row that is not blank has more of them than commas outside quotes,
    /// else `,`.
    private static func separator(of text: String) -> Character {
        var commas = 0, semicolons = 0, quoted = false, blank = true
        for character in text {
            switch character {
            case "\"": quoted.toggle(); blank = false
            case "," where !quoted: commas += 1
            case ";" where !quoted: semicolons += 1
            case "\n", "\r\n", "\r":
                if !quoted, !blank { return semicolons > commas ? ";" : "," }
            default: if !character.isWhitespace { blank = false }
            }
        }
        return semicolons > commas ? ";" : ","
    }

    /// Splits the text into rows of fields (RFC 4180, leniently: text after a closing quote is
    /// kept, as a spreadsheet would show it).
    private static func rows(of text: String, separator: Character) throws(Unreadable) -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var afterQuote = false
        var number = 0
        var iterator = text.makeIterator()
        func endRow() {
            fields.append(field)
            field = ""
            // A spreadsheet counts a blank row too; one of only separators (",,,") is blank.
            number += 1
            if !fields.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                rows.append(Row(number: number, fields: fields))
            }
            fields = []
        }
        while let character = iterator.next() {
            if quoted {
                switch character {
                case "\"": quoted = false; afterQuote = true
                case "\r\n", "\r": field.append("\n")   // a line break inside a field, as one "\n" whatever wrote it
                default: field.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                // `""` inside quotes is one quote; a quote opening a field starts a quoted field.
                if afterQuote { field.append("\"") }
                quoted = afterQuote || field.trimmingCharacters(in: .whitespaces).isEmpty
                if !quoted { field.append(character) } else if !afterQuote { field = "" }
            case separator:
                fields.append(field)
                field = ""
            case "\n", "\r\n", "\r":
                endRow()
            default:
                field.append(character)
            }
            afterQuote = false
        }
        if quoted {
            throw Unreadable(message: "a quoted field on row \(number + 1) is never closed (a \" is missing)")
        }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return rows
    }
}
