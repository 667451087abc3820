import Foundation
import StoryArchive

/// Each story's transcript lines as the last build's search index holds them, for the stories
/// whose transcript file is as it was then (same stamp, same settings, no warning about it):
/// their transcripts are read again only when their page changed. Reading a thousand
/// transcripts was half of a rebuild after one title changed.
enum KnownLines {
    private struct Entry: Decodable {
        var href: String
        var lines: [SearchLine]
    }

    /// Story id → its lines; empty when the last build's settings differ or its index is unreadable.
    static func read(site: URL, record: BuildRecord, settings: String, stamps: [String: String],
                     stories: [Story], archive: Archive) -> [String: [SearchLine]] {
        guard record.settings == settings,
              let data = FileManager.default.contents(atPath: site.appendingPathComponent(SitePaths.searchIndex).path),
              let open = data.firstIndex(of: UInt8(ascii: "[")), let close = data.lastIndex(of: UInt8(ascii: "]")),
              let entries = try? JSONDecoder().decode([Entry].self, from: data[open...close])
        else { return [:] }
        let byHref = Dictionary(entries.map { ($0.href, $0.lines) }, uniquingKeysWith: { first, _ in first })
        let warned = Set(record.warnings.map(\.file))
        var known: [String: [SearchLine]] = [:]
        for story in stories {
            guard let file = story.transcript?.file else { continue }
            let path = "stories/\(story.id)/\(file)"
            guard let stamp = stamps[path], stamp != FileStamp.missing, record.inputs[path] == stamp,
                  !warned.contains(archive.storyDirectory(story.id).appendingPathComponent(file).path),
                  let lines = byHref[SitePaths.link(from: SitePaths.search, to: SitePaths.story(story.id))]
            else { continue }
            known[story.id] = lines
        }
        return known
    }
}
