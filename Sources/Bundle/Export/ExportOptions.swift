import Foundation
import StoryArchive

/// How `BundleExporter` writes a bundle.
public struct ExportOptions: Sendable {
    /// The time every entry carries (seconds since 1970, UTC). nil: the newest story's recording
    /// time. The CLI passes `SOURCE_DATE_EPOCH` here; tests inject it instead of changing the
    /// process environment.
    public var modified: Int?
    /// The ZIP's top folder; nil: from the ZIP's file name (see `BundleNaming`).
    public var topFolder: String?
    /// `Bag-Software-Agent` and `manifest.json`'s `generator`, e.g. `StoryChop 0.1.0`.
    public var generator: String
    /// Flush the ZIP to disk before renaming it into place (off only for benchmarks of the
    /// writing itself): without it a power cut right after the rename can leave a damaged ZIP.
    public var syncToDisk: Bool
    /// Called as the bundle is written, for a progress line.
    public var progress: (@Sendable (ExportProgress) -> Void)?
    /// The day that decides which stories are still sealed (tests pass another).
    public var today = RecordedDate(Date(), in: .current)
    /// The printed book to pack under `data/book/` (`export --with-book`); nil: none.
    public var book: BundledBook?

    public init(modified: Int? = nil, topFolder: String? = nil, generator: String = "StoryChop",
                syncToDisk: Bool = true, progress: (@Sendable (ExportProgress) -> Void)? = nil) {
        self.modified = modified
        self.topFolder = topFolder
        self.generator = generator
        self.syncToDisk = syncToDisk
        self.progress = progress
    }

    /// `SOURCE_DATE_EPOCH` from `environment` (reproducible-builds.org): nil when unset or empty.
    /// A value that is not a whole number of seconds is an error, not silently ignored.
    public static func sourceDateEpoch(from environment: [String: String]) throws(BundleError) -> Int? {
        guard let text = environment["SOURCE_DATE_EPOCH"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return nil
        }
        guard let seconds = Int(text), seconds >= 0 else {
            throw BundleError(.badOption, file: nil, message: "SOURCE_DATE_EPOCH is \"\(text)\", not a number of seconds since 1970",
                              hint: "Set it to a whole number such as 1700000000, or unset it to use the newest story's date.")
        }
        return seconds
    }
}
