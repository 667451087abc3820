import Foundation
import StoryArchive
import ZipIO

/// A StoryChop bundle checked as `verify` checks it, before `ingest` takes anything from it:
/// what is wrong, which stories and day entries that touches, and so what to leave out when
/// the keeper asks for what is intact. A story or day entry is intact when no file in its
/// folder is missing, changed, damaged or extra; any other problem (a site page, a manifest,
/// the ZIP's records) leaves the items alone, but its own file is left out too.
public struct CheckedBundle: Sendable {
    /// A story or day entry with a file missing, changed or damaged: left out whole.
    public struct DamagedItem: Sendable, Equatable {
        /// Inside the bag: `data/stories/<id>/` or `data/days/<day>/<id>/`.
        public var folder: String
        public var collection: ArchiveCollection
        public var id: String
        public var problems: [VerifyProblem]
    }

    public let report: VerifyReport
    public let damagedItems: [DamagedItem]
    /// Problems with files in no story's or day entry's folder, or with the ZIP as a whole.
    public let otherProblems: [VerifyProblem]
    /// What a path is read against: the bag's folder inside the ZIP (`Family-Stories/`), or
    /// the unpacked bag's own folder on disk (ending in `/`).
    private let root: String
    private let leftOutFiles: Set<String>
    private let damagedFolders: Set<String>

    public var isSound: Bool { report.isValid }

    /// The check of PATH, or nil when it is no StoryChop bundle: a ZIP or folder without
    /// `bagit.txt` and `manifest.json` in its bag's folder. Throws when it cannot be read.
    public static func check(_ path: String) throws(BundleError) -> CheckedBundle? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        let root: String
        if isDirectory.boolValue {
            guard let bag = BundleVerifier.bagFolder(url),
                  FileManager.default.fileExists(atPath: bag.appendingPathComponent(BundleLayout.storychopManifest).path) else { return nil }
            root = bag.path + "/"
        } else {
            let names: [String]
            do {
                names = try ZipStructure.check(zipAt: url.path).names
            } catch {
                throw BundleError(error)
            }
            root = ZipInventoryReader.topPrefix(names)
            guard names.contains(root + BundleLayout.bagDeclaration), names.contains(root + BundleLayout.storychopManifest) else { return nil }
        }
        return CheckedBundle(report: try BundleVerifier.verify(path: url.path), root: root)
    }

    private init(report: VerifyReport, root: String) {
        self.report = report
        self.root = root
        var items: [String: DamagedItem] = [:]
        var order: [String] = []
        var other: [VerifyProblem] = []
        for problem in report.problems {
            guard let file = problem.file, let item = BundleLayout.itemFolder(holding: file) else {
                other.append(problem)
                continue
            }
            if items[item.folder] == nil { order.append(item.folder) }
            items[item.folder, default: DamagedItem(folder: item.folder, collection: item.collection, id: item.id, problems: [])]
                .problems.append(problem)
        }
        damagedItems = order.compactMap { items[$0] }
        damagedFolders = Set(order)
        otherProblems = other
        leftOutFiles = Set(other.compactMap(\.file))
    }

    /// Whether the file at `path` (a ZIP entry's name, or a path on disk in the unpacked
    /// bag; a folder's ending in `/`) is left out: it has a problem of its own, lies in a
    /// damaged item's folder, or is no part of the bag.
    public func leavesOut(_ path: String) -> Bool {
        guard path.hasPrefix(root) else { return true }
        let inner = String(path.dropFirst(root.count))
        if leftOutFiles.contains(inner) { return true }
        return BundleLayout.itemFolder(holding: inner).map { damagedFolders.contains($0.folder) } ?? false
    }
}
