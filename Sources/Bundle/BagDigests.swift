import Crypto
import Foundation
import StoryArchive

/// A file's size and checksums as a bag's manifests list them: SHA-256 always (the fact
/// `manifest.json` and `story.json` give too), SHA-512 when it was taken.
struct BagDigests: Equatable {
    var fact: FileFact
    var sha512: String?

    /// The checksum `algorithm`'s manifest lists, when it was taken.
    func digest(_ algorithm: BagAlgorithm) -> String? {
        switch algorithm {
        case .sha256: fact.sha256
        case .sha512: sha512
        }
    }
}

/// Takes a file's checksums as its bytes stream past, each byte once for all of them.
struct BagHasher {
    private var sha256 = SHA256()
    private var sha512: SHA512?
    private(set) var bytes: Int64 = 0

    /// `sha512`: take SHA-512 too.
    init(sha512: Bool) {
        self.sha512 = sha512 ? SHA512() : nil
    }

    mutating func update(_ chunk: UnsafeRawBufferPointer) {
        sha256.update(bufferPointer: chunk)
        sha512?.update(bufferPointer: chunk)
        bytes += Int64(chunk.count)
    }

    mutating func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    func finish() -> BagDigests {
        BagDigests(fact: FileFact(sha256: FileDigest.hex(sha256.finalize()), bytes: bytes),
                   sha512: sha512.map { FileDigest.hex($0.finalize()) })
    }
}
