import QRCode
import Testing

/// libqrencode's modules, as `QRCode` hands them on: a square of the size the version has,
/// with the three finder patterns a camera looks for in its corners.
@Suite struct QRCodeTests {
    @Test func anAddressMakesASquareCodeWithItsFinderPatterns() throws {
        let code = try #require(QRCode(text: "http://192.168.1.20:8000/"))
        #expect(code.size >= 21 && (code.size - 21) % 4 == 0)
        #expect(code.modules.allSatisfy { $0.count == code.size })
        let last = code.size - 7
        for (top, left) in [(0, 0), (0, last), (last, 0)] {
            #expect(isFinderPattern(code, top: top, left: left), "no finder pattern at \(top),\(left)")
        }
        #expect(!isFinderPattern(code, top: last, left: last))
    }

    @Test func longerTextNeedsALargerCodeAndTooMuchNone() throws {
        let short = try #require(QRCode(text: "http://10.0.0.2:8000/"))
        let long = try #require(QRCode(text: "http://10.0.0.2:8000/" + String(repeating: "x", count: 200)))
        #expect(long.size > short.size)
        #expect(QRCode(text: String(repeating: "x", count: 5000)) == nil)
        #expect(QRCode(text: "") == nil)
    }

    /// A 7×7 dark ring, a light ring inside it, a dark 3×3 centre.
    private func isFinderPattern(_ code: QRCode, top: Int, left: Int) -> Bool {
        (0..<7).allSatisfy { row in
            (0..<7).allSatisfy { column in
                let ring = min(row, column, 6 - row, 6 - column)
                return code.modules[top + row][left + column] == (ring != 1)
            }
        }
    }
}
