import Foundation
import StoryArchive

/// Checks a bundle or an archive: `storychop verify PATH`.
///
/// PATH may be a bundle ZIP (read entry by entry, nothing unpacked to disk), an unpacked bundle
/// folder (the one holding `bagit.txt`, or the folder it was unpacked into), or an archive
/// (a folder with `storychop.yml`). A ZIP's records are first checked to agree with each other
/// (`ZipStructure`), so every program that opens it sees the files checked. Every file's
/// SHA-256 (and SHA-512, when the bundle has SHA-512 manifests) is recomputed and compared with
/// the manifests; each missing, extra, changed or damaged file is one problem in the report.
public enum BundleVerifier {
    /// Throws only when PATH cannot be used at all; everything found wrong is in the report.
    public static func verify(path: String) throws(BundleError) -> VerifyReport {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw BundleError.io(path, "cannot open this for checking", errno: errno)
        }
        if info.st_mode & S_IFMT == S_IFREG {
            return report(.zip, path: path, ZipInventoryReader.read(zipAt: url.path))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw BundleError(.notABundle, file: path, message: "this is neither a file nor a folder",
                              hint: "Give a bundle ZIP, an unpacked bundle folder or an archive folder.")
        }
        if let bag = bagFolder(url) {
            return report(.bundleFolder, path: path, FolderInventoryReader.read(bagAt: bag))
        }
        if FileManager.default.fileExists(atPath: url.appendingPathComponent(ArchiveConfig.fileName).path) {
            do {
                return try ArchiveChecker(archive: try Archive.open(at: url.path)).check()
            } catch let error as ArchiveError {
                throw BundleError(error)
            } catch let error as BundleError {
                throw error
            } catch {
                throw BundleError(.notABundle, file: path, message: "this archive cannot be read", hint: "")
            }
        }
        throw BundleError(.notABundle, file: path, message: "this folder is neither a bundle (no bagit.txt) nor an archive (no storychop.yml)",
                          hint: "Give a bundle ZIP, the folder a bundle was unpacked into, or an archive folder.")
    }

    /// The bag's top folder: PATH itself, or its only sub-folder (what unzipping makes).
    static func bagFolder(_ url: URL) -> URL? {
        let manager = FileManager.default
        if manager.fileExists(atPath: url.appendingPathComponent(BundleLayout.bagDeclaration).path) { return url }
        if manager.fileExists(atPath: url.appendingPathComponent(ArchiveConfig.fileName).path) { return nil }
        let visible = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { !$0.hasPrefix(".") && !BagInventory.isSystemClutter($0) }
        guard visible.count == 1 else { return nil }
        let inner = url.appendingPathComponent(visible[0])
        return manager.fileExists(atPath: inner.appendingPathComponent(BundleLayout.bagDeclaration).path) ? inner : nil
    }

    private static func report(_ kind: VerifyReport.Kind, path: String, _ inventory: BagInventory) -> VerifyReport {
        var checker = BagChecker(inventory)
        let problems = checker.check()
        return VerifyReport(kind: kind, path: path, stories: checker.stories, dayEntries: checker.dayEntries,
                            filesChecked: inventory.files.count,
                            bytesChecked: inventory.bytesChecked, problems: problems, ignored: inventory.ignored.sorted(),
                            checksums: checker.checksums)
    }
}
