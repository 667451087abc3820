extension ZipError {
    /// What kind of problem a `ZipError` reports.
    public enum Kind: Sendable, Equatable {
        /// The file is not a ZIP at all.
        case notAZip
        /// The ZIP is damaged or incomplete (bad header, bad checksum, cut short).
        case corrupt
        /// An entry's name is absolute, has `.`/`..` or empty parts, or control characters.
        case unsafePath
        /// An entry is a symlink, hard link, device or other non-file, non-folder thing.
        case unsupportedEntry
        /// Two entries would land on the same path (or a file where a folder must be).
        case duplicateEntry
        /// An entry or the whole ZIP unpacks to more bytes than allowed.
        case tooLarge
        /// The ZIP holds more entries than allowed.
        case tooManyEntries
        /// The destination disk does not have room.
        case noSpace
        /// An entry is encrypted; StoryChop cannot read it.
        case encrypted
        /// A source file changed size or content while it was being written into the ZIP.
        case sourceChanged
        /// Reading or writing a file failed (permissions, missing file, disk error).
        case io
        /// libarchive refused an operation while writing.
        case writeFailed
        /// The writer was used after an earlier failure or after `close()`.
        case misuse
    }

    /// True when the problem lies in the input ZIP rather than in this machine's files or disk.
    public var isRejectedInput: Bool {
        switch kind {
        case .notAZip, .corrupt, .unsafePath, .unsupportedEntry, .duplicateEntry,
             .tooLarge, .tooManyEntries, .encrypted:
            return true
        case .noSpace, .sourceChanged, .io, .writeFailed, .misuse:
            return false
        }
    }
}
