import Foundation
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// Writes the site's files, only when they differ from what is there, and remembers each one
/// so files the build no longer makes can be removed. Safe to call from several threads at
/// once for different paths (pages are rendered in parallel).
final class SiteWriter: @unchecked Sendable {
    let root: URL
    /// `root.path` + "/": paths are joined as text (URL joining was a tenth of a rebuild).
    private let rootPrefix: String
    /// What the last build recorded (see `BuildState`).
    let previous: BuildState
    private var current: [String: String] = [:]
    private var written = 0
    /// Folders known to exist: most pages go into a folder made for an earlier file.
    private var folders: Set<String> = []
    /// The positions in `previous.folders` of the site folders not found as the last build
    /// left them when this build began (by their stamp); nil when none can be trusted.
    private let changedFolders: Set<Int>?
    /// Site folders this build has added a file to, replaced one in, or removed one from.
    private var touched: Set<String> = []
    private let lock = NSLock()

    /// `state`: the bytes of the last build's state (`BuildState.read`), nil for none.
    /// `alongside`: other work, done on the same cores as the look at the site's folders.
    init(root: URL, state: MappedFile?, alongside tasks: [SiteTask] = []) throws(SiteError) {
        self.root = root
        rootPrefix = root.path + "/"
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw SiteError(.io, file: root.path, message: "cannot create the site folder", hint: "Check that you may write there.")
        }
        previous = BuildState.load(state, of: root)
        current.reserveCapacity(previous.files.count)   // most builds make the same files again
        changedFolders = try Self.changedFolders(previous, rootPrefix: rootPrefix, alongside: tasks)
    }

    /// The folders whose stamp is not the one the last build recorded, or was taken in the
    /// clock tick the state was saved in (a change made in that tick could have kept it).
    /// One stat a folder, on all cores, before anything is written; nothing made of the
    /// folders that are as they were (most of them).
    private static func changedFolders(_ previous: BuildState, rootPrefix: String,
                                       alongside tasks: [SiteTask]) throws(SiteError) -> Set<Int>? {
        guard let savedAt = previous.savedAt else {
            try SiteTasks.run(tasks)
            return nil
        }
        let folders = previous.folders
        let runs = Array(stride(from: 0, to: folders.count, by: 128))
        let changed = Locked<Set<Int>>([])
        let opened = StampComparer.withFolder(rootPrefix) { descriptor in
            Result { () throws(SiteError) in try SiteTasks.run(tasks, thenEach: runs.count) { run in
                let comparer = StampComparer(folder: descriptor)
                var found: [Int] = []
                for index in runs[run]..<min(runs[run] + 128, folders.count) {
                    let same = folders.withLine(at: index) { path, stamp in comparer.matches(path, recorded: stamp) }
                    let time = comparer.info.st_mtim
                    if !same || (time.tv_sec, time.tv_nsec) >= (savedAt.tv_sec, savedAt.tv_nsec) { found.append(index) }
                }
                if !found.isEmpty { changed.withLock { $0.formUnion(found) } }
            } }
        }
        guard let opened else {
            try SiteTasks.run(tasks)
            return nil
        }
        try opened.get()
        return changed.withLock { $0 }
    }

    /// Whether `folder` is as the last build left it (see `changedFolders`).
    private func isIntact(_ folder: String) -> Bool {
        guard let changedFolders, let index = previous.folders.index(of: folder) else { return false }
        return !changedFolders.contains(index)
    }

    /// True when the last build made `path` from the same inputs and the file is still there:
    /// its folder is as the last build left it, or else the file is looked for. (A story's
    /// folder holds four or five files; one stat of it instead of an access(2) of each was a
    /// tenth of a one-story rebuild.)
    func isUnchanged(_ path: String, fingerprint: String) -> Bool {
        previous.files.has(path, value: fingerprint) && (isIntact(Self.folder(of: path)) || access(rootPrefix + path, F_OK) == 0)
    }

    /// The folder `path` is in, relative to the site ("" for the site folder).
    private static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Records that `path` is part of this build without touching it.
    func keep(_ path: String, fingerprint: String) {
        lock.withLock { current[path] = fingerprint }
    }

    /// Records files left as they were, many at once: the parallel stages gather them and
    /// take the lock once for a story or a run of pages, not once per file.
    func keep(_ files: [(path: String, fingerprint: String)]) {
        guard !files.isEmpty else { return }
        lock.withLock {
            for (path, fingerprint) in files { current[path] = fingerprint }
        }
    }

    /// Writes `data` to `path` unless the file already holds exactly these bytes.
    func write(_ data: some ContiguousBytes, to path: String, fingerprint: String) throws(SiteError) {
        let outcome = data.withUnsafeBytes { bytes in
            Result { () throws(SiteError) in try write(runs: [bytes], to: path, fingerprint: fingerprint) }
        }
        try outcome.get()
    }

    /// Writes a file assembled from pieces: `made`, with the pieces `pieces` took from the last
    /// build's file put in (see `PieceLog`).
    func write(_ made: [UInt8], with pieces: PieceLog, to path: String, fingerprint: String) throws(SiteError) {
        try pieces.withRuns(of: made) { runs throws(SiteError) in try write(runs: runs, to: path, fingerprint: fingerprint) }
    }

    /// Writes `runs`, one after the other, to `path` unless the file already holds exactly them.
    private func write(runs: [UnsafeRawBufferPointer], to path: String, fingerprint: String) throws(SiteError) {
        let url = root.appendingPathComponent(path)
        try makeParent(of: url)
        let changed: Bool
        do {
            changed = try AtomicFile.writeIfChanged(runs: runs, to: url, as: .remakeable)
        } catch {
            throw SiteError(error)
        }
        if changed { lock.withLock { written += 1; touched.insert(Self.folder(of: path)) } }
        keep(path, fingerprint: fingerprint)
    }

    /// Puts the file at `source` at `path`: a hard link when the disks allow (no copy, no
    /// space used), else a copy. (Callers skip it when `isUnchanged`: the last build put it
    /// there from the file as it is now, `fingerprint` holding the source's stamp.)
    func link(_ source: String, to path: String, fingerprint: String) throws(SiteError) {
        let url = root.appendingPathComponent(path)
        try makeParent(of: url)
        unlink(url.path)
        if Glibc.link(source, url.path) != 0 {
            do {
                _ = try FileDigest.copy(from: source, to: url.path)
            } catch {
                throw SiteError(error)
            }
        }
        lock.withLock { written += 1; touched.insert(Self.folder(of: path)) }
        keep(path, fingerprint: fingerprint)
    }

    /// Removes what the last build made and this one did not (a deleted story's pages),
    /// then saves the new state with what this build was made from and said.
    /// Returns (files written, files removed, every file in the site with its fingerprint).
    func finish(settings: String, storyCount: Int, inputs: [String: String], warnings: [SiteWarning],
                groupOrder: StoryGroups.Order) throws(SiteError)
        -> (written: Int, removed: Int, files: [String: String]) {
        // The last build's files in its order: each made again by this one, or removed.
        var files: BuildState.Lines = []
        files.reserveCapacity(current.count)
        var removed = 0
        for index in 0..<previous.files.count {
            let path = previous.files.path(at: index)
            if let fingerprint = current[path] {
                files.append((path, fingerprint))
                continue
            }
            let url = root.appendingPathComponent(path)
            if unlink(url.path) == 0 { removed += 1 }
            AtomicFile.removeSpare(of: url.path)
            touched.insert(Self.folder(of: path))
            removeEmptyParents(of: url)
        }
        // Every file made was there last time (none new, none counted twice): the same paths,
        // the same folders, in the same order; else they are sorted and the folders looked for.
        let samePaths = files.count == current.count && BuildState.isRising(files)
        try BuildState.save(to: root, settings: settings, storyCount: storyCount, warnings: warnings,
                            inputs: BuildState.ordered(inputs, as: previous.inputs),
                            files: samePaths ? files : BuildState.sorted(current),
                            folders: samePaths ? folderStamps(previous.folders.entries) : folderStamps(),
                            groupOrder: groupOrder)
        return (written, removed, current)
    }

    /// Whether a file the last build made is gone. Looked for only in the folders that are not
    /// as that build left it; true also when there are too many such folders to look in (a
    /// rebuild that skips the pages it has no reason to touch must not miss a lost one).
    func lostFiles() -> Bool {
        guard let changedFolders, changedFolders.count <= 32 else { return previous.folders.count > 0 }
        let changed = changedFolders.map(previous.folders.path(at:))
        return !changed.isEmpty && previous.files.paths(inFolders: changed).contains { access(rootPrefix + $0, F_OK) != 0 }
    }

    /// Whether this build made a file the last build did not (nothing else can be spliced in).
    var madeNewFiles: Bool {
        lock.withLock { current.keys.contains { previous.files.index(of: $0) == nil } }
    }

    /// Saves the state of a build that looked only at some files (see `StoryEditRebuild`): the
    /// last state, with this build's fingerprints of the files it wrote or kept, the stamps
    /// of the inputs in `changedInputs`, and new stamps for the folders it changed. Callers
    /// make sure it made no new file (`madeNewFiles`) and has none to remove.
    /// Returns the number of files written.
    func finishSpliced(changedInputs: [String: String], groupOrder: StoryGroups.Order) throws(SiteError) -> Int {
        var files: [Int: String] = [:], inputs: [Int: String] = [:], folders: [Int: String] = [:]
        for (path, fingerprint) in current {
            if let index = previous.files.index(of: path) { files[index] = fingerprint }
        }
        for (path, stamp) in changedInputs {
            if let index = previous.inputs.index(of: path) { inputs[index] = stamp }
        }
        let restamped = (changedFolders ?? Set(0..<previous.folders.count)).union(touched.compactMap(previous.folders.index(of:)))
        for index in restamped {
            folders[index] = FileStamp.of(rootPrefix + previous.folders.path(at: index)) ?? FileStamp.missing
        }
        try previous.saveSpliced(to: root, inputs: inputs, files: files, folders: folders, groupOrder: groupOrder)
        return written
    }

    /// The stamp of each folder holding a file of the site now, sorted (see `folderStamps(_:)`).
    private func folderStamps() -> BuildState.Lines {
        var seen: Set<String> = []
        let folders = current.keys.map(Self.folder(of:)).filter { seen.insert($0).inserted }
        return BuildState.sorted(folderStamps(folders.map { ($0, previous.folders[$0]) }))
    }

    /// The stamp of each folder of `folders` (folder, its recorded stamp): the recorded one for
    /// a folder found intact and not touched since, else taken now.
    private func folderStamps(_ folders: [(key: String, value: String?)]) -> BuildState.Lines {
        folders.map { folder, recorded in
            if let recorded, isIntact(folder), !touched.contains(folder) {
                (folder, recorded)
            } else {
                (folder, FileStamp.of(rootPrefix + folder) ?? FileStamp.missing)
            }
        }
    }

    private func makeParent(of url: URL) throws(SiteError) {
        let folder = url.deletingLastPathComponent().path
        if lock.withLock({ folders.contains(folder) }) { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            lock.withLock { _ = folders.insert(folder) }
        } catch {
            throw SiteError(.io, file: url.deletingLastPathComponent().path, message: "cannot create this folder",
                            hint: "Check that you may write to the site folder.")
        }
    }

    private func removeEmptyParents(of url: URL) {
        var folder = url.deletingLastPathComponent()
        while folder.path.count > root.path.count, rmdir(folder.path) == 0 {
            folder = folder.deletingLastPathComponent()
        }
    }
}
