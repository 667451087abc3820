import Foundation

/// The destination folder of one extraction: creates folders and files inside it without ever
/// following a symlink, remembers what it created, and can remove exactly that again.
///
/// Every path is resolved one component at a time with `openat(O_NOFOLLOW)` from the folder's
/// own descriptor, so a symlink already sitting in the destination cannot redirect a write.
final class ExtractionTarget {
    let directory: String
    let zip: String
    private var rootFD: Int32 = -1
    private var createdRoot = false
    /// Created paths relative to the root, in creation order, for `rollBack()`.
    private var created: [(path: String, isDirectory: Bool)] = []

    init(directory: String, zip: String) throws(ZipError) {
        self.directory = directory
        self.zip = zip
        if mkdir(directory, 0o755) == 0 {
            createdRoot = true
        } else if errno != EEXIST {
            throw ZipError.io(zip, entry: nil, action: "create the folder \(directory)", errno: errno)
        }
        rootFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if rootFD < 0 {
            let code = errno
            if createdRoot { rmdir(directory) }
            throw ZipError.io(zip, entry: nil, action: "open the folder \(directory)", errno: code)
        }
    }

    /// Closes the folder descriptor; safe to call twice.
    func close() {
        if rootFD >= 0 { Foundation.close(rootFD) }
        rootFD = -1
    }

    /// Bytes free to an unprivileged user on the destination's file system.
    func availableBytes() -> Int64? {
        var info = statvfs()
        guard fstatvfs(rootFD, &info) == 0 else { return nil }
        let (bytes, overflow) = UInt64(info.f_bavail).multipliedReportingOverflow(by: UInt64(info.f_frsize))
        return overflow ? .max : Int64(clamping: bytes)
    }

    /// Makes `components` as nested folders (0755), keeping any that already exist as real folders.
    func makeDirectories(_ components: [String], entry: String) throws(ZipError) {
        let fd = try openDirectory(components, entry: entry)
        Foundation.close(fd)
    }

    /// Creates a new file (0644) at `components`; refuses to replace anything that exists.
    /// The caller owns the returned descriptor.
    func createFile(_ components: [String], entry: String) throws(ZipError) -> Int32 {
        guard let name = components.last else { throw ZipError.unsafePath(zip, entry: entry, problem: .empty) }
        let parent = try openDirectory(Array(components.dropLast()), entry: entry)
        defer { Foundation.close(parent) }
        let fd = openat(parent, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw ZipError.io(zip, entry: entry, action: "create \(describe(components))", errno: errno)
        }
        created.append((components.joined(separator: "/"), false))
        return fd
    }

    /// Removes every file and folder this target created, newest first, then the root if we made it.
    func rollBack() {
        for item in created.reversed() {
            unlinkat(rootFD, item.path, item.isDirectory ? AT_REMOVEDIR : 0)
        }
        created.removeAll()
        if createdRoot {
            close()
            rmdir(directory)
        }
    }

    // MARK: - Private

    /// Opens (creating as needed) the folder at `components` under the root; never follows links.
    private func openDirectory(_ components: [String], entry: String) throws(ZipError) -> Int32 {
        var current = dup(rootFD)
        guard current >= 0 else { throw ZipError.io(zip, entry: entry, action: "open \(directory)", errno: errno) }
        for (index, name) in components.enumerated() {
            if mkdirat(current, name, 0o755) == 0 {
                created.append((components[...index].joined(separator: "/"), true))
            } else if errno != EEXIST {
                let code = errno
                Foundation.close(current)
                throw ZipError.io(zip, entry: entry, action: "create the folder \(describe(components[...index]))", errno: code)
            }
            let next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            Foundation.close(current)
            guard next >= 0 else {
                // ELOOP / ENOTDIR: something that is not a real folder (a symlink, a file) is in the way.
                throw ZipError.io(zip, entry: entry, action: "use \(describe(components[...index])) as a folder", errno: code)
            }
            current = next
        }
        return current
    }

    private func describe<C: Collection>(_ components: C) -> String where C.Element == String {
        (directory as NSString).appendingPathComponent(components.joined(separator: "/"))
    }
}
