import _CryptoExtras
import Crypto
import Foundation

/// The two keys of a private site, both from the family passphrase: PBKDF2-HMAC-SHA256 over the
/// passphrase (Unicode NFC, so a phone and a computer typing "é" differently agree) and the copy's
/// salt gives 32 bytes, which HKDF-SHA256 expands to 64: the first 32 the AES-256-GCM key of the
/// contents, the last 32 the HMAC key that makes the files' opaque names, their nonces and the
/// check value. (Not 64 bytes of PBKDF2: that runs the iterations twice for the family, while a
/// guesser needs only the half the check value is made from.) The unlock page derives the same
/// bytes with WebCrypto (UnlockScript: `deriveKeys`), so the two must stay in step.
public struct PrivateSiteKeys: Sendable {
    /// OWASP's floor for PBKDF2-HMAC-SHA256 (2023); about half a second on a phone.
    public static let iterations = 600_000
    static let saltBytes = 16
    /// HKDF's `info`: what the 64 bytes are for.
    static let keysInfo = "storychop private site keys"

    // Bytes, not SymmetricKeys (which swift-crypto 3 does not mark Sendable): keys are made where used.
    private let contentBytes: [UInt8]
    private let nameBytes: [UInt8]
    var contentKey: SymmetricKey { SymmetricKey(data: contentBytes) }
    var nameKey: SymmetricKey { SymmetricKey(data: nameBytes) }
    /// Hex of HMAC(nameKey, "check"): kept in lock.json so a wrong passphrase is told, not guessed at.
    public let check: String

    public init(passphrase: String, salt: [UInt8], iterations: Int) throws {
        let secret = Data(passphrase.precomposedStringWithCanonicalMapping.utf8)
        let master = try KDF.Insecure.PBKDF2.deriveKey(from: secret, salt: salt, using: .sha256,
                                                        outputByteCount: 32, unsafeUncheckedRounds: iterations)
        let derived = HKDF<SHA256>.deriveKey(inputKeyMaterial: master, salt: [UInt8](), info: Data(Self.keysInfo.utf8),
                                             outputByteCount: 64)
        let bytes = derived.withUnsafeBytes { [UInt8]($0) }
        contentBytes = Array(bytes[0..<32])
        nameBytes = Array(bytes[32..<64])
        check = Self.hex(HMAC<SHA256>.authenticationCode(for: Data("storychop-private-site check".utf8),
                                                         using: SymmetricKey(data: nameBytes)))
    }

    /// The opaque name a site file is stored under: 128 bits of HMAC(nameKey, "name\0" + path),
    /// so the host learns nothing from names and a visitor's browser finds the file from its path.
    public func storedName(of path: String) -> String {
        let mac = HMAC<SHA256>.authenticationCode(for: Data(("name\u{0}" + path).utf8), using: nameKey)
        return Self.hex(mac.prefix(16))
    }

    /// The 8-byte nonce prefix of one version of one file: from its path and its content's digest,
    /// so unchanged bytes encrypt to the same bytes (nothing to send again) while different bytes
    /// at the same path get a different prefix (a GCM nonce is never reused for different data).
    func noncePrefix(path: String, digest: [UInt8]) -> [UInt8] {
        var message = Data(("nonce\u{0}" + path + "\u{0}").utf8)
        message.append(contentsOf: digest)
        return Array(HMAC<SHA256>.authenticationCode(for: message, using: nameKey).prefix(8))
    }

    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        return String(decoding: text, as: UTF8.self)
    }

    static func randomSalt() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<saltBytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
}
