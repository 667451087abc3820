import Foundation
import StoryArchive
import XMLIO

/// `feed.xml` (a podcast RSS feed with enclosures, durations and transcripts), `atom.xml` and
/// `sitemap.xml`, written with libxml2's writer. Only with a base URL: feeds need absolute links.
/// Nothing in them depends on the clock, so an unchanged archive gives unchanged feeds.
struct FeedWriter {
    let config: ArchiveConfig
    /// Newest first: the stories, and the day entries with a recording when `days_in_feeds` is
    /// on; the newest `feed_items` of them.
    let items: [FeedItem]
    let storyCount: Int
    /// Each item's published files, by `MediaItem.key`.
    let media: [String: PublishedMedia]
    let base: String

    init(config: ArchiveConfig, stories: [Story], days: [DayEntry] = [], media: [String: PublishedMedia], baseURL: String) {
        self.config = config
        // Which items are newest is decided on their dates and ids alone: a feed item of every
        // story of a large archive, for the few hundred a feed carries, held 150 MB at 100,000.
        let entries = config.daysInFeeds ? days.filter { $0.audio != nil } : []
        let candidates = stories.indices.map { (date: stories[$0].recorded, guid: FeedItem.guid(of: stories[$0]), story: $0) }
            + entries.indices.map { (date: entries[$0].recorded ?? entries[$0].day, guid: FeedItem.guid(of: entries[$0]), story: -1 - $0) }
        items = candidates.sorted { $0.date != $1.date ? $0.date > $1.date : $0.guid > $1.guid }.prefix(config.feedItems)
            .map { $0.story >= 0 ? FeedItem(stories[$0.story]) : FeedItem(entries[-1 - $0.story]) }
        storyCount = stories.count
        self.media = media
        base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    /// Writes the feeds, and the sitemap of `pages`.
    func write(pages: [String], to writer: SiteWriter) throws(SiteError) {
        for (path, document) in [("feed.xml", podcast()), ("atom.xml", atom())] + sitemaps(pages) {
            try writer.write(try Self.bytes(of: document, path: path), to: path)
        }
    }

    /// The XML document's bytes; the site's file `path` is named when it cannot be written
    /// (which only a bug in making the tree can cause: the writer checks names and prefixes).
    static func bytes(of document: XMLTag, path: String) throws(SiteError) -> Data {
        do {
            return try XMLWriter().document(document)
        } catch {
            throw SiteError(.io, file: path, message: "cannot write this XML file (\(error))",
                            hint: "This is a bug in StoryChop; please report it with this message.")
        }
    }

    /// An absolute URL for a site path (with an `#anchor` when it has one), with spaces and
    /// other unsafe characters escaped.
    func url(_ path: String) -> String {
        // Site paths are made of slugs and file names: escaping is almost never needed.
        if path.utf8.allSatisfy(Self.isPlainURLByte) { return base + path }
        return base + (path.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? path)
    }

    private static func isPlainURLByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: "#"): true
        default: false
        }
    }

    /// The enclosure of an item: the served audio file, its size and type. That is the AAC copy
    /// when one was made, as podcast apps (Apple Podcasts above all) play AAC and MP3 but not
    /// Ogg, Opus, WebM or AMR; else the original, which some apps play, rather than no episode.
    func enclosure(_ item: FeedItem) -> (url: String, length: String, type: String)? {
        guard let media = media[item.mediaKey], let audio = media.audio, let file = media.servedFile,
              let bytes = media.servedBytes else { return nil }
        return (url(item.siteFolder + file), String(bytes), audio.type)
    }

    /// `xml:lang` for an item in another language than the site's (the feed's own
    /// `<language>` or inherited `xml:lang` covers the rest).
    func languageAttribute(_ item: FeedItem) -> [(String, String)] {
        guard let language = item.language, language != config.language else { return [] }
        return [("xml:lang", language)]
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

    /// RFC 3339 for Atom: the instant in UTC, "2024-03-05T13:30:00Z".
    static func rfc3339(_ date: RecordedDate) -> String {
        date.instant.ISO8601Format()
    }
}
