import Foundation
import StoryArchive

/// How `storychop build` runs.
public struct SiteOptions: Sendable {
    /// Where the site goes; the archive's `site` setting when nil.
    public var outputDirectory: URL?
    /// A theme name overriding storychop.yml's.
    public var theme: String?
    /// Overrides storychop.yml's `base_url` (feeds and sitemap need it).
    public var baseURL: String?
    /// Make every recording's playable copy (AAC, levelled to one loudness) with ffmpeg when it is installed.
    public var transcode: Bool
    /// Called as pages are written, for a progress line.
    public var progress: (@Sendable (SiteProgress) -> Void)?
    /// The day that decides which stories are still sealed (tests pass another).
    public var today = RecordedDate(Date(), in: .current)
    /// Whether the printed book (`book/` of the archive) is put in the site and linked from the
    /// About page when it may be shown; `export` without `--with-book` builds without it.
    public var includeBook = true
    /// Set by the test that checks every name the templates use is a page model's.
    var templateNameCheck: TemplateNameCheck?

    public init(outputDirectory: URL? = nil, theme: String? = nil, baseURL: String? = nil, transcode: Bool = true,
                progress: (@Sendable (SiteProgress) -> Void)? = nil) {
        self.outputDirectory = outputDirectory
        self.theme = theme
        self.baseURL = baseURL
        self.transcode = transcode
        self.progress = progress
    }
}

/// "Writing pages: 120 of 400".
public struct SiteProgress: Sendable {
    public var stage: String
    public var done: Int
    public var total: Int
}

/// What a build did.
public struct SiteReport: Sendable {
    public var outputDirectory: URL
    public var stories: Int
    /// How many day entries (check-ins, voice notes, evening moods) it shows.
    public var dayEntries: Int
    /// How many files the site holds.
    public var files: Int
    /// Every file the site holds (pages, media, assets), relative to the output folder, with
    /// the fingerprint of what it was made from (the check after a build compares them).
    /// Worked out when asked: a rebuild that finds nothing changed does not read them.
    public var fingerprints: [String: String] { listFingerprints() }
    private let listFingerprints: @Sendable () -> [String: String]
    /// Files written because they were new or changed; 0 on a rebuild with nothing changed.
    public var written: Int
    /// Files removed because their story (or group) is gone.
    public var removed: Int
    /// Problems that did not stop the build: missing transcripts, unreadable recordings.
    public var warnings: [SiteWarning]
    /// The recordings whose bytes do not match their checksum (full paths): the build failed them.
    public var damaged: [String] = []
    /// The archive's files the build wrote (archive-relative): each story.json given its
    /// recording's loudness. `serve` knows them from a person's edits.
    public var archiveFilesWritten: [String] = []
    /// Which file each template was read from: the archive's `templates/` or built in.
    public var templates: [String: String]
    /// How much of the site the build looked at.
    public var scope: BuildScope
    /// What the build did with the archive's printed book.
    public var book: BookOnSite = .none

    init(outputDirectory: URL, stories: Int, dayEntries: Int, files: Int, fingerprints: @escaping @Sendable () -> [String: String],
         written: Int, removed: Int, warnings: [SiteWarning], templates: [String: String], scope: BuildScope, book: BookOnSite) {
        self.outputDirectory = outputDirectory
        self.stories = stories
        self.dayEntries = dayEntries
        self.files = files
        listFingerprints = fingerprints
        self.written = written
        self.removed = removed
        self.warnings = warnings
        self.templates = templates
        self.scope = scope
        self.book = book
    }
}

/// How much of the site a build looked at.
public enum BuildScope: Sendable, Equatable {
    /// Nothing had changed since the last build: nothing but the files' stamps.
    case upToDate
    /// Something had changed: every page was looked at, rendered when what it shows changed,
    /// and written when its content did.
    case whole
}

public struct SiteWarning: Sendable, Equatable, Codable {
    public var file: String
    public var message: String
}
