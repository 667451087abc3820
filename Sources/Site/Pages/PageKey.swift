import Crypto
import StoryArchive

/// What a page is made from, written out: the page's own texts (path, headings, links that
/// depend on other pages' names) and the key of every story it shows, in order. Equal keys,
/// equal pages, so a rebuild renders only the pages whose key changed, and decides that
/// without building any page's data.
///
/// A story's key (`PagePlanner.storyKey`) stands for everything a page can show of it: it
/// changes with its story.json, transcript or published audio. The planner lists each page's
/// inputs beside the code that builds the page from them; a test compares every rebuild
/// with a build from scratch, which catches an input left out.
struct PageKey: Sendable {
    /// The parts as UTF-8, each after its length: bytes, as a key is made for every page of
    /// every build (appending to a String was a tenth of planning the pages).
    private(set) var bytes: [UInt8] = []

    init(_ parts: [String]) {
        bytes.reserveCapacity(256)
        for part in parts { add(part) }
    }

    /// Length-prefixed, so no two different lists of parts read the same.
    mutating func add(_ part: String) {
        let length = part.utf8.count
        var place = 1
        while place <= length / 10 { place *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(length / place % 10))
            place /= 10
        } while place > 0
        bytes.append(UInt8(ascii: ":"))
        bytes += part.utf8
    }

    /// Adds a listed story's piece key (`FragmentStore.pieceKey`, sixty bits of its story
    /// key): a `#` and the number's eight bytes, which no length-prefixed part begins like.
    /// The lists of every story are keyed this way: the stories' whole keys, 64 hex digits
    /// each, made the list pages' fingerprints the most hashing a one-story rebuild did.
    mutating func add(pieceKey: UInt64) {
        bytes.append(UInt8(ascii: "#"))
        withUnsafeBytes(of: pieceKey.littleEndian) { bytes += $0 }
    }

    /// The SHA-256 of the key after `salt` (the templates): what the build state records.
    func fingerprint(salt: String) -> String {
        var hash = SHA256()
        var salt = salt
        salt.withUTF8 { hash.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        hash.update(data: [UInt8(0)])
        bytes.withUnsafeBytes { hash.update(bufferPointer: $0) }
        return FileDigest.hex(hash.finalize())
    }
}
