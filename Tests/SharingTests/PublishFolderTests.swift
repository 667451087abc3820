import Foundation
@testable import Sharing
import StoryArchive
import Testing
import TestSupport

/// `storychop publish FOLDER`: the folder ends up holding exactly what may be shared, a second
/// publish sends nothing, what the site drops is removed, and nothing else there is touched.
@Suite struct PublishFolderTests {
    @Test func theFolderHoldsExactlyTheSharedFilesAndASecondPublishSendsNothing() throws {
        let fixture = try PublishFixture()
        defer { fixture.remove() }
        try fixture.edit(PublishFixture.privateStory) { $0.isPrivate = true }
        let sealed = "2024-03-17-grandmothers-kitchen"
        try fixture.edit(sealed) { $0.sealedUntil = RecordedDate(year: 2999, month: 1, day: 1) }
        let first = try fixture.publish()
        let shared = try fixture.shared()
        #expect(first.sent == shared.count && first.files == shared.count && first.removed == 0)
        #expect(first.sentBytes == shared.reduce(0) { $0 + $1.size })
        let published = snapshot(of: fixture.host)
        #expect(published.keys.sorted() == shared.map(\.path).sorted())
        for file in shared {
            #expect(published[file.path] == FileManager.default.contents(atPath: fixture.site.path + "/" + file.path), "\(file.path)")
        }
        #expect(!published.keys.contains { $0.hasPrefix(".") || $0.contains("/.") || $0.contains(PublishFixture.privateStory) })
        #expect(published.keys.filter { $0.hasPrefix("stories/\(sealed)/") } == ["stories/\(sealed)/index.html"])
        for (path, bytes) in published {
            #expect(!String(decoding: bytes, as: UTF8.self).contains("Our Wedding Day"), "\(path)")
        }

        let second = try fixture.publish()
        #expect(second.sent == 0 && second.sentBytes == 0 && second.removed == 0 && second.files == shared.count)
        #expect(snapshot(of: fixture.host) == published)
    }

    @Test func aRemovedStoryIsGoneAndWhatPublishDidNotSendStays() throws {
        let fixture = try PublishFixture()
        defer { fixture.remove() }
        let theirs = ["photos/cat.jpg", ".well-known/security.txt", "stories/notes.txt"]
        for path in theirs { try fixture.folder.write("not StoryChop's", to: "host/" + path) }
        try fixture.publish()
        let id = "2024-03-09-how-we-met"
        #expect(FileManager.default.fileExists(atPath: fixture.host.path + "/stories/\(id)/index.html"))

        try FileManager.default.removeItem(at: fixture.archiveRoot.appendingPathComponent("stories/\(id)"))
        let after = try fixture.publish()
        #expect(after.removed >= 2)
        #expect(!FileManager.default.fileExists(atPath: fixture.host.path + "/stories/\(id)"))
        for path in theirs { #expect(FileManager.default.fileExists(atPath: fixture.host.path + "/" + path), "\(path)") }
        #expect(try PublishFixture.files(in: fixture.host).filter { !theirs.contains($0) } == fixture.shared().map(\.path).sorted())
    }

    /// `publish .` in the archive: refused before anything is written, or a story made private
    /// and published again would have its own files in the archive removed.
    @Test func aFolderInsideTheArchiveOrItsSiteIsRefused() throws {
        let fixture = try PublishFixture()
        defer { fixture.remove() }
        let before = snapshot(of: fixture.archiveRoot.appendingPathComponent("stories"))
        for folder in [fixture.archiveRoot, fixture.archiveRoot.appendingPathComponent("stories"), fixture.site.appendingPathComponent("copy")] {
            #expect(throws: PublishError.self) { try fixture.publish(to: folder) }
        }
        #expect(snapshot(of: fixture.archiveRoot.appendingPathComponent("stories")) == before)
        #expect(!FileManager.default.fileExists(atPath: fixture.archiveRoot.path + "/index.html"))
    }

    @Test func aPublishCutShortIsFinishedByTheNextOne() throws {
        let fixture = try PublishFixture()
        defer { fixture.remove() }
        try fixture.publish()
        let whole = snapshot(of: fixture.host)
        // As a kill mid-publish leaves it: a half-written file in the staging folder, a page not
        // sent yet, another sent only in part (its time not yet set).
        try fixture.folder.write("half a page", to: "host/.storychop-publishing/7")
        try FileManager.default.removeItem(at: fixture.host.appendingPathComponent("index.html"))
        let cut = fixture.host.appendingPathComponent("stories/index.html")
        try Data(repeating: 0, count: whole["stories/index.html"]!.count).write(to: cut)

        let next = try fixture.publish(full: true)
        #expect(next.sent == 2)
        #expect(snapshot(of: fixture.host) == whole)
        #expect(!FileManager.default.fileExists(atPath: fixture.host.path + "/.storychop-publishing"))
    }

    @Test func aFileRewrittenWithTheSameBytesIsNotSentAgain() throws {
        let fixture = try PublishFixture()
        defer { fixture.remove() }
        try fixture.publish()
        let page = fixture.host.appendingPathComponent("about/index.html")
        let bytes = try Data(contentsOf: page)
        try bytes.write(to: page)   // a new time, the same bytes
        #expect(try fixture.publish(full: true).sent == 0)
    }

    @Test func anUnchangedSiteIsNotComparedAgainUnlessAskedOrTheFolderLooksAnother() throws {
        let fixture = try PublishFixture()
        defer { fixture.remove() }
        try fixture.publish()
        try FileManager.default.removeItem(at: fixture.host.appendingPathComponent("about/index.html"))
        let quick = try fixture.publish()
        let count = try fixture.shared().count
        #expect(quick.sent == 0 && quick.files == count)
        #expect(try fixture.publish(full: true).sent == 1)
        // Another folder at that path (another USB stick): compared, and sent whole.
        try FileManager.default.removeItem(at: fixture.host)
        #expect(try fixture.publish().sent == count)
    }

    @Test func pagesAreSentBeforeTheListsAndTheHomePageLast() {
        let files = ["index.html", "stories/index.html", "stories/a/index.html", "stories/a/audio.m4a", "assets/site.css",
                     "search/index.js", "days/2024-03-05/index.html", "days/2024/03/index.html", "feed.xml", "people/joe/index.html"]
        let phases = PublishOrder.phases(files.map { SharedFile(path: $0, size: 1) }).map { $0.map(\.path) }
        #expect(phases == [
            ["stories/a/index.html", "stories/a/audio.m4a", "assets/site.css", "days/2024-03-05/index.html"],
            ["stories/index.html", "search/index.js", "days/2024/03/index.html", "feed.xml", "people/joe/index.html"],
            ["index.html"],
        ])
    }

    @Test func onlyFoldersLeftEmptyAreRemovedDeepestFirst() {
        let folders = Publisher.emptiedFolders(gone: ["stories/a/index.html", "stories/a/x/y.vtt", "days/2024-01-01/e/a.m4a"],
                                               kept: ["stories/b/index.html", "days/2024-01-01/index.html"])
        #expect(folders == ["days/2024-01-01/e", "stories/a/x", "stories/a"])
    }
}
