import Foundation
import StoryCore

/// A family archive on disk: the source of truth every other stage reads.
///
///     family-archive/
///       storychop.yml            settings (ArchiveConfig)
///       prompts.yml              optional prompt library, category → prompts (PromptLibrary)
///       templates/  themes/      optional overrides of the built-in ones
///       stories/
///         2024-03-05-the-day-we-moved/
///           story.json           metadata (Story), stable key order
///           audio.m4a            the original bytes, never rewritten
///           transcript.vtt|.txt  UTF-8
///         .incoming-…/           a story being written (StagedFolder); renamed into place when whole
///       moods.yml                optional mood scales over the built-in ones (MoodScales)
///       days/
///         2024-03-05-grandma-rose-check-in/
///           entry.json           a day entry (DayEntry): person, day, kind, mood …
///           audio.m4a  transcript.txt
///       .storychop/              the lock and scratch space of a running command; safe to delete
public struct Archive: Sendable {
    /// The archive folder.
    public let root: URL
    public let config: ArchiveConfig
    /// Unknown keys and similar harmless oddities found in `storychop.yml`.
    public let configWarnings: [String]

    // Each says whether it is a folder: without that, Foundation asks the disk (a stat) every
    // time one is made, and ingest makes these for every story.
    public var configFile: URL { root.appendingPathComponent(ArchiveConfig.fileName, isDirectory: false) }
    public var storiesDirectory: URL { root.appendingPathComponent("stories", isDirectory: true) }
    public var daysDirectory: URL { root.appendingPathComponent("days", isDirectory: true) }
    /// Lock file and scratch space; never holds anything that must be kept.
    public var workDirectory: URL { root.appendingPathComponent(".storychop", isDirectory: true) }

    /// Opens the archive at `path`, reading its settings.
    public static func open(at path: String) throws(ArchiveError) -> Archive {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        let configFile = root.appendingPathComponent(ArchiveConfig.fileName)
        guard FileManager.default.fileExists(atPath: configFile.path) else {
            throw ArchiveError(.notAnArchive, file: path,
                               message: "this folder is not a StoryChop archive (it has no \(ArchiveConfig.fileName))",
                               hint: "Run `storychop init \(path)` to make one, or pass --archive with the archive's folder.")
        }
        guard let data = FileManager.default.contents(atPath: configFile.path, readingAtMost: InputLimits.metadataBytes) else {
            throw ArchiveError.io(configFile.path, "cannot read the settings", errno: errno)
        }
        let (config, warnings) = try ArchiveConfig.parse(data, file: configFile.path)
        return Archive(root: root, config: config, configWarnings: warnings)
    }

    /// Makes a new archive at `path` (created if missing) with `storychop.yml` and `stories/`.
    public static func create(at path: String, config: ArchiveConfig) throws(ArchiveError) -> Archive {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        let configFile = root.appendingPathComponent(ArchiveConfig.fileName)
        if FileManager.default.fileExists(atPath: configFile.path) {
            throw ArchiveError(.alreadyAnArchive, file: path, message: "this folder is already a StoryChop archive",
                               hint: "Use it as it is, or choose another folder for a new archive.")
        }
        let archive = Archive(root: root, config: config, configWarnings: [])
        do {
            try FileManager.default.createDirectory(at: archive.storiesDirectory, withIntermediateDirectories: true)
        } catch {
            throw ArchiveError.io(path, "cannot create the archive folder", errno: SystemError.code(of: error))
        }
        try AtomicFile.write(Data(config.yamlText().utf8), to: configFile)
        return archive
    }

    /// The folder of the story with `id`.
    public func storyDirectory(_ id: String) -> URL {
        storiesDirectory.appendingPathComponent(id, isDirectory: true)
    }

    /// `stories/` or `days/`.
    public func directory(of collection: ArchiveCollection) -> URL {
        collection == .stories ? storiesDirectory : daysDirectory
    }
}
