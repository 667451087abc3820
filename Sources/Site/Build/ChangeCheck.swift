import Foundation
import StoryCore
import StoryArchive

/// The question every build asks after reading its settings: is the site what the archive
/// would make now? It is when the settings are the last build's, the same story folders are
/// there, and the same day entry folders, every archive file the last build read has the stamp
/// it had then, no story's seal has lifted since, and the site's home page is still there. Then
/// the build writes nothing.
enum ChangeCheck {
    static func isUpToDate(_ record: BuildRecord, settings: String, folders: ItemFolders, archive: Archive,
                           site: URL, today: RecordedDate) -> Bool {
        guard record.settings == settings, record.storyFolders == folders.stories, record.dayFolders == folders.days,
              !record.inputs.isEmpty, record.sealLifts.map({ $0 > today.dayString }) ?? true,
              FileManager.default.fileExists(atPath: site.appendingPathComponent(SitePaths.home).path)
        else { return false }
        // Compared a chunk at a time on every core, keeping no list of stamps: at 10,000 stories
        // and 7,300 check-ins there are 52,000 files.
        let root = archive.root.path + "/"
        return Array(record.inputs.keys).chunked(by: 512).parallelMap { chunk in
            chunk.allSatisfy { record.inputs[$0] == (FileStamp.of(root + $0) ?? FileStamp.missing) }
        }.allSatisfy { $0 }
    }

    /// The stamps of storychop.yml, prompts.yml, moods.yml, questions.yml and every story's story.json and day
    /// entry's entry.json (archive-relative path → stamp); their recordings and transcripts are
    /// stamped as they are published.
    static func itemFileStamps(archive: Archive, folders: ItemFolders) -> [String: String] {
        let paths = [ArchiveConfig.fileName, PromptLibrary.fileName, MoodScales.fileName, DailyQuestions.fileName]
            + folders.stories.map { ItemLayout.archiveMetadataFile(.stories, id: $0) }
            + folders.days.map { ItemLayout.archiveMetadataFile(.days, id: $0) }
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

/// The names of the archive's story and day entry folders, as a build found them.
struct ItemFolders: Sendable {
    var stories: [String]
    var days: [String]
}
