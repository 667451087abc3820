import Foundation
import Site
import StoryArchive
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A story page rendered again only for its neighbours' titles keeps its transcript from the
/// page the last build wrote (see `StoryTranscript`).
@Suite struct StoryTranscriptPieceTests {
    let edited = "2021-06-12-sweeping-floors-at-hals"
    /// The story just older than `edited`: its page's "Newer story" link shows `edited`'s title.
    let neighbour = "2020-06-20-our-wedding-day"

    @Test func aNeighboursTranscriptIsTakenFromItsLastPage() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let pagePath = "stories/\(neighbour)/index.html"
        let cues = try fixture.page(pagePath).elements(withClass: "cue-text").map(\.text)
        #expect(!cues.isEmpty)
        // The neighbour's transcript changed in a way its stamp does not show (same size, inode
        // and modification time): a page that read it again would show the new words.
        let file = fixture.archive.storyDirectory(neighbour).appendingPathComponent("transcript.vtt")
        let text = try String(contentsOf: file, encoding: .utf8)
        let words = try #require(cues.first).split(separator: " ").map(String.init)
        let word = try #require(words.first { $0.count >= 3 && text.contains($0) })
        try rewriteKeepingStamp(file, text.replacingOccurrences(of: word, with: String(repeating: "Z", count: word.utf8.count)))

        try fixture.edit(edited) { $0.title = "Sweeping Floors at Hal's Hardware" }
        try fixture.build()
        let page = try fixture.page(pagePath)
        #expect(page.text.contains("Sweeping Floors at Hal's Hardware"))
        #expect(page.elements(withClass: "cue-text").map(\.text) == cues)
    }

    /// The piece is kept while the neighbours change, so inside it they are not there to show.
    @Test func theTranscriptsTemplateDoesNotSeeTheNeighbours() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.folder.write("<p class=\"cue-text\">[{{previous.title}}{{#next}}newer{{/next}}{{^previous}}none{{/previous}}]</p>\n",
                                 to: "archive/templates/transcript-line.mustache")
        try fixture.build()
        let page = try fixture.page("stories/\(edited)/index.html")
        let cues = page.elements(withClass: "cue-text").map(\.text)
        #expect(!cues.isEmpty)
        #expect(cues.allSatisfy { $0 == "[none]" })
        // Outside the transcript they are.
        #expect(page.elements(named: "a").contains { $0.attribute("rel") == "prev" })
    }

    /// Writes `text` into `file` in place (its inode kept) and puts its modification time back.
    private func rewriteKeepingStamp(_ file: URL, _ text: String) throws {
        var before = stat()
        #expect(stat(file.path, &before) == 0)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        var after = stat()
        #expect(stat(file.path, &after) == 0)
        #expect(after.st_size == before.st_size && after.st_ino == before.st_ino)
    }
}
