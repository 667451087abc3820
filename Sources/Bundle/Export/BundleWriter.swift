import Foundation
import StoryArchive
import ZipIO

/// Writes the bundle's entries under its top folder, in sorted order, hashing every byte on
/// its way into the ZIP (each file is read once: for the ZIP and its checksums together).
final class BundleWriter {
    let zip: ZipWriter
    let topFolder: String
    let modified: Int
    private(set) var entries = 0
    /// The bytes of every entry, before compression: what `verify` of the ZIP counts.
    private(set) var bytes: Int64 = 0
    private let progress: ProgressTicker

    init(zip: ZipWriter, topFolder: String, modified: Int, progress: ProgressTicker) {
        self.zip = zip
        self.topFolder = topFolder
        self.modified = modified
        self.progress = progress
    }

    /// Adds a small generated text file (a manifest, the open-me page), deflated.
    @discardableResult
    func add(_ name: String, text: String) throws(BundleError) -> BagDigests {
        let data = Data(text.utf8)
        let entry = claim(name)
        do {
            try zip.addData(data, as: entry, compression: .deflate, modified: modified)
        } catch {
            throw BundleError(error)
        }
        var hasher = BagHasher(sha512: true)
        hasher.update(data)
        bytes += Int64(data.count)
        return hasher.finish()
    }

    /// Streams a payload file into `data/`, checking it against what `story.json` recorded.
    func add(_ file: PayloadFile) throws(BundleError) -> BagDigests {
        let digests = try add(BundleLayout.payloadFolder + "/" + file.path, fileAt: file.source)
        let fact = digests.fact
        // Payload-Oxum was written from the walk's sizes before these bytes.
        guard fact.bytes == file.bytes else { throw Self.changedWhileWriting(file.source) }
        if let expected = file.expected, expected.sha256 != fact.sha256 || expected.bytes != fact.bytes {
            throw BundleError(.checksumMismatch, file: file.source,
                              message: "the \(expected.what) does not match the checksum in \(expected.recordedIn) — it was changed or damaged after it was added",
                              hint: expected.remedy ?? "Put back the original \(expected.what) (from a backup or an earlier bundle); `storychop verify` on the archive lists every damaged one.")
        }
        return digests
    }

    /// Streams the file at `source` into the ZIP as `name`, deflated unless `CompressionChoice`
    /// says it is compressed already, taking its checksums on the way.
    @discardableResult
    func add(_ name: String, fileAt source: String) throws(BundleError) -> BagDigests {
        let entry = claim(name)
        var hasher = BagHasher(sha512: true)
        let ticker = progress
        ticker.start(name)
        do {
            try zip.addFile(at: source, as: entry, compression: CompressionChoice.forName(name), modified: modified) { chunk in
                hasher.update(chunk)
                ticker.advance(by: chunk.count)
            }
        } catch {
            throw BundleError(error)
        }
        let digests = hasher.finish()
        bytes += digests.fact.bytes
        return digests
    }

    static func changedWhileWriting(_ file: String) -> BundleError {
        BundleError(.sourceChanged, file: file, message: "the file changed while the bundle was being written",
                    hint: "Wait until nothing else is changing the archive or the site, then export again.")
    }

    /// The full entry name. The ZIP writer refuses names out of byte order, which would break
    /// reproducibility (see `BundleExporter.write`).
    private func claim(_ name: String) -> String {
        entries += 1
        return topFolder + "/" + name
    }
}
