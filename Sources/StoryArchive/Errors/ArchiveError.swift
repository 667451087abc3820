import StoryCore
/// A problem with the archive folder itself: its settings, its stories, reading or writing it.
public typealias ArchiveError = StageError<ArchiveErrorReason>

/// What went wrong with the archive.
public enum ArchiveErrorReason: ErrorReason {
    /// The folder has no `storychop.yml`.
    case notAnArchive
    /// `init` was asked to create an archive where one already is.
    case alreadyAnArchive
    /// A settings or metadata file could not be understood.
    case invalidFile
    /// Another StoryChop run holds the archive's lock.
    case locked
    /// The keeper named a story or entry the archive (or its trash) does not hold, or asked
    /// for what cannot be done to it (editing a journal's entry).
    case noSuchItem
    /// The file system refused a read or a write.
    case io
}
