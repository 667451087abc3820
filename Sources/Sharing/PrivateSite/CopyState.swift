import Foundation
import StoryArchive
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// What the local encrypted copy holds, kept beside it (`state.json`, never sent): for each site
/// file, the stamp it had when last seen (size, modification time, inode), the digest of its
/// bytes and its stored name. A file whose stamp is unchanged is not read again; one whose stamp
/// changed is read and hashed, and encrypted again only when its digest changed (a rebuild that
/// rewrote identical bytes costs a read, not a new ciphertext to send).
struct CopyState: Codable {
    static let fileName = "state.json"

    struct Entry: Codable, Equatable {
        var stamp: FileIdentity
        /// Hex SHA-256 of the plain bytes.
        var digest: String
        /// The name under `c/` in the copy.
        var name: String
    }

    /// The check value of the keys the copy was made with: a new passphrase starts it afresh.
    var check: String
    var files: [String: Entry]

    static func read(in folder: URL, check: String) -> CopyState {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)),
              let state = try? JSONDecoder().decode(CopyState.self, from: data), state.check == check
        else { return CopyState(check: check, files: [:]) }
        return state
    }

    func write(in folder: URL) throws(PrivateSiteError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try AtomicFile.write(try encoder.encode(self), to: folder.appendingPathComponent(Self.fileName))
        } catch {
            throw PrivateSiteError(.io, file: folder.appendingPathComponent(Self.fileName).path,
                                   message: "cannot record the encrypted copy's state", hint: "Check that you may write there.")
        }
    }
}
