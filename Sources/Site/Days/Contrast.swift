import Foundation

/// WCAG 2.2's contrast ratio, (L1 + 0.05) / (L2 + 0.05) of two colours' relative luminance: what
/// the mood palette is held to (3:1, non-text contrast).
enum Contrast {
    /// The ratio of two `#RRGGBB` colours, 1 to 21; nil for anything else.
    static func ratio(_ first: String, _ second: String) -> Double? {
        guard let one = luminance(first), let two = luminance(second) else { return nil }
        return (max(one, two) + 0.05) / (min(one, two) + 0.05)
    }

    /// `#RRGGBB`'s relative luminance: each channel linearised from sRGB, then weighted.
    static func luminance(_ hex: String) -> Double? {
        guard hex.count == 7, hex.first == "#", let value = Int(hex.dropFirst(), radix: 16) else { return nil }
        let channels: [Double] = [value >> 16, value >> 8, value].map { linear(Double($0 & 0xFF) / 255) }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    /// An sRGB channel (0…1) as light: the curve of IEC 61966-2-1, as WCAG gives it.
    private static func linear(_ channel: Double) -> Double {
        channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
}
