import ArgumentParser
import StoryCore
import Foundation
import StoryArchive

/// `storychop list [CODE] [--days] [--archive DIR] [--json]`
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the archive's stories, or with --days its day entries, oldest first.",
        discussion: "With a story code as the book and the story pages print it (GR-4F7K), list only the stories it names.")

    @Argument(help: ArgumentHelp("A story code (GR-4F7K, gr4f7k or 4F7K): only the stories it names.", valueName: "CODE"))
    var code: String?
    @OptionGroup var archiveOptions: ArchiveOptions
    @Flag(help: "List the day entries (check-ins, voice notes, evening moods) instead of the stories.")
    var days = false
    @Flag(help: "Print a JSON array of the story.json (or entry.json) objects (for scripts).")
    var json = false

    func validate() throws {
        guard let code else { return }
        if days { throw ValidationError("A story code names a story, not a day entry: leave out --days.") }
        if !StoryCode.isWellFormed(code) {
            throw ValidationError("\"\(code)\" is not a story code: a code is two letters, a dash and four or more of 0-9 and A-Z"
                                  + " (without I, L, O, U), as the book prints it under each QR code, e.g. GR-4F7K.")
        }
    }

    func run() throws {
        let console = Console()
        let archive = try archiveOptions.open(console: console)
        // Held while reading, for a list no run changes halfway; a run holding it is said.
        var lock: ArchiveLock?
        do {
            lock = try ArchiveLock(archive: archive)
        } catch where error.reason == .locked {
            console.warning(file: archive.root.path, "another StoryChop command is changing this archive right now: what it has not finished is not listed yet")
        } catch {}   // an archive that cannot be locked (read-only) is still listed
        defer { lock?.release() }
        let stories: StoryCatalog
        let entries: DayCatalog
        do {
            stories = try archive.loadStories()
            entries = try archive.loadDays()
        } catch {
            console.error(error)
            throw Exit(error.exitStatus)
        }
        let problems = days ? entries.problems : stories.problems
        for problem in problems {
            console.warning(file: problem.file, "cannot be read: \(problem.message)")
        }
        if let code {
            return try listStories(named: code, in: stories, archive: archive, problems: !problems.isEmpty, console: console)
        }
        if json {
            try printJSON(days ? try OrderedJSONEncoder().encode(entries.entries) : try OrderedJSONEncoder().encode(stories.stories))
        } else if days {
            for entry in entries.entries {
                let duration = entry.duration.map(DurationText.clock) ?? "–"
                let mood = entry.mood.map { $0.word } ?? "–"
                print(Console.printable("\(entry.day.dayString)  \(duration.leftPadded(to: 6))  \(entry.person.padded(to: 14))  \(entry.kind.rawValue.padded(to: 16))  \(mood.padded(to: 9))  [\(entry.id)]"))
            }
            print(Console.printable("\(entries.entries.count) day \(entries.entries.count == 1 ? "entry" : "entries") in \(archive.root.path)"))
        } else {
            let today = RecordedDate(Date(), in: .current)
            for story in stories.stories { print(Console.printable(Self.line(story, today: today))) }
            let more = entries.entries.isEmpty ? "" : " (and \(entries.entries.count) day entries: storychop list --days)"
            print(Console.printable("\(stories.stories.count) \(stories.stories.count == 1 ? "story" : "stories") in \(archive.root.path)\(more)"))
        }
        if !problems.isEmpty { throw Exit(.rejected) }
    }

    /// `2024-03-05    3:07  Grandma Rose    How we met  [2024-03-05-how-we-met]  (private)`
    private static func line(_ story: Story, today: RecordedDate) -> String {
        let duration = story.duration.map(DurationText.clock) ?? "–"
        let who = story.narrator ?? "–"
        return "\(story.recorded.dayString)  \(duration.leftPadded(to: 6))  \(who.padded(to: 14))  \(story.title)  [\(story.id)]"
            + (story.isPrivate ? "  (private)" : "")
            + (story.isSealed(on: today) ? "  (sealed until \(story.sealedUntil?.dayString ?? ""))" : "")
    }

    /// The stories `code` names, each after its code as the site and the book show it (worked out
    /// over the stories the site shows: every one but the private ones); none is an error
    /// naming the code, as a code copied from paper may hold a wrong character.
    private func listStories(named code: String, in stories: StoryCatalog, archive: Archive, problems: Bool, console: Console) throws {
        let found = stories.stories.filter { StoryCode.matches(code, storyID: $0.id) }
        guard !found.isEmpty else {
            let hint = "check its characters against the book (0 and O, 1 and I or L read the same) or run `storychop list` to see every story"
            console.error("no story in \(archive.root.path) has the code \(code)", hint: problems ? hint + " (and mend the story.json files warned about)" : hint)
            throw Exit(.rejected)
        }
        if json {
            try printJSON(try OrderedJSONEncoder().encode(found))
        } else {
            let codes = StoryCode.codes(for: stories.stories.filter { !$0.isPrivate })
            let today = RecordedDate(Date(), in: .current)
            for story in found {
                print(Console.printable((codes[story.id] ?? StoryCode.code(for: story)) + "  " + Self.line(story, today: today)))
            }
            // The code as printed, not as typed (gr4naq is GR-4NAQ).
            let shown = found.count == 1 ? codes[found[0].id] ?? code : code
            print(Console.printable("\(found.count) \(found.count == 1 ? "story has" : "stories have") the code \(shown) in \(archive.root.path)"))
        }
        if problems { throw Exit(.rejected) }
    }

    private func printJSON(_ value: @autoclosure () throws -> JSONValue) throws {
        do {
            print(try value().prettyPrinted(), terminator: "")
        } catch {
            FileHandle.standardError.write(Data("error: cannot write the list as JSON (\(error))\n".utf8))
            throw Exit(.io)
        }
    }
}

/// "3:07" for 187 seconds; "1:02:03" past an hour.
enum DurationText {
    static func clock(_ seconds: Double) -> String {
        ClockText.of(seconds: seconds, rounded: .toNearestOrAwayFromZero)
    }
}

extension String {
    func padded(to width: Int) -> String {
        // Never cut: "Great-Aunt Sam" would read as another person's name.
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
