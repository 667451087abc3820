import Foundation
import Testing
import TestSupport

/// `storychop list CODE`: a story code copied from the book finds its story, in any form a
/// person types it; one that names nothing says so and what to do.
@Suite struct ListCodeCommandTests {
    /// An archive of four stories: one whose code is GR-4JGZ, two whose codes share 52S5 (so
    /// they are GR-52S5P and GR-52S52), and a private one (ST-4MKQ).
    static func archive(in folder: TemporaryDirectory) throws -> String {
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        for (id, narrator) in [("2024-03-05-the-day-we-moved", "Grandma Rose"), ("2020-01-01-story-1023", "Grandpa Joe"),
                               ("2020-01-01-story-1366", "Grandpa Joe")] {
            let json = #"{"id":"\#(id)","title":"Story \#(id.suffix(4))","narrator":"\#(narrator)","recorded":"\#(id.prefix(10))"}"#
            try folder.write(json, to: "family/stories/\(id)/story.json")
        }
        try folder.write(#"{"schema":2,"id":"2020-01-01-a","title":"Kept","recorded":"2020-01-01","private":true}"#,
                         to: "family/stories/2020-01-01-a/story.json")
        return archive
    }

    @Test(arguments: ["GR-4JGZ", "gr4jgz", "4jgz", "NE-4JGZ", "gr 4jgz"])
    func aCodeListsItsStory(typed: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Self.archive(in: folder)
        let listed = try CommandRunner.run(["list", typed, "--archive", archive])
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = listed.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("GR-4JGZ  2024-03-05") == true)
        #expect(lines.first?.hasSuffix("Story oved  [2024-03-05-the-day-we-moved]") == true)
        #expect(lines.last == "1 story has the code GR-4JGZ in \(archive)")
    }

    @Test func theStartOfTwoLongerCodesListsBothWithTheirCodes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Self.archive(in: folder)
        let listed = try CommandRunner.run(["list", "GJ-52S5", "--archive", archive])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("GJ-52S5P  2020-01-01"))
        #expect(listed.stdout.contains("GJ-52S52  2020-01-01"))
        #expect(listed.stdout.contains("2 stories have the code GJ-52S5 in"))
        let one = try CommandRunner.run(["list", "GJ-52S52", "--archive", archive, "--json"])
        let stories = try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [[String: Any]]
        #expect(stories?.compactMap { $0["id"] as? String } == ["2020-01-01-story-1366"])
    }

    @Test func aPrivateStoryIsListedByItsCodeAsListShowsIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let listed = try CommandRunner.run(["list", "4MKQ", "--archive", try Self.archive(in: folder)])
        #expect(listed.status == 0)
        #expect(listed.stdout.hasPrefix("ST-4MKQ  2020-01-01"))
        #expect(listed.stdout.contains("[2020-01-01-a]  (private)"))
    }

    @Test func aCodeOfNoStorySaysSoAndWhatToDo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Self.archive(in: folder)
        let listed = try CommandRunner.run(["list", "GR-4JGY", "--archive", archive])
        #expect(listed.status == 1)
        #expect(listed.stdout.isEmpty)
        #expect(listed.stderr == "error: no story in \(archive) has the code GR-4JGY — check its characters against the book"
                + " (0 and O, 1 and I or L read the same) or run `storychop list` to see every story\n")
    }

    @Test(arguments: [["GR-4JG"], ["GR-4JGU"], ["4JGZ", "--days"]])
    func somethingThatIsNoCodeIsAUsageError(arguments: [String]) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let listed = try CommandRunner.run(["list"] + arguments + ["--archive", try Self.archive(in: folder)])
        #expect(listed.status == 2)
        #expect(listed.stderr.contains(arguments.count == 1 ? "is not a story code" : "leave out --days"), "\(listed.stderr)")
    }

    @Test func withoutACodeListIsAsBefore() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Self.archive(in: folder)
        let listed = try CommandRunner.run(["list", "--archive", archive])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("Kept  [2020-01-01-a]  (private)\n"))
        #expect(listed.stdout.hasSuffix("\n4 stories in \(archive)\n"))
    }
}
