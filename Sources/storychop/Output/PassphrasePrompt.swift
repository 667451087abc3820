import Foundation
import Sharing
#if canImport(Glibc)
import Glibc
#endif

/// Asks for the family passphrase on the terminal without showing it, twice when it would make
/// the copy anew (a typo then would lock the family out of the site).
enum PassphrasePrompt {
    /// `confirm` gives, for the passphrase typed, the prompt to type it again with, or nil when
    /// once is enough; `read` asks one line (the terminal's, unless a test gives its own).
    static func ask(confirm: (String) -> String?,
                    read: (String) throws(PrivateSiteError) -> String = { prompt throws(PrivateSiteError) in try PassphrasePrompt.read(prompt: prompt) })
        throws(PrivateSiteError) -> String {
        let first = try read("Family passphrase (at least \(Passphrase.minimumLength) characters): ")
        try Passphrase.checkStrength(first)
        if let again = confirm(first), try read(again) != first {
            throw PrivateSiteError(.weakPassphrase, file: nil, message: "the two passphrases differ",
                                   hint: "Publish again and type the same passphrase twice.")
        }
        return first
    }

    /// The second prompt for a passphrase that opens the copy (`true`), another one (`false`), or
    /// the first of a copy not made yet (nil).
    static func confirmation(opensCopy: Bool?) -> String? {
        switch opensCopy {
        case true?: nil
        case false?: "That is not the private site's passphrase. Type it again to change it (every file is encrypted anew): "
        case nil: "The same passphrase again: "
        }
    }

    /// One line from the terminal (/dev/tty, so it works with input redirected), echo off.
    static func read(prompt: String) throws(PrivateSiteError) -> String {
        let fd = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            throw PrivateSiteError(.noPassphrase, file: nil, message: "there is no terminal to ask the passphrase on",
                                   hint: "Use --passphrase-file FILE, or private_site: in storychop.yml.")
        }
        defer { close(fd) }
        let bytes = EchoOff.run(on: fd) { () -> [UInt8] in
            _ = prompt.withCString { write(fd, $0, strlen($0)) }
            var bytes: [UInt8] = []
            var byte: UInt8 = 0
            while Glibc.read(fd, &byte, 1) == 1, byte != UInt8(ascii: "\n") { bytes.append(byte) }
            _ = write(fd, "\n", 1)
            return bytes
        }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
    }
}
