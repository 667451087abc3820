extension TextDecoding {
    /// Reads bytes as Windows-1252, the superset of Latin-1 that Windows editors actually
    /// write: 0x80–0x9F hold curly quotes, dashes and € rather than unused control codes.
    /// The five bytes Windows-1252 leaves undefined are kept as their Latin-1 controls, so
    /// every byte becomes exactly one character and nothing is lost.
    static func windows1252<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            if (0x80...0x9F).contains(byte), let mapped = Unicode.Scalar(windows1252High[Int(byte) - 0x80]) {
                scalars.append(mapped)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    /// Code points for 0x80…0x9F; the undefined bytes map to themselves.
    private static let windows1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]
}
