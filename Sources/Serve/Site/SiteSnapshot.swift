import Foundation
import Sharing
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// A copy of a finished site made of hard links, which the server reads from while the next
/// build writes the site folder.
///
/// Why a copy: `SiteBuilder` writes the site in place, and a build can fail after it has begun
/// writing (a page's template, a full disk, a recording that cannot be linked), leaving some
/// pages new and some old. The copy is what the last good build wrote, and stays so: the
/// builder never changes a file's bytes in place (`AtomicFile` writes a new file and renames it
/// over the old, recordings are linked anew), so a link keeps the old file when the site's name
/// gets a new one. Hard links cost no space and a thousand of them take milliseconds.
///
/// Recordings (and the printed book's PDFs) are the exception: they are not copied but read from the site folder itself
/// (`liveFile`). Theirs are the archive's own files (`MediaPublisher` hard-links them), and one
/// more link would move their change time, which makes the next build read and hash every
/// recording again; a build never rewrites a recording in place either, it links a new one.
///
/// Only regular files are linked and no hidden name (`.storychop-build`) is, so the copy holds
/// no symbolic link to follow out of it: a link in the site that resolves inside the site is
/// copied as the file it names, any other is left out. Where a link cannot be made (the site on
/// another disk than the archive), the file is copied.
struct SiteSnapshot: Sendable {
    /// The copy's folder.
    let root: URL
    /// Its path, made once: a URL's path is made anew each time it is asked (every request).
    let path: String
    /// The site folder's real path (symbolic links resolved), where recordings are read.
    let site: String

    init(root: URL, site: String) {
        self.root = root
        path = root.path
        self.site = site
    }

    /// Whether the site's file `relative` is read from the site folder rather than the copy.
    static func isLive(_ relative: String) -> Bool {
        // The printed book's PDFs are the archive's own files too (`SiteBuilder.publishBook` links them).
        let type = MediaTypes.kind(of: relative).type
        return type.hasPrefix("audio/") || type == "application/pdf"
    }

    /// The real path of a recording of the site (`isLive`) when it is a file inside the site
    /// folder, symbolic links followed; nil for one that leads out or into a hidden name.
    func liveFile(_ relative: String) -> String? {
        Self.isLive(relative) ? Self.realPath(of: site + "/" + relative, inside: site) : nil
    }

    /// The real path of `path` (symbolic links followed) when it is below `folder` and no name
    /// below `folder` is hidden; nil otherwise.
    static func realPath(of path: String, inside folder: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        let target = String(decoding: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)), as: UTF8.self)
        guard target.hasPrefix(folder + "/") else { return nil }
        return target.dropFirst(folder.count).split(separator: "/").contains { $0.hasPrefix(".") } ? nil : target
    }

    /// Copies `site` into a new folder `folder`, which must not exist.
    static func take(of site: URL, into folder: URL) throws(ServeError) -> SiteSnapshot {
        let siteRoot = site.resolvingSymlinksInPath().path
        try makeFolder(folder.path)
        let copier = Copier(siteRoot: siteRoot)
        try copier.copy(siteRoot, to: folder.path)
        return SiteSnapshot(root: folder, site: siteRoot)
    }

    /// Deletes the copy (the site's files keep their other names).
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    fileprivate static func makeFolder(_ path: String) throws(ServeError) {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw ServeError.io(path, "cannot make the folder the server serves from", errno: errno)
        }
    }
}

/// Walks the site folder, linking each regular file into the copy.
private struct Copier {
    let siteRoot: String

    func copy(_ folder: String, to target: String) throws(ServeError) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw ServeError.io(folder, "cannot read the site folder", errno: errno)
        }
        for name in names where !name.hasPrefix(".") && !SiteSnapshot.isLive(name) {
            let source = folder + "/" + name, destination = target + "/" + name
            var info = stat()
            guard lstat(source, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                try SiteSnapshot.makeFolder(destination)
                try copy(source, to: destination)
            case S_IFREG:
                try place(source, at: destination)
            case S_IFLNK:
                if let inside = resolvedInsideSite(source) { try place(inside, at: destination) }
            default:
                continue   // a socket or a device is never part of a site
            }
        }
    }

    /// The regular file a symbolic link names, when it is in the site folder; nil otherwise.
    private func resolvedInsideSite(_ path: String) -> String? {
        var info = stat()
        guard let target = SiteSnapshot.realPath(of: path, inside: siteRoot), stat(target, &info) == 0,
              info.st_mode & S_IFMT == S_IFREG else { return nil }
        return target
    }

    private func place(_ source: String, at destination: String) throws(ServeError) {
        if link(source, destination) == 0 { return }
        do {
            try FileManager.default.copyItem(atPath: source, toPath: destination)
        } catch {
            throw ServeError.io(destination, "cannot copy a file of the site to serve it", errno: SystemError.code(of: error))
        }
    }
}
