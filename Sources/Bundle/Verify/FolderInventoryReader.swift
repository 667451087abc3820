import Foundation
import StoryCore
import StoryArchive

/// Reads an unpacked bundle folder: every file hashed in chunks, the tag files kept.
enum FolderInventoryReader {
    static func read(bagAt root: URL) -> BagInventory {
        var inventory = BagInventory()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        walk(root.path, relative: "", sha512: BagInventory.needsSHA512(names), into: &inventory)
        return inventory
    }

    private static func walk(_ directory: String, relative: String, sha512: Bool, into inventory: inout BagInventory) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            inventory.problems.append(VerifyProblem(.damaged, file: relative.isEmpty ? directory : relative,
                                                    message: "this folder cannot be read", hint: "Check that you may read it."))
            return
        }
        for name in names {
            let path = directory + "/" + name
            let inner = relative + name
            if BagInventory.isSystemClutter(name) {
                inventory.ignored.append(inner)
                continue
            }
            var info = stat()
            guard lstat(path, &info) == 0 else {
                inventory.problems.append(VerifyProblem(.damaged, file: inner, message: "cannot be read: \(SystemError.text(errno))",
                                                        hint: "Check that you may read it."))
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                walk(path, relative: inner + "/", sha512: sha512, into: &inventory)
            case S_IFREG:
                read(file: path, as: inner, size: Int64(info.st_size), sha512: sha512, into: &inventory)
            default:
                inventory.problems.append(VerifyProblem(.extra, file: inner, message: "this is a link or special file, not a plain file; bundles hold only files",
                                                        hint: "It was added after the bundle was made; remove it, or unpack the bundle again."))
            }
        }
    }

    private static func read(file path: String, as inner: String, size: Int64, sha512: Bool, into inventory: inout BagInventory) {
        do {
            inventory.record(try digests(ofFileAt: path, sha512: sha512), as: inner)
            if !inner.contains("/"), BagInventory.tagFileNames.contains(inner), size <= BagInventory.tagFileLimit {
                inventory.tagTexts[inner] = FileManager.default.contents(atPath: path)
            }
        } catch {
            inventory.problems.append(VerifyProblem(.damaged, file: inner, message: error.message, hint: error.hint))
        }
    }

    /// The file's checksums, read in chunks so memory stays flat whatever its size.
    private static func digests(ofFileAt path: String, sha512: Bool) throws(ArchiveError) -> BagDigests {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { throw ArchiveError.io(path, "cannot read", errno: errno) }
        defer { close(file) }
        var hasher = BagHasher(sha512: sha512)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = Foundation.read(file, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw ArchiveError.io(path, "cannot read", errno: errno) }
            if count == 0 { return hasher.finish() }
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }
}
