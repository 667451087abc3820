import Foundation
import StoryArchive

/// Lists the files of a built site, relative to it, with their sizes.
///
/// Hidden files and folders (`.something`) are left out: they are a builder's or an editor's
/// bookkeeping, never pages. A link to a file is followed (its target's bytes go in the ZIP);
/// a link to a folder, or anything but a file or folder, is refused, so the walk cannot loop.
struct SiteWalker {
    let root: URL

    /// `relative path → (file on disk, size)`.
    func files() throws(BundleError) -> [String: (source: String, bytes: Int64)] {
        var found: [String: (source: String, bytes: Int64)] = [:]
        try walk(root.path, relative: "", into: &found)
        return found
    }

    private func walk(_ directory: String, relative: String,
                      into found: inout [String: (source: String, bytes: Int64)]) throws(BundleError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw BundleError.io(directory, "cannot read this folder of the site", errno: SystemError.code(of: error))
        }
        for name in names where !name.hasPrefix(".") {
            let path = directory + "/" + name
            let shownAs = relative + name
            var info = stat()
            guard lstat(path, &info) == 0 else { throw BundleError.io(path, "cannot read", errno: errno) }
            if info.st_mode & S_IFMT == S_IFLNK {
                guard stat(path, &info) == 0 else { throw BundleError.io(path, "this link points nowhere", errno: errno) }
                guard info.st_mode & S_IFMT == S_IFREG else {
                    throw BundleError(.badFileName, file: path, message: "this link in the site does not point to a file",
                                      hint: "Replace it with a real file or folder, then export again.")
                }
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                try walk(path, relative: shownAs + "/", into: &found)
            case S_IFREG:
                found[shownAs] = (source: path, bytes: Int64(info.st_size))
            default:
                throw BundleError(.badFileName, file: path, message: "this is not a plain file, so it cannot go into the bundle",
                                  hint: "Remove it from the site folder, then export again.")
            }
        }
    }
}
