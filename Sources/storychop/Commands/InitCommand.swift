import ArgumentParser
import StoryArchive

/// `storychop init [DIR] [--title TEXT]`
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new, empty archive (storychop.yml and stories/).")

    @Argument(help: ArgumentHelp("Folder for the archive; created if missing.", valueName: "DIR"))
    var directory: String = "."

    @Option(help: ArgumentHelp("The archive's title, shown on every page.", valueName: "TEXT"))
    var title: String = "Family Stories"

    @Option(help: ArgumentHelp("Language of the stories (BCP 47, e.g. en, de, ar).", valueName: "CODE"))
    var language: String = "en"

    @Flag(help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if title.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--title must not be empty.")
        }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        do {
            let archive = try Archive.create(at: directory, config: ArchiveConfig(title: title, language: language))
            console.say("Created the archive \"\(title)\" in \(archive.root.path)")
            console.say("Next: storychop ingest RECORDINGS --archive \(directory)")
        } catch {
            console.error(error)
            throw ExitCode(error.exitStatus.rawValue)
        }
    }
}

import Foundation
