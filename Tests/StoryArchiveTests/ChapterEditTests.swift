import Foundation
import StoryCore
import StoryArchive
import Testing
import TestSupport

/// `edit --chapter` and `--remove-chapter`: times typed as a keeper reads them, a chapter at a
/// time replaced rather than doubled, every wrong value refused at once, nothing changed then.
@Suite struct ChapterEditTests {
    private let chapters = [StoryChapter(start: 0, title: "Growing up"), StoryChapter(start: 760.4, title: "The wedding")]

    @Test func clockTextIsReadAsKeepersTypeTimes() {
        #expect(ClockText.seconds(in: "12:40") == 760)
        #expect(ClockText.seconds(in: "1:02:05") == 3725)
        #expect(ClockText.seconds(in: " 760.5 ") == 760.5)
        #expect(ClockText.seconds(in: "12:40.25") == 760.25)
        #expect(ClockText.seconds(in: "75:00") == 4500)
        for wrong in ["", "12:60", "1:2:3:4", "-5", "12:", "twelve", "1e3", "1.2.3", "12:4a"] {
            #expect(ClockText.seconds(in: wrong) == nil, "\(wrong)")
        }
    }

    @Test func aChapterIsAddedInOrderAndOneAtTheSameShownTimeIsReplaced() throws {
        let added = try ChapterEdit(addition: .init(time: "5:00", title: "School", synopsis: "The long walk.", keywords: ["snow"]))
            .applied(to: chapters, duration: 3600).get()
        #expect(added.map(\.title) == ["Growing up", "School", "The wedding"])
        #expect(added[1] == StoryChapter(start: 300, title: "School", synopsis: "The long walk.", keywords: ["snow"]))
        // "12:40" names the chapter shown at 12:40, which starts at 760.4 s.
        let replaced = try ChapterEdit(addition: .init(time: "12:40", title: "Our wedding")).applied(to: chapters, duration: 3600).get()
        #expect(replaced == [chapters[0], StoryChapter(start: 760, title: "Our wedding")])
    }

    @Test func aChapterIsRemovedByItsShownTimeOrItsExactOne() throws {
        #expect(try ChapterEdit(removals: ["12:40"]).applied(to: chapters, duration: nil).get() == [chapters[0]])
        #expect(try ChapterEdit(removals: ["760.4", "0"]).applied(to: chapters, duration: nil).get() == [])
    }

    /// Why an edit was refused; nil when it was not.
    private func problems(_ result: Result<[StoryChapter], EditRefusal>) -> [String]? {
        if case .failure(let refusal) = result { refusal.problems } else { nil }
    }

    @Test func wrongChapterEditsAreRefusedSayingEveryReason() {
        let refusal = ChapterEdit(addition: .init(time: "soon", title: "A"), removals: ["3:00"]).applied(to: chapters, duration: 3600)
        #expect(problems(refusal) == ([
            "there is no chapter at 3:00 (its chapters start at 0:00, 12:40)",
            "the chapter's time \"soon\" is not a time like 12:40, 1:02:05 or a number of seconds",
        ]))
        #expect(problems(ChapterEdit(addition: .init(time: "2:00:00", title: "Late")).applied(to: chapters, duration: 3600))
                == ["chapter \"Late\" starts at 2:00:00, after the recording ends (1:00:00)"])
        #expect(problems(ChapterEdit(addition: .init(time: "1:00", title: " ")).applied(to: [], duration: 3600))
                == ["the chapter at 1:00 has no title"])
        #expect(problems(ChapterEdit(removals: ["1:00"]).applied(to: [], duration: nil))
                == ["there is no chapter at 1:00 (the story has no chapters)"])
    }

    @Test func anArchivesEditWritesTheChaptersOrNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Archive.create(at: folder.appending("family").path, config: ArchiveConfig(title: "T"))
        try folder.write(#"{"title":"A","recorded":"2020-01-01","duration":1200}"#, to: "family/stories/2020-01-01-a/story.json")
        var edit = StoryEdit(title: "Rose")
        edit.chapters = ChapterEdit(addition: .init(time: "10:00", title: "The dance"))
        let story = try archive.edit(story: "2020-01-01-a", edit)
        #expect(story.title == "Rose" && story.chapters == [StoryChapter(start: 600, title: "The dance")] && story.schema == 4)
        let file = archive.storyDirectory("2020-01-01-a").appendingPathComponent("story.json")
        let before = try Data(contentsOf: file)
        var wrong = StoryEdit(title: "Not kept")
        wrong.chapters = ChapterEdit(addition: .init(time: "30:00", title: "Late"))
        let error = #expect(throws: ArchiveError.self) { try archive.edit(story: "2020-01-01-a", wrong) }
        #expect(error?.message == "chapter \"Late\" starts at 30:00, after the recording ends (20:00)")
        #expect(try Data(contentsOf: file) == before)
    }
}
