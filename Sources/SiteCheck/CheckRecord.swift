import Foundation
import StoryArchive

/// What the check after the last build found sound, kept in the site folder as
/// `.storychop-check`: each file of the site with the fingerprint the build recorded for it
/// (see the site's build state), pages with problems left out.
///
/// Reading every page back took longer than a build of a thousand stories, and a rebuild
/// changes a handful of them. So the check after a build reads only the pages whose
/// fingerprint differs from the record's (new, changed, or with problems last time); when a
/// recorded file is gone, a link to it may now be broken anywhere, and every page is read.
/// `storychop check` always reads every page.
public enum CheckRecord {
    static let fileName = ".storychop-check"

    /// The pages to check, given the site's files and their fingerprints now; nil for all.
    public static func pagesToCheck(files current: [String: String], siteDirectory: URL) -> Set<String>? {
        guard let data = FileManager.default.contents(atPath: siteDirectory.appendingPathComponent(fileName).path) else { return nil }
        // Read as bytes, line by line: at ten thousand stories the record has 40,000 lines, and
        // a rebuild that changed nothing must still read it.
        var unchanged = Set<String>(minimumCapacity: current.count)
        let allThere = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            var lineStart = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
                let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<index])
                lineStart = index + 1
                guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { continue }
                let path = String(decoding: UnsafeRawBufferPointer(rebasing: line[(tab + 1)...]), as: UTF8.self)
                guard let fingerprint = current[path] else { return false }   // a recorded file is gone
                if fingerprint.utf8.elementsEqual(UnsafeRawBufferPointer(rebasing: line[..<tab])) { unchanged.insert(path) }
            }
            return true
        }
        guard allThere else { return nil }
        if unchanged.count == current.count { return [] }
        return Set(current.keys.filter { !unchanged.contains($0) })
    }

    /// Records `current` as checked, except the files with `problems`.
    public static func save(files current: [String: String], problems: [SiteProblem], siteDirectory: URL) throws(ArchiveError) {
        let failed = Set(problems.map(\.file))
        var text = ""
        for (path, fingerprint) in current.sorted(by: { $0.key < $1.key }) where !failed.contains(path) {
            text += fingerprint + "\t" + path + "\n"
        }
        _ = try AtomicFile.writeIfChanged(Data(text.utf8), to: siteDirectory.appendingPathComponent(fileName), as: .remakeable)
    }
}
