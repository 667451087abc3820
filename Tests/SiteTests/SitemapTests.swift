import Foundation
@testable import Site
import StoryArchive
import Testing
import XMLIO

/// A large archive's sitemap is split, so no file of the site grows past what a device opens:
/// sitemap.xml then indexes its parts, each listing some of the pages, all of them once.
@Suite struct SitemapTests {
    private let writer = FeedWriter(config: ArchiveConfig(title: "T"), stories: [], media: [:], baseURL: "https://example.org/family")

    private func text(_ document: XMLTag) throws -> String {
        String(decoding: try XMLWriter().document(document), as: UTF8.self)
    }

    @Test func aSmallSiteHasOneSitemapOfEveryPage() throws {
        let maps = writer.sitemaps(["stories/b/index.html", "index.html"])
        #expect(maps.map(\.path) == ["sitemap.xml"])
        let xml = try text(maps[0].document)
        #expect(xml.contains("<urlset") && xml.contains("<loc>https://example.org/family/index.html</loc>"))
        #expect(xml.range(of: "index.html</loc>")!.lowerBound < xml.range(of: "stories/b/index.html")!.lowerBound)
    }

    @Test func pastTheLimitSitemapXMLIndexesPartsThatListEveryPageOnce() throws {
        let pages = (1...5).map { "stories/s\($0)/index.html" }
        let maps = writer.sitemaps(pages, perFile: 2)
        #expect(maps.map(\.path) == ["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"])
        let index = try text(maps[0].document)
        #expect(index.contains("<sitemapindex") && index.contains("<loc>https://example.org/family/sitemap-3.xml</loc>"))
        let listed = try maps.dropFirst().flatMap { try text($0.document).components(separatedBy: "<loc>").dropFirst() }
        #expect(listed.count == 5 && Set(listed.map { $0.prefix { $0 != "<" } }).count == 5)
    }
}
