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
        var recorded: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            recorded[String(line[line.index(after: tab)...])] = String(line[..<tab])
        }
        if recorded.keys.contains(where: { current[$0] == nil }) { return nil }
        return Set(current.compactMap { path, fingerprint in recorded[path] == fingerprint ? nil : path })
    }

    /// Records `current` as checked, except the files with `problems`.
    public static func save(files current: [String: String], problems: [SiteProblem], siteDirectory: URL) throws(ArchiveError) {
        let failed = Set(problems.map(\.file))
        var text = ""
        for (path, fingerprint) in current.sorted(by: { $0.key < $1.key }) where !failed.contains(path) {
            text += fingerprint + "\t" + path + "\n"
        }
        _ = try AtomicFile.writeIfChanged(Data(text.utf8), to: siteDirectory.appendingPathComponent(fileName), sync: false)
    }
}
