import Foundation
import StoryArchive
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// What the build reads from the archive, as stamps: every file (size, modification time, inode) in
/// `stories/`, `days/`, `templates/`, `themes/` and `book/` (the printed book), and the files at the archive's top
/// (storychop.yml, prompts.yml, questions.yml, moods.yml). Polling stamps is the simplest watch
/// that works on every file system (inotify misses changes made over a network share) and costs
/// a few milliseconds for a thousand stories. Hidden names (`.storychop/`, a half-made
/// `.staged-…` folder) are passed over, and so is the site folder: the build's own writes must not
/// start another build. The change time is left out for the same reason: the build hard-links
/// recordings into the site, which moves it; an edit gives a new inode (StoryChop writes a new
/// file and renames it into place) or a new modification time.
struct ArchiveFingerprint: Equatable, Sendable {
    /// Archive-relative path → stamp.
    private(set) var stamps: [String: FileIdentity] = [:]

    /// The folders the build reads from, beside the top's files.
    static let watchedFolders = ["stories", "days", "templates", "themes", "book"]

    /// Stamps the archive at `root` as it is now.
    static func take(of root: URL) -> ArchiveFingerprint {
        var print = ArchiveFingerprint()
        let top = root.path
        for name in (try? FileManager.default.contentsOfDirectory(atPath: top)) ?? [] where !name.hasPrefix(".") {
            let path = top + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFREG {
                print.stamps[name] = FileIdentity(info)
            } else if info.st_mode & S_IFMT == S_IFDIR, watchedFolders.contains(name) {
                print.walk(path, as: name)
            }
        }
        return print
    }

    /// The paths added, removed or changed since `earlier`, sorted.
    func changes(since earlier: ArchiveFingerprint) -> [String] {
        let paths = Set(stamps.keys).union(earlier.stamps.keys)
        return paths.filter { stamps[$0] != earlier.stamps[$0] }.sorted()
    }

    /// Takes the stamps of `paths` (archive-relative) again, as they are now.
    mutating func restamp(_ paths: [String], in root: URL) {
        for path in paths {
            var info = stat()
            stamps[path] = lstat(root.path + "/" + path, &info) == 0 ? FileIdentity(info) : nil
        }
    }

    private mutating func walk(_ folder: String, as relative: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: walk(path, as: relative + "/" + name)
            default: stamps[relative + "/" + name] = FileIdentity(info)
            }
        }
    }
}

