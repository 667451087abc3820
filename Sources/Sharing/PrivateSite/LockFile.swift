import Foundation

/// `lock.json`, the one public fact file at the top of the encrypted copy: how the unlock page
/// derives the keys from the passphrase (PBKDF2 parameters and salt) and the check value that
/// tells it a wrong passphrase. Neither reveals the key; the salt stays the same while the
/// passphrase does, so an unchanged site encrypts to the same bytes.
struct LockFile: Codable, Equatable {
    static let name = "lock.json"
    static let formatName = "storychop-private-site 1"

    var format = formatName
    var kdf = "PBKDF2-HMAC-SHA256, then HKDF-SHA256"
    var iterations: Int
    /// Base64 of the salt.
    var salt: String
    var check: String
    var chunkSize = SealedFileFormat.chunkSize

    /// The lock.json of a copy, or nil when there is none or it is not one StoryChop can use.
    static func read(in copy: URL) -> LockFile? {
        guard let data = try? Data(contentsOf: copy.appendingPathComponent(name)),
              let lock = try? JSONDecoder().decode(LockFile.self, from: data),
              lock.format == formatName, lock.chunkSize == SealedFileFormat.chunkSize,
              lock.iterations >= PrivateSiteKeys.iterations, let salt = Data(base64Encoded: lock.salt),
              salt.count == PrivateSiteKeys.saltBytes else { return nil }
        return lock
    }

    var saltBytes: [UInt8] { [UInt8](Data(base64Encoded: salt) ?? Data()) }

    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        // Encoding five plain fields cannot fail.
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// The keys for `passphrase`: with the copy's salt when the passphrase is the one it was made
    /// with (so nothing changes), else with a new random salt (a new passphrase re-encrypts all).
    static func keys(for passphrase: String, copy: URL) throws -> (keys: PrivateSiteKeys, lock: LockFile, isNew: Bool) {
        if let old = read(in: copy) {
            let keys = try PrivateSiteKeys(passphrase: passphrase, salt: old.saltBytes, iterations: old.iterations)
            if keys.check == old.check { return (keys, old, false) }
        }
        let salt = PrivateSiteKeys.randomSalt()
        let keys = try PrivateSiteKeys(passphrase: passphrase, salt: salt, iterations: PrivateSiteKeys.iterations)
        let lock = LockFile(iterations: PrivateSiteKeys.iterations, salt: Data(salt).base64EncodedString(), check: keys.check)
        return (keys, lock, true)
    }
}
