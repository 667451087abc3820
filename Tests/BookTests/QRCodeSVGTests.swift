import Testing
@testable import Book

@Suite struct QRCodeSVGTests {
    @Test func aCodeIsDrawnInsideItsQuietZoneWithAnEscapedLabel() throws {
        let svg = try #require(QRCodeSVG.svg(for: "https://example.org/stories/x/", label: "Rose & \"Joe\""))
        // Version 3 at quartile holds 30 bytes: 29 modules and 4 of quiet zone on each side.
        #expect(svg.contains("viewBox=\"0 0 37 37\"") || svg.contains("viewBox=\"0 0 41 41\""))
        #expect(svg.contains("aria-label=\"Rose &amp; &quot;Joe&quot;\""))
        // The finder pattern's top row starts at the quiet zone's edge.
        #expect(svg.contains("M4 4h7v1h-7z"))
    }
}
