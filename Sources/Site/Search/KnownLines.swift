import Foundation
import StoryArchive

/// Each transcript's lines as the last build's search index holds them (`search/entries/N.js`), for the transcripts
/// whose file is as it was then (same stamp, same settings, no warning about it): they are read
/// again only when their page changed. Reading a thousand transcripts was half of a rebuild
/// after one title changed.
enum KnownLines {
    private struct Entry: Decodable {
        var href: String
        var lines: [SearchLine]
    }

    /// Transcript key → its lines; empty when the last build's settings differ or its index is unreadable.
    static func read(site: URL, record: BuildRecord, settings: String, stamps: [String: String],
                     items: [TranscriptItem], archive: Archive) -> [String: [SearchLine]] {
        guard record.settings == settings else { return [:] }
        var byHref: [String: [SearchLine]] = [:]
        for number in 0... {
            // The last build's entries files, read until one is missing; one unreadable, and
            // the lines are read from the transcripts again.
            guard let data = FileManager.default.contents(atPath: site.appendingPathComponent(SearchIndex.entriesFile(number)).path)
            else { break }
            guard let open = data.firstIndex(of: UInt8(ascii: "[")), let close = data.lastIndex(of: UInt8(ascii: "]")),
                  let entries = try? JSONDecoder().decode([Entry].self, from: data[open...close])
            else { return [:] }
            for entry in entries where byHref[entry.href] == nil { byHref[entry.href] = entry.lines }
        }
        let warned = Set(record.warnings.map(\.file))
        let root = archive.root.path + "/"
        var known: [String: [SearchLine]] = [:]
        for item in items {
            guard let file = item.file?.file else { continue }
            let path = item.archiveFolder + file
            guard let stamp = stamps[path], stamp != FileStamp.missing, record.inputs[path] == stamp,
                  !warned.contains(root + path), let lines = byHref[item.searchHref]
            else { continue }
            known[item.key] = lines
        }
        return known
    }
}
