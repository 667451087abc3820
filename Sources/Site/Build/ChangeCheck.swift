import Foundation
import StoryArchive

/// The question every build asks after reading its settings: is the site what the archive
/// would make now? It is when the settings are the last build's, the same story folders are
/// there, every archive file the last build read has the stamp it had then, and the site's
/// home page is still there. Then the build writes nothing.
enum ChangeCheck {
    static func isUpToDate(_ record: BuildRecord, settings: String, storyFolders: [String], archive: Archive,
                           site: URL) -> Bool {
        guard record.settings == settings, record.storyFolders == storyFolders, !record.inputs.isEmpty,
              FileManager.default.fileExists(atPath: site.appendingPathComponent(SitePaths.home).path)
        else { return false }
        let root = archive.root.path + "/"
        let inputs = Array(record.inputs)
        // On every core: at ten thousand stories that is thirty thousand files.
        return inputs.chunked(by: 512).parallelMap { chunk in
            chunk.allSatisfy { path, stamp in (FileStamp.of(root + path) ?? FileStamp.missing) == stamp }
        }.allSatisfy { $0 }
    }

    /// The stamps of storychop.yml and of every story folder's story.json (archive-relative
    /// path → stamp); the stories' recordings and transcripts are stamped as they are published.
    static func storyFileStamps(archive: Archive, storyFolders: [String]) -> [String: String] {
        let root = archive.root.path + "/"
        let paths = [ArchiveConfig.fileName] + storyFolders.map { "stories/\($0)/story.json" }
        let stamps = paths.chunked(by: 512).parallelMap { chunk in
            chunk.map { FileStamp.of(root + $0) ?? FileStamp.missing }
        }
        return Dictionary(zip(paths, stamps.joined()), uniquingKeysWith: { first, _ in first })
    }
}
