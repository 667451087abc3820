import Foundation
import StoryArchive

/// Reads an unpacked bundle folder: every file hashed in chunks, the tag files kept.
enum FolderInventoryReader {
    static func read(bagAt root: URL) -> BagInventory {
        var inventory = BagInventory()
        walk(root.path, relative: "", into: &inventory)
        return inventory
    }

    private static func walk(_ directory: String, relative: String, into inventory: inout BagInventory) {
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
                walk(path, relative: inner + "/", into: &inventory)
            case S_IFREG:
                read(file: path, as: inner, size: Int64(info.st_size), into: &inventory)
            default:
                inventory.problems.append(VerifyProblem(.extra, file: inner, message: "this is a link or special file, not a plain file; bundles hold only files",
                                                        hint: "It was added after the bundle was made; remove it, or unpack the bundle again."))
            }
        }
    }

    private static func read(file path: String, as inner: String, size: Int64, into inventory: inout BagInventory) {
        do {
            inventory.files[inner] = try FileDigest.sha256(ofFileAt: path).fact
            if !inner.contains("/"), BagInventory.tagFileNames.contains(inner), size <= BagInventory.tagFileLimit {
                inventory.tagTexts[inner] = FileManager.default.contents(atPath: path)
            }
        } catch {
            inventory.problems.append(VerifyProblem(.damaged, file: inner, message: error.message, hint: error.hint))
        }
    }
}

extension FileDigest.Result {
    var fact: FileFact { FileFact(sha256: sha256, bytes: bytes) }
}
