import Foundation
import StoryCore
import StoryArchive

/// Each transcript's lines as the last build's search index holds them (`search/entries/N.js`),
/// for the transcripts whose file is as it was then (same stamp, same settings, no warning
/// about it): they are read again only when their page changed. Reading a thousand transcripts
/// was half of a rebuild after one title changed.
///
/// Only which file holds which entry is kept; a file is read when a page asks for one of its
/// entries (pages ask about in file order, so a few files are kept at a time). This build writes
/// the same files as it goes, which does no harm: an entry found in a file written since holds
/// this build's lines of an unchanged transcript, and one not found is read from its transcript.
final class KnownLines: Sendable {
    private struct Entry: Decodable {
        var href: String
        var lines: [SearchLine]
    }

    private struct Href: Decodable {
        var href: String
    }

    private let site: URL
    /// Transcript key → the entries file that held its entry, for the transcripts as they were.
    private let files: [String: (file: Int, href: String)]
    /// The files read last, newest last.
    private let recent = Locked<[(file: Int, lines: [String: [SearchLine]])]>([])

    /// Knows nothing when the last build's settings differ or an entries file is unreadable.
    init(site: URL, record: BuildRecord, settings: String, stamps: [String: String], items: [TranscriptItem], archive: Archive) {
        self.site = site
        var fileOf: [String: Int] = [:]
        var readable = record.settings == settings
        var number = 0
        while readable, let data = Self.contents(site, number) {
            guard let entries = Self.decode([Href].self, data) else { readable = false; break }
            for entry in entries where fileOf[entry.href] == nil { fileOf[entry.href] = number }
            number += 1
        }
        let warned = Set(record.warnings.map(\.file))
        let root = archive.root.path + "/"
        var files: [String: (file: Int, href: String)] = [:]
        for item in items where readable {
            guard let file = item.file?.file else { continue }
            let path = item.archiveFolder + file
            guard let stamp = stamps[path], stamp != FileStamp.missing, record.inputs[path] == stamp,
                  !warned.contains(root + path), let number = fileOf[item.searchHref]
            else { continue }
            files[item.key] = (number, item.searchHref)
        }
        self.files = files
    }

    /// The lines of the transcript `key`, if it is as the last build read it and its entry is found.
    func lines(of key: String) -> [SearchLine]? {
        guard let (file, href) = files[key] else { return nil }
        if let lines = recent.withLock({ $0.first { $0.file == file }?.lines[href] }) { return lines }
        guard let data = Self.contents(site, file), let entries = Self.decode([Entry].self, data) else { return nil }
        let lines = Dictionary(entries.map { ($0.href, $0.lines) }, uniquingKeysWith: { first, _ in first })
        recent.withLock { recent in
            recent.append((file, lines))
            if recent.count > 8 { recent.removeFirst() }
        }
        return lines[href]
    }

    private static func contents(_ site: URL, _ number: Int) -> Data? {
        FileManager.default.contents(atPath: site.appendingPathComponent(SearchIndex.entriesFile(number)).path)
    }

    /// The entries of a file: the JSON array inside `StoryChopSearchPart("entries/N",[…]);`.
    private static func decode<T: Decodable>(_ type: T.Type, _ data: Data) -> T? {
        guard let open = data.firstIndex(of: UInt8(ascii: "[")), let close = data.lastIndex(of: UInt8(ascii: "]")) else { return nil }
        return try? JSONDecoder().decode(type, from: data[open...close])
    }
}
