import Foundation
import Testing
import XMLIO

/// The tree, the lines and what libxml2 complains about.
struct HTMLDocumentStructureTests {
    @Test func audioSourcesAreFoundAtAnyDepth() throws {
        // libxml2 2.9 nests the second <source> inside the first; descendants still find both.
        let page = try HTMLDocument(html: """
            <audio controls><source src="a.m4a" type="audio/mp4"><source src="b.ogg"><track src="t.vtt" kind="captions"></audio>
            """)
        let audio = try #require(page.elements(named: "audio").first)
        #expect(audio.elements(named: "source").map { $0.attribute("src") } == ["a.m4a", "b.ogg"])
        #expect(audio.elements(named: "track").first?.attribute("kind") == "captions")
    }

    @Test func linesAreOneBasedSourceLines() throws {
        let page = try HTMLDocument(html: "<!DOCTYPE html>\n<html lang=\"en\">\n<body>\n\n<h1>A</h1>\n<p>\n<a href=\"x.html\">x</a></p>\n</body></html>")
        #expect(page.root?.line == 2)
        #expect(page.elements(named: "h1").first?.line == 5)
        #expect(page.elements(named: "a").first?.line == 7)
    }

    @Test func impliedElementsAreAdded() throws {
        let page = try HTMLDocument(html: "<p>no html element</p>")
        #expect(page.allElements.map(\.name) == ["html", "body", "p"])
        #expect(page.root?.attribute("lang") == nil)
    }

    @Test func duplicateIDIsReportedWithItsLine() throws {
        let page = try HTMLDocument(html: "<html><body>\n<p id=\"cue-1\">a</p>\n<p id=\"cue-1\">b</p>\n<p id=\"cue-2\">c</p>\n</body></html>")
        let duplicates = page.duplicateIDs
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.id == "cue-1")
        #expect(duplicates.first?.line == 3)
        #expect(page.issues.first?.code == HTMLParseIssue.duplicateIDCode)
    }

    @Test func html5TagsAreNotIssues() throws {
        let page = try HTMLDocument(html: """
            <!DOCTYPE html><html lang="en"><body><header><nav></nav></header><main><article><figure>
            <figcaption>x</figcaption></figure><details><summary>s</summary></details><time>1</time></article></main>
            <footer></footer></body></html>
            """)
        #expect(page.issues.isEmpty)
        #expect(page.elements(named: "figcaption").count == 1)
    }

    @Test func rawAmpersandIsAnError() throws {
        let page = try HTMLDocument(html: "<p>\n<a href=\"x.html\">fish &chips</a></p>")
        let issue = try #require(page.errors.first)
        #expect(issue.code == 23)
        #expect(issue.line == 2)
        #expect(issue.severity == .error)
    }

    @Test func emptyInputIsRejected() {
        #expect(throws: XMLIOError.unparsable(file: "blank.html", reason: "the file is empty")) {
            try HTMLDocument(data: Data(), fileName: "blank.html")
        }
    }

    @Test func invalidUTF8IsAnIssueNotACrash() throws {
        var bytes = Array("<html lang=\"en\"><body>\n<p>Gro".utf8)
        bytes += [0xFF, 0xFE, 0xC3]    // not UTF-8 at all, then a cut-off sequence
        bytes += Array("mutter</p></body></html>".utf8)
        let page = try HTMLDocument(data: Data(bytes))
        #expect(page.errors.contains { $0.line == 2 })
        #expect(page.root?.attribute("lang") == "en")
    }

    @Test func excessiveNestingIsReportedNotFatal() throws {
        let page = try HTMLDocument(html: String(repeating: "<div>", count: 5_000) + "deep")
        #expect(page.errors.contains { $0.severity == .fatal })
        #expect(page.elements(named: "div").count > 100)
    }

    @Test func parsesOnManyThreadsKeepTheirOwnIssues() throws {
        // The error handler is per thread: no page may see another page's complaints.
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let html = index.isMultiple(of: 2)
                ? "<body><p id=\"d\">1</p><p id=\"d\">2</p><section>s</section></body>"
                : "<body><p id=\"a\">1</p><main>m</main></body>"
            let codes = (try? HTMLDocument(html: html))?.issues.map(\.code) ?? [-1]
            results.set(index, codes)
        }
        for index in 0..<64 {
            #expect(results.get(index) == (index.isMultiple(of: 2) ? [513] : []))
        }
    }
}

/// A locked dictionary for the threads above.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [Int: [Int]] = [:]

    func set(_ index: Int, _ value: [Int]) { lock.withLock { codes[index] = value } }
    func get(_ index: Int) -> [Int]? { lock.withLock { codes[index] } }
}
