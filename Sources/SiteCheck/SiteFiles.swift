import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Every file and folder under the site, by path relative to it ("stories/a/index.html").
///
/// Links are looked up here rather than on disk so that a name differing only in capitals
/// counts as broken even on a Mac's case-insensitive disk: the ZIP may be opened elsewhere.
struct SiteFiles: Sendable {
    let files: Set<String>
    let directories: Set<String>
    /// Lower-cased path → the real one, to say "did you mean" when only the case differs.
    private let byLowercasedPath: [String: String]

    init(root: URL) {
        var files: Set<String> = []
        var directories: Set<String> = [""]
        Self.walk(root.path, prefix: "", files: &files, directories: &directories)
        self.init(files: files, directories: directories)
    }

    /// Lists `folder` and the folders inside it with readdir (Foundation's enumerator took
    /// longer than checking the pages a rebuild changed). A symbolic link counts as what it
    /// points to, as a browser follows it, and is not descended into; a dangling one is missing.
    private static func walk(_ folder: String, prefix: String, files: inout Set<String>, directories: inout Set<String>) {
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        var subfolders: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard name != ".", name != ".." else { continue }
            let relative = prefix + name
            var kind = Int32(entry.pointee.d_type)
            if kind == Int32(DT_LNK) || kind == Int32(DT_UNKNOWN) {
                var info = stat()
                guard stat(folder + "/" + name, &info) == 0 else { continue }
                let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
                if kind == Int32(DT_LNK) {
                    if isFolder { directories.insert(relative) } else { files.insert(relative) }
                    continue
                }
                kind = isFolder ? Int32(DT_DIR) : Int32(DT_REG)
            }
            if kind == Int32(DT_DIR) {
                directories.insert(relative)
                subfolders.append(name)
            } else {
                files.insert(relative)
            }
        }
        for name in subfolders {
            walk(folder + "/" + name, prefix: prefix + name + "/", files: &files, directories: &directories)
        }
    }

    init(files: Set<String>, directories: Set<String>) {
        self.files = files
        self.directories = directories
        var byLowercasedPath: [String: String] = [:]
        for path in files.union(directories) { byLowercasedPath[path.lowercased()] = path }
        self.byLowercasedPath = byLowercasedPath
    }

    /// The pages to check, in a stable order.
    var pages: [String] {
        files.filter(Self.isPage).sorted()
    }

    /// An HTML page, read and checked (other files are only linked to).
    static func isPage(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".html") || name.hasSuffix(".htm")
    }

    /// The existing path that `path` matches apart from capitals, if any.
    func caseInsensitiveMatch(for path: String) -> String? {
        byLowercasedPath[path.lowercased()]
    }

    /// Resolves `link` against the folder of `page` the way a browser resolves a relative
    /// URL: `.` and `..` segments, empty segments kept. Nil when it climbs out of the site.
    static func resolve(_ link: String, from page: String) -> String? {
        var segments = page.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        let parts = link.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            switch part {
            case ".":
                if isLast { segments.append("") }
            case "..":
                guard segments.popLast() != nil else { return nil }
                if isLast { segments.append("") }
            default:
                segments.append(String(part))
            }
        }
        return segments.joined(separator: "/")
    }
}
