import ArgumentParser
import Foundation
import StoryArchive

/// `storychop list [--archive DIR] [--json]`
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the archive's stories, oldest first.")

    @OptionGroup var archiveOptions: ArchiveOptions
    @Flag(help: "Print a JSON array of the stories' story.json objects (for scripts).")
    var json = false

    func run() throws {
        let console = Console()
        let archive = try archiveOptions.open(console: console)
        let catalog: StoryCatalog
        do {
            catalog = try archive.loadStories()
        } catch {
            console.error(error)
            throw Exit(error.exitStatus)
        }
        for problem in catalog.problems {
            console.warning(file: problem.file, "cannot be read: \(problem.message)")
        }
        if json {
            do {
                print(try OrderedJSONEncoder().encode(catalog.stories).prettyPrinted(), terminator: "")
            } catch {
                FileHandle.standardError.write(Data("error: cannot write the stories as JSON (\(error))\n".utf8))
                throw Exit(.io)
            }
        } else {
            for story in catalog.stories {
                let duration = story.duration.map(DurationText.clock) ?? "–"
                let who = story.narrator ?? "–"
                print("\(story.recorded.dayString)  \(duration.leftPadded(to: 6))  \(who.padded(to: 14))  \(story.title)  [\(story.id)]")
            }
            print("\(catalog.stories.count) \(catalog.stories.count == 1 ? "story" : "stories") in \(archive.root.path)")
        }
        if !catalog.problems.isEmpty { throw Exit(.rejected) }
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
