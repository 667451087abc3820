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
        let paths = Array(record.inputs.keys)
        return zip(paths, stamps(of: paths, in: archive)).allSatisfy { record.inputs[$0] == $1 }
    }

    /// The stamps of storychop.yml, prompts.yml and every story folder's story.json
    /// (archive-relative path → stamp); the stories' recordings and transcripts are stamped as
    /// they are published.
    static func storyFileStamps(archive: Archive, storyFolders: [String]) -> [String: String] {
        let paths = [ArchiveConfig.fileName, PromptLibrary.fileName] + storyFolders.map { "stories/\($0)/story.json" }
        return Dictionary(zip(paths, stamps(of: paths, in: archive)), uniquingKeysWith: { first, _ in first })
    }

    /// The stamp of each archive-relative path, in order, taken on every core: at ten thousand
    /// stories that is thirty thousand files.
    private static func stamps(of paths: [String], in archive: Archive) -> [String] {
        let root = archive.root.path + "/"
        return Array(paths.chunked(by: 512).parallelMap { chunk in
            chunk.map { FileStamp.of(root + $0) ?? FileStamp.missing }
        }.joined())
    }
}
