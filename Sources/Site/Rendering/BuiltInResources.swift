import Foundation
import StoryArchive

/// Writes the built-in templates and themes into an archive (`storychop init --templates`),
/// so a keeper can edit them: a file in the archive's `templates/` or `themes/` then wins over
/// the built-in one of the same name. Files already there are never overwritten.
public enum BuiltInResources {
    public struct Result: Sendable {
        public var written: [String]
        public var kept: [String]
    }

    public static func write(into archive: Archive) throws(SiteError) -> Result {
        var result = Result(written: [], kept: [])
        for (key, text) in ResourceLayers.builtInFiles.sorted(by: { $0.key < $1.key }) {
            // Templates/story.mustache → templates/story.mustache (the archive's folders are lower-case).
            guard let slash = key.firstIndex(of: "/") else { continue }
            let relative = key[..<slash].lowercased() + key[slash...]
            let target = archive.root.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: target.path) {
                result.kept.append(relative)
                continue
            }
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(Data(text.utf8), to: target)
            } catch let error as ArchiveError {
                throw SiteError(error)
            } catch {
                throw SiteError(.io, file: target.deletingLastPathComponent().path, message: "cannot create this folder",
                                hint: "Check that you may write to the archive.")
            }
            result.written.append(relative)
        }
        return result
    }
}
