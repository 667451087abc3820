import ArgumentParser
import StoryCore
import Foundation
import StoryArchive

/// `storychop list [--days] [--archive DIR] [--json]`
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the archive's stories, or with --days its day entries, oldest first.")

    @OptionGroup var archiveOptions: ArchiveOptions
    @Flag(help: "List the day entries (check-ins, voice notes, evening moods) instead of the stories.")
    var days = false
    @Flag(help: "Print a JSON array of the story.json (or entry.json) objects (for scripts).")
    var json = false

    func run() throws {
        let console = Console()
        let archive = try archiveOptions.open(console: console)
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
            for story in stories.stories {
                let duration = story.duration.map(DurationText.clock) ?? "–"
                let who = story.narrator ?? "–"
                print(Console.printable("\(story.recorded.dayString)  \(duration.leftPadded(to: 6))  \(who.padded(to: 14))  \(story.title)  [\(story.id)]"
                      + (story.isPrivate ? "  (private)" : "")
                      + (story.isSealed(on: today) ? "  (sealed until \(story.sealedUntil?.dayString ?? ""))" : "")))
            }
            let more = entries.entries.isEmpty ? "" : " (and \(entries.entries.count) day entries: storychop list --days)"
            print(Console.printable("\(stories.stories.count) \(stories.stories.count == 1 ? "story" : "stories") in \(archive.root.path)\(more)"))
        }
        if !problems.isEmpty { throw Exit(.rejected) }
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
        let total = Int(seconds.rounded())
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, secs) : String(format: "%d:%02d", minutes, secs)
    }
}

extension String {
    func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }

    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
