import Foundation
import StoryArchive
import XMLIO
#if canImport(Glibc)
import Glibc
#endif

/// `feed.xml` (a podcast RSS feed with enclosures, durations and transcripts), `atom.xml` and
/// `sitemap.xml`, written with libxml2's writer. Only with a base URL: feeds need absolute links.
/// Nothing in them depends on the clock, so an unchanged archive gives unchanged feeds.
struct FeedWriter {
    let config: ArchiveConfig
    /// Newest first.
    let stories: [Story]
    let media: [String: PublishedMedia]
    let pages: [String]
    let base: String

    init(config: ArchiveConfig, stories: [Story], media: [String: PublishedMedia], pages: [String], baseURL: String) {
        self.config = config
        self.stories = stories
        self.media = media
        self.pages = pages
        base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    func write(to writer: SiteWriter) throws(SiteError) {
        let xml = XMLWriter()
        do {
            try writer.write(try xml.document(podcast(root: writer.root)), to: "feed.xml", fingerprint: "")
            try writer.write(try xml.document(atom(root: writer.root)), to: "atom.xml", fingerprint: "")
            try writer.write(try xml.document(sitemap()), to: "sitemap.xml", fingerprint: "")
        } catch let error as SiteError {
            throw error
        } catch {
            throw SiteError(.io, file: "feed.xml", message: "cannot write the feeds (\(error))",
                            hint: "This is a bug in StoryChop; please report it with this message.")
        }
    }

    /// An absolute URL for a site path, with spaces and other unsafe characters escaped.
    func url(_ path: String) -> String {
        base + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }

    /// The enclosure of a story: the served audio file, its size and type.
    func enclosure(_ story: Story, root: URL) -> (url: String, length: String, type: String)? {
        guard let audio = media[story.id]?.audio, let file = media[story.id]?.servedFile else { return nil }
        var info = stat()
        let path = SitePaths.storyFile(story.id, file)
        guard stat(root.appendingPathComponent(path).path, &info) == 0 else { return nil }
        return (url(path), String(info.st_size), audio.type)
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
        return String(format: "%@, %02d %@ %04d %02d:%02d:%02d %@%02d%02d", weekday, date.day, month, date.year,
                      seconds / 3600, seconds / 60 % 60, seconds % 60, sign, abs(offset) / 3600, abs(offset) / 60 % 60)
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
