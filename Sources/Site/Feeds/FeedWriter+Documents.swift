import Foundation
import StoryArchive
import XMLIO

extension FeedWriter {
    static let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"
    static let podcastIndex = "https://podcastindex.org/namespace/1.0"
    static let atomNamespace = "http://www.w3.org/2005/Atom"

    /// RSS 2.0 with the iTunes and Podcasting 2.0 namespaces: every story is an episode whose
    /// enclosure is its recording and whose `podcast:transcript` is its transcript file.
    func podcast() -> XMLTag {
        let newest = stories.first.map { Self.rfc822($0.recorded) }
        return XMLTag("rss", attributes: [("version", "2.0"), ("xmlns:itunes", Self.itunes),
                                          ("xmlns:podcast", Self.podcastIndex), ("xmlns:atom", Self.atomNamespace)]) {
            XMLTag("channel") {
                XMLTag("title", text: config.title)
                XMLTag("link", text: url(SitePaths.home))
                XMLTag("description", text: "Recorded family stories: \(storyCount(stories.count)).")
                XMLTag("language", text: config.language)
                XMLTag("atom:link", attributes: [("href", url("feed.xml")), ("rel", "self"), ("type", "application/rss+xml")])
                XMLTag("generator", text: "StoryChop \(SiteBuilder.version)")
                if let newest { XMLTag("lastBuildDate", text: newest) }
                XMLTag("itunes:author", text: config.title)
                XMLTag("itunes:explicit", text: "false")
                XMLTag("itunes:category", attributes: [("text", "Society & Culture")])
                XMLTag("podcast:locked", text: "yes")
                for story in stories { item(story) }
            }
        }
    }

    func item(_ story: Story) -> XMLTag {
        XMLTag("item", attributes: languageAttribute(story)) {
            XMLTag("title", text: story.title)
            XMLTag("link", text: url(SitePaths.story(story.id)))
            XMLTag("guid", attributes: [("isPermaLink", "false")], text: "storychop:" + (story.audio?.sha256 ?? story.id))
            XMLTag("pubDate", text: Self.rfc822(story.recorded))
            XMLTag("description", text: summary(story))
            if let narrator = story.narrator { XMLTag("itunes:author", text: narrator) }
            if let enclosure = enclosure(story) {
                XMLTag("enclosure", attributes: [("url", enclosure.url), ("length", enclosure.length), ("type", enclosure.type)])
            }
            if let duration = story.duration { XMLTag("itunes:duration", text: String(Int(duration.rounded()))) }
            if let transcript = story.transcript {
                XMLTag("podcast:transcript", attributes: [
                    ("url", url(SitePaths.storyFile(story.id, transcript.file))),
                    ("type", transcript.format == "vtt" ? "text/vtt" : "text/plain"),
                    ("language", story.language ?? config.language)])
            }
        }
    }

    /// Atom 1.0: the same stories for readers that prefer Atom.
    func atom() -> XMLTag {
        XMLTag("feed", attributes: [("xmlns", Self.atomNamespace), ("xml:lang", config.language)]) {
            XMLTag("title", text: config.title)
            XMLTag("id", text: url(SitePaths.home))
            XMLTag("updated", text: stories.first.map { Self.rfc3339($0.recorded) } ?? "1970-01-01T00:00:00Z")
            XMLTag("link", attributes: [("href", url(SitePaths.home)), ("rel", "alternate"), ("type", "text/html")])
            XMLTag("link", attributes: [("href", url("atom.xml")), ("rel", "self"), ("type", "application/atom+xml")])
            XMLTag("author") { XMLTag("name", text: config.title) }
            XMLTag("generator", attributes: [("version", SiteBuilder.version)], text: "StoryChop")
            for story in stories { entry(story) }
        }
    }

    func entry(_ story: Story) -> XMLTag {
        XMLTag("entry", attributes: languageAttribute(story)) {
            XMLTag("title", text: story.title)
            XMLTag("id", text: url(SitePaths.story(story.id)))
            XMLTag("updated", text: Self.rfc3339(story.recorded))
            XMLTag("link", attributes: [("href", url(SitePaths.story(story.id))), ("rel", "alternate"), ("type", "text/html")])
            if let enclosure = enclosure(story) {
                XMLTag("link", attributes: [("href", enclosure.url), ("rel", "enclosure"), ("length", enclosure.length), ("type", enclosure.type)])
            }
            if let narrator = story.narrator { XMLTag("author") { XMLTag("name", text: narrator) } }
            XMLTag("summary", text: summary(story))
        }
    }

    /// Every page of the site.
    func sitemap(_ pages: [String]) -> XMLTag {
        XMLTag("urlset", attributes: [("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9")]) {
            for page in pages.sorted() {
                XMLTag("url") { XMLTag("loc", text: url(page)) }
            }
        }
    }
}
