import Foundation
import StoryArchive

/// Which files StoryChop has put at one DEST, kept on the keeper's computer (in the archive's
/// `.storychop/published/`, one JSON file per DEST), never on the host.
///
/// Publish removes only files named here that the site no longer has: never a file it did not
/// send. So publishing into a folder that holds other things (a USB stick's photos, a host's
/// `.well-known/` or `.htaccess`, a mistyped path) cannot delete them. Before sending, the
/// record grows to what was there and what is about to be sent; after the removals it is the
/// site's list: a publish cut short at any point leaves a record the next one can finish from.
struct PublishRecord {
    let file: URL
    let destination: String

    init(folder: URL, destination: PublishDestination) {
        let name = FileDigest.sha256(of: Data(destination.description.utf8)).prefix(24)
        file = folder.appendingPathComponent("\(name).json")
        self.destination = destination.description
    }

    private struct Contents: Codable {
        var destination: String
        var files: [String]
    }

    /// The files published here before; none when nothing was (or the record is unreadable:
    /// then nothing is removed, which leaves stale files rather than deleting anything).
    func load() -> Set<String> {
        guard let data = try? Data(contentsOf: file),
              let contents = try? JSONDecoder().decode(Contents.self, from: data),
              contents.destination == destination else { return [] }
        return Set(contents.files)
    }

    func save(_ files: Set<String>) throws(PublishError) {
        let contents = Contents(destination: destination, files: files.sorted())
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try AtomicFile.write(try encoder.encode(contents), to: file, as: .remakeable)
        } catch {
            throw PublishError(.io, destination: file.path, message: "cannot write the record of what was published to \(destination)",
                               hint: "Check that you may write in the archive's .storychop folder and that the disk has room.")
        }
    }
}
