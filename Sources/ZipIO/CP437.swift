/// IBM code page 437, what the ZIP format's own specification names for names without the
/// UTF-8 flag, and what Windows' and DOS's older ZIP tools wrote them in ("Küche" as 4B 81 63
/// 68 65). Only the upper half differs from ASCII.
enum CP437 {
    private static let upperHalf = Array(
        "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐"
        + "└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u{00A0}")

    static func decode(_ bytes: some Sequence<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { $0 < 0x80 ? Unicode.Scalar($0) : upperHalf[Int($0) - 0x80].unicodeScalars.first! }))
    }
}
