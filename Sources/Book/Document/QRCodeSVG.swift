import QRCode
import StoryCore

/// A QR code as an SVG drawing for print: one path of square modules inside a light quiet zone
/// of four modules (which scanners need), sized by the stylesheet in millimetres.
enum QRCodeSVG {
    static let quietZone = 4

    /// The SVG for `text` at error correction quartile (a quarter of a printed code may be
    /// scuffed or folded and it still reads); nil when the text does not fit a QR code.
    static func svg(for text: String, label: String) -> String? {
        guard let code = QRCode(text: text, correction: .quartile) else { return nil }
        let side = code.size + 2 * quietZone
        var path = ""
        for (row, modules) in code.modules.enumerated() {
            var column = 0
            // Runs of dark modules in a row become one rectangle: a smaller file, the same code.
            while column < modules.count {
                guard modules[column] else { column += 1; continue }
                let start = column
                while column < modules.count, modules[column] { column += 1 }
                path += "M\(start + quietZone) \(row + quietZone)h\(column - start)v1h-\(column - start)z"
            }
        }
        return """
        <svg xmlns="http://www.w3.org/2000/svg" class="qr" viewBox="0 0 \(side) \(side)" role="img" aria-label="\(escaped(label))" shape-rendering="crispEdges">\
        <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>
        """
    }

    /// `text` safe inside an attribute's double quotes.
    private static func escaped(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            default: nil
            }
        }
    }
}
