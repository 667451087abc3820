import CArchive

/// Decides, entry by entry, what `ZipExtractor` does with a ZIP's entries, and refuses the
/// whole ZIP on the first unsafe one.
///
/// Both extraction passes run every entry through a fresh screen, so the checks made before
/// anything is written are exactly the checks made while writing.
struct EntryScreen {
    enum Decision {
        case file(path: String, components: [String])
        case directory(components: [String])
        case skip(path: String, why: String, isDirectory: Bool)
    }

    let zip: String
    let limits: ExtractionLimits
    private var entryCount = 0
    private var files: Set<String> = []
    private var directories: Set<String> = []

    init(zip: String, limits: ExtractionLimits) {
        self.zip = zip
        self.limits = limits
    }

    /// What to do with `raw`; `skip` is asked only about entries that are safe in every other way.
    mutating func decide(_ raw: RawZipEntry, skip: (String) -> Bool) throws(ZipError) -> Decision {
        entryCount += 1
        if entryCount > limits.maxEntries { throw ZipError.tooManyEntries(zip, limit: limits.maxEntries) }
        let checked: ZipEntryPath.Checked
        do {
            checked = try ZipEntryPath.check(raw.name)
        } catch {
            throw ZipError.unsafePath(zip, entry: raw.name, problem: error)
        }
        let isDirectory = try kind(of: raw)
        let path = checked.path
        if skip(path) {
            return .skip(path: path, why: ZipExtractor.isJunk(path) ? Self.junkReason : Self.filteredReason,
                         isDirectory: isDirectory)
        }
        if isDirectory {
            try claimParents(of: checked.components, entry: raw.name)
            if files.contains(path) { throw ZipError.fileInTheWay(zip, entry: raw.name, blocker: path) }
            directories.insert(path)
            return .directory(components: checked.components)
        }
        if raw.isEncrypted { throw ZipError.encrypted(zip, entry: raw.name) }
        if let size = raw.declaredSize, size > limits.maxEntryBytes {
            throw ZipError.entryTooLarge(zip, entry: raw.name, limit: limits.maxEntryBytes)
        }
        try claimParents(of: checked.components, entry: raw.name)
        if directories.contains(path) { throw ZipError.fileInTheWay(zip, entry: raw.name, blocker: path) }
        guard files.insert(path).inserted else { throw ZipError.duplicate(zip, entry: raw.name) }
        return .file(path: path, components: checked.components)
    }

    static let junkReason = "a file the operating system adds (__MACOSX, ._*, .DS_Store, Thumbs.db)"
    static let filteredReason = "left out by the import filter"

    // MARK: - Private

    /// True for a folder, false for a file; throws for links, devices and anything else,
    /// which are never written anywhere.
    private func kind(of raw: RawZipEntry) throws(ZipError) -> Bool {
        if raw.isHardLink { throw ZipError.unsupportedEntry(zip, entry: raw.name, what: "a hard link") }
        switch raw.fileType {
        case SC_AE_IFREG: return false
        case SC_AE_IFDIR: return true
        case SC_AE_IFLNK: throw ZipError.unsupportedEntry(zip, entry: raw.name, what: "a symbolic link")
        default: throw ZipError.unsupportedEntry(zip, entry: raw.name, what: "a device or other special file")
        }
    }

    /// Every parent folder of an entry must not also be a file in the ZIP.
    private mutating func claimParents(of components: [String], entry: String) throws(ZipError) {
        var parent = ""
        for component in components.dropLast() {
            parent = parent.isEmpty ? component : parent + "/" + component
            if files.contains(parent) { throw ZipError.fileInTheWay(zip, entry: entry, blocker: parent) }
            directories.insert(parent)
        }
    }
}
