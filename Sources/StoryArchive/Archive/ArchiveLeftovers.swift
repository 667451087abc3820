import Foundation
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// What a StoryChop run stopped midway (kill -9, a crash, a power cut) leaves in the archive, and
/// its removal by the next run that takes the archive's lock (`ArchiveLock`): while the lock is
/// held no other run is writing, so every such name found is a dead run's.
///
/// Only names StoryChop makes are touched: hidden files `.NAME.PID.N.tmp` (`AtomicFile`) and
/// `.NAME.repair-PID.tmp` (repair), `.incoming-…` folders in `stories/` and `days/` (an item
/// being added), `emptying-trash-…` and `unzip-…` in `.storychop/` (a trash being deleted, a ZIP
/// being unpacked). The site's own (`site/`) are the next build's to remove.
public enum ArchiveLeftovers {
    /// Whether `name` is a file being written by `AtomicFile` or by repair.
    public static func isTemporaryFile(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = parts.last else { return false }
        if last.hasPrefix("repair-") {   // .NAME.repair-PID.tmp
            return isNumber(last.dropFirst("repair-".count)) && !parts.dropLast().joined(separator: ".").isEmpty
        }
        // .NAME.PID.N.tmp
        return parts.count >= 3 && isNumber(last) && isNumber(parts[parts.count - 2]) && !parts.dropLast(2).joined(separator: ".").isEmpty
    }

    /// Whether `name`, in `.storychop/`, is a folder a stopped run was working in.
    static func isWorkFolder(_ name: String) -> Bool {
        name.hasPrefix(Archive.emptyingPrefix) || name.hasPrefix(unzipPrefix)
    }

    /// How a ZIP being unpacked for ingest is named in `.storychop/`.
    public static let unzipPrefix = "unzip-"

    /// Removes the leftovers, returning their paths inside the archive. The folders of the work
    /// folder, `stories/` and `days/` are looked at every time (they are listed anyway); the
    /// items' own folders and the trash only when `deep`: when the run that held the lock last
    /// was stopped, as walking thousands of story folders on every command would be noticed.
    /// `stories` and `days`: the hidden names the lock's listing of those folders found.
    static func remove(in archive: Archive, stories: [String], days: [String], deep: Bool) -> [String] {
        var removed: [String] = []
        for (folder, names) in [("stories", stories), ("days", days)] {
            for name in names where name.hasPrefix(StagedFolder.prefix) {
                removeItem(folder + "/" + name, in: archive, into: &removed)
            }
        }
        let work = archive.workDirectory.lastPathComponent
        for name in hiddenAndPlainNames(in: archive.workDirectory.path) where isWorkFolder(name) {
            removeItem(work + "/" + name, in: archive, into: &removed)
        }
        guard deep else { return removed }
        for folder in foldersToSearch(in: archive) {
            for name in hiddenAndPlainNames(in: archive.root.path + "/" + folder) where isTemporaryFile(name) {
                removeItem(folder.isEmpty ? name : folder + "/" + name, in: archive, into: &removed, onlyFile: true)
            }
        }
        return removed
    }

    /// Where a file being written can be: the archive's top, its work folder, each story's and
    /// day entry's folder, and the trash's folders and the items in them.
    private static func foldersToSearch(in archive: Archive) -> [String] {
        var folders = ["", archive.workDirectory.lastPathComponent]
        for collection in ["stories", "days"] {
            folders += plainNames(in: archive.root.path + "/" + collection).map { collection + "/" + $0 }
        }
        let trash = archive.trashDirectory.lastPathComponent
        // A trash that is a link is not StoryChop's own (`emptyTrash` refuses it too).
        guard plainNames(in: archive.root.path).contains(trash) else { return folders }
        for bin in plainNames(in: archive.trashDirectory.path) {
            folders.append(trash + "/" + bin)
            folders += plainNames(in: archive.trashDirectory.path + "/" + bin).map { trash + "/" + bin + "/" + $0 }
        }
        return folders
    }

    /// The one line a command prints when it removed leftovers, or nil when there were none.
    static func report(_ removed: [String]) -> String? {
        guard !removed.isEmpty else { return nil }
        let shown = removed.prefix(5).joined(separator: ", ") + (removed.count > 5 ? ", and \(removed.count - 5) more" : "")
        let noun = removed.count == 1 ? "file or folder" : "files and folders"
        return "Removed \(removed.count) \(noun) a stopped StoryChop run left behind: \(shown)"
    }

    private static func removeItem(_ relative: String, in archive: Archive, into removed: inout [String], onlyFile: Bool = false) {
        let path = archive.root.path + "/" + relative
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        let isFile = info.st_mode & S_IFMT == S_IFREG
        if onlyFile, !isFile { return }
        let gone = isFile ? unlink(path) == 0 : (try? FileManager.default.removeItem(atPath: path)) != nil
        if gone { removed.append(relative) }
    }

    private static func isNumber(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    private static func hiddenAndPlainNames(in path: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }

    /// The folders (not hidden) in `path`.
    private static func plainNames(in path: String) -> [String] {
        hiddenAndPlainNames(in: path).filter { name in
            var info = stat()
            return !name.hasPrefix(".") && lstat(path + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }
    }
}
