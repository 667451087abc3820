import CQREncode
import Foundation

/// A QR code as a square of modules (true is dark), made by libqrencode from a text: small and
/// general, so the terminal's code for `serve --lan` and a printed page's code draw the same.
/// The quiet zone (four light modules around it, which scanners need) is the drawer's to add.
public struct QRCode: Sendable, Equatable {
    /// Rows of modules, top to bottom, each as wide as there are rows.
    public let modules: [[Bool]]

    /// How much of the code may be damaged and still read: more needs more modules.
    public enum Correction: Sendable {
        case low, medium, quartile, high

        fileprivate var level: QRecLevel {
            switch self {
            case .low: QR_ECLEVEL_L
            case .medium: QR_ECLEVEL_M
            case .quartile: QR_ECLEVEL_Q
            case .high: QR_ECLEVEL_H
            }
        }
    }

    /// Encodes `text` (UTF-8, byte mode, any QR version that holds it); nil when it is too long
    /// for a QR code (past about 2,900 bytes at `.low`) or holds a NUL.
    public init?(text: String, correction: Correction = .medium) {
        guard !text.utf8.contains(0), !text.isEmpty else { return nil }
        let made = text.withCString { QRcode_encodeString8bit($0, 0, correction.level) }
        guard let code = made else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        let data = code.pointee.data!
        // libqrencode's bit 0 of each byte is the module's colour; the other bits say what it is part of.
        modules = (0..<width).map { row in (0..<width).map { column in data[row * width + column] & 1 == 1 } }
    }

    /// The number of modules on a side (21 for version 1, four more for each version after).
    public var size: Int { modules.count }
}
