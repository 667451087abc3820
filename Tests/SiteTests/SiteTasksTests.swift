@testable import Site
import StoryArchive
import Testing

/// Tasks and pages share the cores: every one runs once, and the error thrown is the first by
/// position, whichever core met it first.
@Suite struct SiteTasksTests {
    @Test func everyTaskAndEveryItemRunsOnce() throws {
        let ran = Locked<[String]>([])
        let tasks = (0..<5).map { number in SiteTask { () throws(SiteError) in ran.withLock { $0.append("task \(number)") } } }
        try SiteTasks.run(tasks, thenEach: 40) { index throws(SiteError) in ran.withLock { $0.append("item \(index)") } }
        let expected = (0..<5).map { "task \($0)" } + (0..<40).map { "item \($0)" }
        #expect(ran.withLock { $0 }.sorted() == expected.sorted())
        try SiteTasks.run([])   // nothing to do
    }

    @Test func theFirstFailureByPositionIsThrown() {
        func failing(_ file: String) -> SiteTask {
            SiteTask { () throws(SiteError) in throw SiteError(.io, file: file, message: "cannot write", hint: "") }
        }
        let tasks = [SiteTask { () throws(SiteError) in }, failing("feed.xml"), failing("atom.xml")]
        #expect { try SiteTasks.run(tasks, thenEach: 3) { _ throws(SiteError) in } } throws: { error in
            (error as? SiteError)?.file == "feed.xml"
        }
        #expect { try SiteTasks.run([], thenEach: 8) { index throws(SiteError) in
            if index >= 5 { throw SiteError(.io, file: "page \(index)", message: "cannot write", hint: "") }
        } } throws: { error in
            (error as? SiteError)?.file == "page 5"
        }
    }
}
