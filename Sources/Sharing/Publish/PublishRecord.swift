import Foundation
import StoryArchive

/// Which files StoryChop has put at one DEST, kept on the keeper's computer (in the archive's
/// `.storychop/published/`, one text file per DEST), never on the host.
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
        file = folder.appendingPathComponent("\(name).txt")
        self.destination = destination.description
    }

    /// The record's first line: what it is, then DEST; the second, the stamp of the folder whose
    /// files were sent (empty while a publish is under way); then one path a line.
    private var header: String { "storychop published to \(destination)" }

    /// What was published here before: the folder's stamp and the files; none when nothing was
    /// (or the record is unreadable: then nothing is removed, which leaves stale files rather
    /// than deleting anything).
    func load() -> (stamp: String, files: Set<String>) {
        guard let data = try? Data(contentsOf: file) else { return ("", []) }
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard lines.count >= 2, lines[0] == header else { return ("", []) }
        return (lines[1], Set(lines.dropFirst(2).filter { !$0.isEmpty }))
    }

    func save(_ files: Set<String>, stamp: String = "") throws(PublishError) {
        // A shared path holds no line break (SharedFiles allows only plain names), but one that did
        // must not split into two names.
        let text = ([header, stamp] + files.filter { !$0.contains("\n") }.sorted()).joined(separator: "\n") + "\n"
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Data(text.utf8), to: file, as: .remakeable)
        } catch {
            throw PublishError(.io, file: file.path, message: "cannot write the record of what was published to \(destination)",
                               hint: "Check that you may write in the archive's .storychop folder and that the disk has room.")
        }
    }
}
