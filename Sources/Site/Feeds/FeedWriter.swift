import Foundation
import StoryArchive
import XMLIO

/// `feed.xml` (a podcast RSS feed with enclosures, durations and transcripts), `atom.xml` and
/// `sitemap.xml`, written with libxml2's writer. Only with a base URL: feeds need absolute links.
/// Nothing in them depends on the clock, so an unchanged archive gives unchanged feeds.
///
/// Each feed is assembled from its frame and one item per story (see `FragmentStore`): a
/// one-story change writes that story's item again and copies the others from the last build.
struct FeedWriter {
    let config: ArchiveConfig
    /// Newest first.
    let stories: [Story]
    /// A story's published files, asked only for the items made.
    let media: (Story) -> PublishedMedia?
    /// Each story's piece key (see `FragmentStore.pieceKey`), in the order of `stories`.
    let pieceKeys: [UInt64]
    /// Every page, for the sitemap; nil when no page came or went (the sitemap is left as it is).
    let pages: [String]?
    let base: String

    init(config: ArchiveConfig, stories: [Story], media: @escaping (Story) -> PublishedMedia?, pieceKeys: [UInt64],
         pages: [String]?, baseURL: String) {
        self.config = config
        self.stories = stories
        self.media = media
        self.pieceKeys = pieceKeys
        self.pages = pages
        base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    /// The work of writing the feeds and the sitemap: a file each, each to be done on a core
    /// of its own (see `SiteTasks`).
    func tasks(to writer: SiteWriter, fragments: FragmentStore) -> [SiteTask] {
        var tasks: [SiteTask] = [
            SiteTask { () throws(SiteError) in
                try writeFeed(podcast(), in: ["rss", "channel"], items: item, declared: ["itunes", "podcast", "atom"],
                              to: "feed.xml", writer: writer, fragments: fragments)
            },
            SiteTask { () throws(SiteError) in
                try writeFeed(atom(), in: ["feed"], items: entry, declared: [], to: "atom.xml", writer: writer, fragments: fragments)
            },
        ]
        // The sitemap changes only when pages come or go.
        if let pages {
            tasks.append(SiteTask { () throws(SiteError) in
                let fingerprint = PageKey(["sitemap", base] + pages).fingerprint(salt: SiteBuilder.version)
                if writer.isUnchanged("sitemap.xml", fingerprint: fingerprint) {
                    writer.keep("sitemap.xml", fingerprint: fingerprint)
                } else {
                    let document = try Self.xml("sitemap.xml") { try XMLWriter().document(sitemap(pages)) }
                    try writer.write(document, to: "sitemap.xml", fingerprint: fingerprint)
                }
            })
        }
        return tasks
    }

    /// What libxml2's writer made, or why it could not.
    private static func xml<T>(_ path: String, _ make: () throws -> T) throws(SiteError) -> T {
        do {
            return try make()
        } catch {
            throw SiteError(.io, file: path, message: "cannot write the feeds (\(error))",
                            hint: "This is a bug in StoryChop; please report it with this message.")
        }
    }

    /// Writes a feed: `frame` split where its items go, and each story's item, the last
    /// build's when the story and its served file are as they were.
    private func writeFeed(_ frame: XMLTag, in parent: [String], items: (Story) -> XMLTag, declared: Set<String>,
                           to path: String, writer: SiteWriter, fragments: FragmentStore) throws(SiteError) {
        let xml = XMLWriter()
        // What every item depends on besides its story.
        let frameKey = PageKey([path, SiteBuilder.version, base, config.language]).fingerprint(salt: "feed")
        let reusable = fragments.reusable(path, frame: frameKey)
        let keys = pieceKeys.map { PieceKey(story: $0) }
        var cursor = 0
        let missing = keys.indices.filter { reusable?.piece(keys[$0], after: &cursor) == nil }
        let made = try Self.xml(path) { try xml.children(missing.map { items(stories[$0]) }, depth: parent.count, declared: declared) }
        let madeByKey = Dictionary(zip(missing.map { keys[$0] }, made)) { first, _ in first }
        let (head, tail) = try Self.xml(path) { try xml.document(frame, splitIn: parent) }
        var pieces = PieceLog(reusing: reusable)
        var bytes = [UInt8](head)
        for key in keys {
            pieces.append(key, to: &bytes) { $0 += madeByKey[key] ?? [] }
        }
        bytes += tail
        try writer.write(bytes, with: pieces, to: path, fingerprint: "")
        fragments.record(path, frame: frameKey, pieces: pieces)
    }

    /// An absolute URL for a site path, with spaces and other unsafe characters escaped.
    func url(_ path: String) -> String {
        // Site paths are made of slugs and file names: escaping is almost never needed.
        if path.utf8.allSatisfy(Self.isPlainURLByte) { return base + path }
        return base + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }

    private static func isPlainURLByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "/"): true
        default: false
        }
    }

    /// The enclosure of a story: the served audio file, its size and type.
    func enclosure(_ story: Story) -> (url: String, length: String, type: String)? {
        guard let media = media(story), let audio = media.audio, let file = media.servedFile,
              let bytes = media.servedBytes else { return nil }
        return (url(SitePaths.storyFile(story.id, file)), String(bytes), audio.type)
    }

    /// What a feed reader shows under the title: the prompt and who tells the story.
    func summary(_ story: Story) -> String {
        var parts: [String] = []
        if let prompt = story.prompt, prompt != story.title { parts.append(prompt) }
        if let narrator = story.narrator { parts.append("Told by \(narrator).") }
        parts.append("Recorded \(DisplayText.date(story.recorded)).")
        return parts.joined(separator: " ")
    }

    /// RFC 822 dates for RSS: "Tue, 05 Mar 2024 14:30:00 +0100".
    static func rfc822(_ date: RecordedDate) -> String {
        let weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][DisplayText.weekday(year: date.year, month: date.month, day: date.day)]
        let month = String(DisplayText.monthNames[date.month - 1].prefix(3))
        let seconds = date.secondsIntoDay ?? 0
        let offset = date.utcOffset ?? 0
        let sign = offset < 0 ? "-" : "+"
        return weekday + ", " + date.day.zeroPadded(2) + " " + month + " " + date.year.zeroPadded(4) + " "
            + (seconds / 3600).zeroPadded(2) + ":" + (seconds / 60 % 60).zeroPadded(2) + ":" + (seconds % 60).zeroPadded(2)
            + " " + sign + (abs(offset) / 3600).zeroPadded(2) + (abs(offset) / 60 % 60).zeroPadded(2)
    }

    /// RFC 3339 for Atom: the instant in UTC, "2024-03-05T13:30:00Z". Worked out by hand:
    /// a Foundation date formatter per entry was a third of a one-story rebuild.
    static func rfc3339(_ date: RecordedDate) -> String {
        let seconds = Int(date.instant.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        // Civil date from days since 1970-01-01 (Howard Hinnant's days_from_civil, inverted).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return year.zeroPadded(4) + "-" + month.zeroPadded(2) + "-" + day.zeroPadded(2) + "T"
            + (time / 3600).zeroPadded(2) + ":" + (time / 60 % 60).zeroPadded(2) + ":" + (time % 60).zeroPadded(2) + "Z"
    }
}
