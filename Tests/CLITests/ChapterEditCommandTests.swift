import Foundation
import Testing
import TestSupport

/// `storychop edit ID --chapter TIME TITLE [--synopsis …] [--keyword …]` and `--remove-chapter
/// TIME`, as a keeper types them: the story's index changes in story.json, whole or not at all.
@Suite struct ChapterEditCommandTests {
    @Test func chaptersAreAddedReplacedAndRemoved() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        try folder.write(#"{"title":"A","recorded":"2020-01-01","duration":3600}"#, to: "family/stories/2020-01-01-a/story.json")
        let file = archive + "/stories/2020-01-01-a/story.json"
        func chapters() throws -> [[String: Any]] {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
            return json?["chapters"] as? [[String: Any]] ?? []
        }

        let add = try CommandRunner.run(["edit", "2020-01-01-a", "--chapter", "12:40", "The wedding", "--synopsis", "St. Mary's, 1962.",
                                         "--keyword", "church", "--keyword", "Joe", "--archive", archive])
        #expect(add.status == 0 && add.stdout.contains(", 1 chapter. Run `storychop build`"), "\(add.stderr)")
        _ = try CommandRunner.run(["edit", "2020-01-01-a", "--chapter", "0:00", "Growing up", "--archive", archive])
        var kept = try chapters()
        #expect(kept.map { $0["title"] as? String } == ["Growing up", "The wedding"])
        #expect(kept[1]["start"] as? Double == 760 && kept[1]["synopsis"] as? String == "St. Mary's, 1962.")
        #expect(kept[1]["keywords"] as? [String] == ["church", "Joe"])

        let replace = try CommandRunner.run(["edit", "2020-01-01-a", "--chapter", "12:40", "Our wedding", "--archive", archive])
        #expect(replace.status == 0 && replace.stdout.contains(", 2 chapters."), "\(replace.stderr)")
        kept = try chapters()
        #expect(kept.map { $0["title"] as? String } == ["Growing up", "Our wedding"] && kept[1]["keywords"] == nil)

        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let late = try CommandRunner.run(["edit", "2020-01-01-a", "--title", "B", "--chapter", "2:00:00", "Late", "--archive", archive])
        #expect(late.status == 1 && late.stderr.contains("chapter \"Late\" starts at 2:00:00, after the recording ends (1:00:00)"), "\(late.stderr)")
        let missing = try CommandRunner.run(["edit", "2020-01-01-a", "--remove-chapter", "3:00", "--archive", archive])
        #expect(missing.status == 1 && missing.stderr.contains("there is no chapter at 3:00 (its chapters start at 0:00, 12:40)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)

        let remove = try CommandRunner.run(["edit", "2020-01-01-a", "--remove-chapter", "12:40", "--remove-chapter", "0:00", "--archive", archive])
        #expect(remove.status == 0 && !remove.stdout.contains("chapter"), "\(remove.stderr)")
        #expect(try chapters().isEmpty)
    }

    @Test func aChapterNeedsATimeAndATitleAndItsWordsNeedTheChapter() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        let noTitle = try CommandRunner.run(["edit", "x", "--chapter", "12:40", "--archive", archive])
        #expect(noTitle.status == 2 && noTitle.stderr.contains("--chapter takes a time and a title: --chapter 12:40 \"The wedding\""))
        let alone = try CommandRunner.run(["edit", "x", "--synopsis", "A day.", "--archive", archive])
        #expect(alone.status == 2 && alone.stderr.contains("give them with it"))
    }
}
