import Foundation

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
        let base = root.path
        if let walker = FileManager.default.enumerator(atPath: base) {
            while let relative = walker.nextObject() as? String {
                var isDirectory: ObjCBool = false
                // Follows symbolic links, as a browser does.
                guard FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory) else {
                    continue   // a dangling link counts as missing
                }
                if isDirectory.boolValue {
                    directories.insert(relative)
                } else {
                    files.insert(relative)
                }
            }
        }
        self.init(files: files, directories: directories)
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
        files.filter { path in
            let name = path.lowercased()
            return name.hasSuffix(".html") || name.hasSuffix(".htm")
        }.sorted()
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
