import Foundation
import Testing
import TestSupport

/// The keeper's commands as a keeper types them: edit, remove, restore, empty-trash.
@Suite struct KeepingCommandsTests {
    @Test func aStoryIsEditedRemovedRestoredAndTheTrashEmptiedOnlyWhenSaidYes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        try folder.write(#"{"id":"a","title":"A","recorded":"2020-01-01"}"#, to: "family/stories/2020-01-01-a/story.json")

        let edit = try CommandRunner.run(["edit", "2020-01-01-a", "--title", "The Farm", "--tag", "farm", "--archive", archive])
        #expect(edit.status == 0 && edit.stdout.contains("Edited stories/2020-01-01-a: \"The Farm\", 2020-01-01, no transcript."), "\(edit.stderr)")
        let wrong = try CommandRunner.run(["edit", "2020-01-01-a", "--mood", "7", "--archive", archive])
        #expect(wrong.status == 1 && wrong.stderr.contains("the mood should be a whole number from 0 to 4"))
        #expect(try CommandRunner.run(["edit", "2020-01-01-a", "--archive", archive]).status == 2)   // nothing to change: usage
        let srt = try folder.write("1\n00:00:01,000 --> 00:00:03,000\nWe met at the dance.\n", to: "new.srt")
        let transcript = try CommandRunner.run(["edit", "2020-01-01-a", "--transcript", srt.path, "--archive", archive])
        #expect(transcript.status == 0 && transcript.stdout.contains(", transcript.vtt."), "\(transcript.stderr)")
        #expect(try String(contentsOfFile: archive + "/stories/2020-01-01-a/transcript.vtt", encoding: .utf8).contains("We met at the dance."))

        let hide = try CommandRunner.run(["edit", "2020-01-01-a", "--private", "--archive", archive])
        #expect(hide.stdout.contains(", private. Run `storychop build` to show it on the site (a private story leaves it)."))
        #expect(try CommandRunner.run(["list", "--archive", archive]).stdout.contains("[2020-01-01-a]  (private)"))
        _ = try CommandRunner.run(["edit", "2020-01-01-a", "--public", "--archive", archive])
        #expect(try !CommandRunner.run(["list", "--archive", archive]).stdout.contains("(private)"))
        let seal = try CommandRunner.run(["edit", "2020-01-01-a", "--sealed-until", "2999-03-01", "--archive", archive])
        #expect(seal.stdout.contains(", sealed until 2999-03-01."), "\(seal.stderr)")
        #expect(try CommandRunner.run(["list", "--archive", archive]).stdout.contains("[2020-01-01-a]  (sealed until 2999-03-01)"))
        let badDay = try CommandRunner.run(["edit", "2020-01-01-a", "--sealed-until", "2030-02-30", "--archive", archive])
        #expect(badDay.status == 1 && badDay.stderr.contains("the seal's day \"2030-02-30\" is not a day like 2030-03-01"))
        _ = try CommandRunner.run(["edit", "2020-01-01-a", "--unseal", "--archive", archive])
        #expect(try !CommandRunner.run(["list", "--archive", archive]).stdout.contains("(sealed"))

        let remove = try CommandRunner.run(["remove", "2020-01-01-a", "--archive", archive])
        #expect(remove.status == 0 && remove.stdout.contains("Moved stories/2020-01-01-a to trash/stories/2020-01-01-a."))
        #expect(try CommandRunner.run(["list", "--archive", archive]).stdout.hasPrefix("0 stories"))
        #expect(try CommandRunner.run(["restore", "2020-01-01-a", "--archive", archive]).status == 0)
        #expect(try CommandRunner.run(["list", "--archive", archive]).stdout.contains("The Farm  [2020-01-01-a]"))

        _ = try CommandRunner.run(["remove", "2020-01-01-a", "--archive", archive])
        let asked = try CommandRunner.run(["empty-trash", "--archive", archive], input: "no\n")
        #expect(asked.status == 0 && asked.stdout.contains("Nothing was deleted."))
        #expect(FileManager.default.fileExists(atPath: archive + "/trash/stories/2020-01-01-a/story.json"))
        let emptied = try CommandRunner.run(["empty-trash", "--yes", "--archive", archive])
        #expect(emptied.stdout.contains("Deleted 1 from the trash."))
        #expect(!FileManager.default.fileExists(atPath: archive + "/trash"))
    }
}
