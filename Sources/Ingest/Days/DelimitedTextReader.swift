import Foundation

extension DelimitedText {
    /// Reads a CSV's rows one at a time from its bytes (RFC 4180, leniently: text after a
    /// closing quote is kept, as a spreadsheet would show it), so a table of millions of rows
    /// holds one row, not all of them.
    struct Reader {
        let separator: Character
        private let data: Data
        private var position: Int
        private let separatorByte: UInt8
        /// Rows passed so far, blank ones included.
        private var number = 0
        /// The field being read, reused from field to field.
        private var field: [UInt8] = []

        init(_ data: Data) {
            self.data = data
            position = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            separatorByte = data.withUnsafeBytes { Self.separator(of: $0, from: data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0) }
            separator = Character(Unicode.Scalar(separatorByte))
        }

        /// The next row that is not blank, or nil at the end of the text.
        mutating func next() throws(Unreadable) -> Row? {
            let result: Result<Row?, Unreadable> = data.withUnsafeBytes { buffer in
                Result { () throws(Unreadable) in try nextRow(in: buffer) }
            }
            return try result.get()
        }

        private mutating func nextRow(in bytes: UnsafeRawBufferPointer) throws(Unreadable) -> Row? {
            var row = Row(number: number + 1, fields: [], fieldCount: 0)
            var quoted = false, afterQuote = false
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if quoted {
                    switch byte {
                    case Self.quote: quoted = false; afterQuote = true
                    case Self.cr:    // a line break inside a field, as one "\n" whatever wrote it
                        if position < bytes.count, bytes[position] == Self.lf { position += 1 }
                        field.append(Self.lf)
                    default: field.append(byte)
                    }
                    continue
                }
                switch byte {
                case Self.quote:
                    // `""` inside quotes is one quote; a quote opening a field starts a quoted field.
                    if afterQuote { field.append(Self.quote) }
                    quoted = afterQuote || Self.isBlank(field)
                    if !quoted { field.append(byte) } else if !afterQuote { field.removeAll(keepingCapacity: true) }
                case separatorByte:
                    try endField(of: &row)
                case Self.lf, Self.cr:
                    if byte == Self.cr, position < bytes.count, bytes[position] == Self.lf { position += 1 }
                    try endField(of: &row)
                    number += 1
                    if !Self.isBlank(row) { return row }
                    row = Row(number: number + 1, fields: [], fieldCount: 0)
                default:
                    field.append(byte)
                }
                afterQuote = false
            }
            if quoted {
                throw Unreadable(message: "a quoted field on row \(number + 1) is never closed (a \" is missing)")
            }
            guard !field.isEmpty || row.fieldCount > 0 else { return nil }
            try endField(of: &row)
            number += 1
            return Self.isBlank(row) ? nil : row
        }

        /// Ends the field read so far: kept as text while the row has fewer than `maxFields`.
        private mutating func endField(of row: inout Row) throws(Unreadable) {
            defer { field.removeAll(keepingCapacity: field.count < 1 << 16) }
            row.fieldCount += 1
            guard row.fields.count < DelimitedText.maxFields else {
                row.hasTextPastKept = row.hasTextPastKept || !Self.isBlank(field)
                return
            }
            guard let text = String(validating: field, as: UTF8.self) else {
                throw Unreadable(message: "it is not UTF-8 text")
            }
            row.fields.append(text)
        }

        private static let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

        /// A spreadsheet counts a blank row too; one of only separators (",,,") is blank.
        private static func isBlank(_ row: Row) -> Bool {
            !row.hasTextPastKept && row.fields.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }
        }

        /// Whether a field's bytes are only spaces and tabs (or other Unicode spaces).
        private static func isBlank(_ bytes: [UInt8]) -> Bool {
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return true }
            guard bytes.contains(where: { $0 >= 0x80 }) else { return false }
            return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces).isEmpty
        }

        /// `;` when the first row that is not blank has more of them than commas outside
        /// quotes, else `,`.
        private static func separator(of bytes: UnsafeRawBufferPointer, from start: Int) -> UInt8 {
            var commas = 0, semicolons = 0, quoted = false, blank = true
            for byte in bytes[start...] {
                switch byte {
                case quote: quoted.toggle(); blank = false
                case UInt8(ascii: ",") where !quoted: commas += 1
                case UInt8(ascii: ";") where !quoted: semicolons += 1
                case lf, cr:
                    if !quoted, !blank { return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",") }
                case 0x20, 0x09, 0x0B, 0x0C: break
                default: blank = false
                }
            }
            return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
        }
    }
}
