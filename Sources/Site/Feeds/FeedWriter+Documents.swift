import Foundation
import StoryArchive
import XMLIO

extension FeedWriter {
    static let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"
    static let podcastIndex = "https://podcastindex.org/namespace/1.0"
    static let atomNamespace = "http://www.w3.org/2005/Atom"

    /// RSS 2.0 with the iTunes and Podcasting 2.0 namespaces: every story (and, when asked,
    /// day entry) is an episode whose enclosure is its recording, whose `podcast:transcript` is
    /// its transcript file, `podcast:chapters` its `chapters.json` and `podcast:person` its narrator.
    func podcast() -> XMLTag {
        let newest = items.first.map { Self.rfc822($0.date) }
        return XMLTag("rss", attributes: [("version", "2.0"), ("xmlns:itunes", Self.itunes),
                                          ("xmlns:podcast", Self.podcastIndex), ("xmlns:atom", Self.atomNamespace)]) {
            XMLTag("channel") {
                XMLTag("title", text: config.title)
                XMLTag("link", text: url(SitePaths.home))
                XMLTag("description", text: "Recorded family stories: \(Site.storyCount(storyCount)).")
                XMLTag("language", text: config.language)
                XMLTag("atom:link", attributes: [("href", url("feed.xml")), ("rel", "self"), ("type", "application/rss+xml")])
                XMLTag("generator", text: "StoryChop \(SiteBuilder.version)")
                if let newest { XMLTag("lastBuildDate", text: newest) }
                XMLTag("itunes:author", text: config.title)
                XMLTag("itunes:explicit", text: "false")
                XMLTag("itunes:category", attributes: [("text", "Society & Culture")])
                XMLTag("podcast:locked", text: "yes")
                for item in items { self.item(item) }
            }
        }
    }

    func item(_ item: FeedItem) -> XMLTag {
        XMLTag("item", attributes: languageAttribute(item)) {
            XMLTag("title", text: item.title)
            XMLTag("link", text: url(item.page))
            XMLTag("guid", attributes: [("isPermaLink", "false")], text: item.guid)
            XMLTag("pubDate", text: Self.rfc822(item.date))
            // RSS readers take a description as HTML: escaped here, and again as XML, a prompt's
            // "<img …>" reaches them as the words typed, never as markup.
            XMLTag("description", text: HTMLEscaping.escaped(item.summary))
            if let author = item.author { XMLTag("itunes:author", text: author) }
            if let enclosure = enclosure(item) {
                XMLTag("enclosure", attributes: [("url", enclosure.url), ("length", enclosure.length), ("type", enclosure.type)])
                // Only with its recording: a sealed story says nothing of it, not even its length.
                if let duration = item.duration { XMLTag("itunes:duration", text: String(Int(duration.rounded()))) }
            }
            if let transcript = item.transcript {
                XMLTag("podcast:transcript", attributes: [
                    ("url", url(item.siteFolder + transcript.file)),
                    ("type", transcript.format == "vtt" ? "text/vtt" : "text/plain"),
                    ("language", item.language ?? config.language)])
            }
            if item.hasChapters {
                XMLTag("podcast:chapters", attributes: [("url", url(item.siteFolder + PodcastChapters.fileName)), ("type", PodcastChapters.mediaType)])
            }
            // The one telling the story is its interview's subject: a guest, in the Podcast Taxonomy's words.
            if let author = item.author { XMLTag("podcast:person", attributes: [("role", "guest"), ("group", "cast")], text: author) }
        }
    }

    /// Atom 1.0: the same items for readers that prefer Atom.
    func atom() -> XMLTag {
        XMLTag("feed", attributes: [("xmlns", Self.atomNamespace), ("xml:lang", config.language)]) {
            XMLTag("title", text: config.title)
            XMLTag("id", text: url(SitePaths.home))
            XMLTag("updated", text: items.first.map { Self.rfc3339($0.date) } ?? "1970-01-01T00:00:00Z")
            XMLTag("link", attributes: [("href", url(SitePaths.home)), ("rel", "alternate"), ("type", "text/html")])
            XMLTag("link", attributes: [("href", url("atom.xml")), ("rel", "self"), ("type", "application/atom+xml")])
            XMLTag("author") { XMLTag("name", text: config.title) }
            XMLTag("generator", attributes: [("version", SiteBuilder.version)], text: "StoryChop")
            for item in items { entry(item) }
        }
    }

    func entry(_ item: FeedItem) -> XMLTag {
        XMLTag("entry", attributes: languageAttribute(item)) {
            XMLTag("title", text: item.title)
            XMLTag("id", text: url(item.page))
            XMLTag("updated", text: Self.rfc3339(item.date))
            XMLTag("link", attributes: [("href", url(item.page)), ("rel", "alternate"), ("type", "text/html")])
            if let enclosure = enclosure(item) {
                XMLTag("link", attributes: [("href", enclosure.url), ("rel", "enclosure"), ("length", enclosure.length), ("type", enclosure.type)])
            }
            if let author = item.author { XMLTag("author") { XMLTag("name", text: author) } }
            XMLTag("summary", text: item.summary)
        }
    }

    /// Pages a sitemap file lists at most: about 1 MB. The protocol allows 50,000, but a large
    /// archive's pages should stay files any device opens; past this, sitemap.xml indexes parts.
    static let sitemapPages = 10_000

    /// `sitemap.xml` listing every page of the site, or, for more than `perFile` pages, an index
    /// of `sitemap-1.xml` … each listing `perFile` of them.
    func sitemaps(_ pages: [String], perFile: Int = sitemapPages) -> [(path: String, document: XMLTag)] {
        let sorted = pages.sorted()
        guard sorted.count > perFile else { return [("sitemap.xml", sitemap(sorted))] }
        let parts = stride(from: 0, to: sorted.count, by: perFile).map { Array(sorted[$0..<min($0 + perFile, sorted.count)]) }
        let names = parts.indices.map { "sitemap-\($0 + 1).xml" }
        let index = XMLTag("sitemapindex", attributes: [("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9")]) {
            for name in names { XMLTag("sitemap") { XMLTag("loc", text: url(name)) } }
        }
        return [("sitemap.xml", index)] + zip(names, parts).map { ($0, sitemap($1)) }
    }

    private func sitemap(_ pages: [String]) -> XMLTag {
        XMLTag("urlset", attributes: [("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9")]) {
            for page in pages {
                XMLTag("url") { XMLTag("loc", text: url(page)) }
            }
        }
    }
}
