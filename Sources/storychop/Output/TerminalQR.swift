import Foundation
import QRCode

/// A QR code drawn in a terminal, two rows of modules to a line with half blocks (▀ ▄ █), inside
/// its quiet zone of four light modules. Dark on light whatever the terminal's colours: on a
/// terminal the lines are drawn black on white (a phone's camera reads a light-on-dark code
/// poorly); into a file or pipe, plain characters, █ dark.
enum TerminalQR {
    static func lines(_ code: QRCode, colour: Bool) -> [String] {
        let quiet = 4
        let size = code.size + 2 * quiet
        func dark(_ row: Int, _ column: Int) -> Bool {
            let (r, c) = (row - quiet, column - quiet)
            return (0..<code.size).contains(r) && (0..<code.size).contains(c) && code.modules[r][c]
        }
        return stride(from: 0, to: size, by: 2).map { row in
            let cells = (0..<size).map { column -> Character in
                switch (dark(row, column), row + 1 < size && dark(row + 1, column)) {
                case (true, true): "█"
                case (true, false): "▀"
                case (false, true): "▄"
                case (false, false): " "
                }
            }
            return colour ? "\u{1B}[30;107m" + String(cells) + "\u{1B}[0m" : String(cells)
        }
    }
}
