import ArgumentParser
import StoryCore
import Foundation
import Site
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
    @Flag(help: "Also write the built-in templates and themes into the archive's templates/ and themes/ for editing (files already there are kept).")
    var templates = false
    @Flag(help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if title.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--title must not be empty.")
        }
        if !LanguageTag.isWellFormed(language) {
            throw ValidationError("--language \"\(language)\" is not \(LanguageTag.expected).")
        }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        do {
            let archive: Archive
            if templates, let existing = try? Archive.open(at: directory) {
                archive = existing   // adding templates to an archive that is already there
            } else {
                archive = try Archive.create(at: directory, config: ArchiveConfig(title: title, language: language))
                console.say("Created the archive \"\(title)\" in \(archive.root.path)")
            }
            if templates {
                let result = try BuiltInResources.write(into: archive)
                console.say("Wrote \(result.written.count) template and theme files into \(archive.root.path) (templates/, themes/); kept \(result.kept.count) already there.")
                console.say("Edit them and run storychop build; delete a file to go back to the built-in one.")
            } else {
                console.say("Next: storychop ingest RECORDINGS --archive \(directory)")
            }
        } catch let error as any StorychopError {
            console.error(error)
            throw Exit(error.exitStatus)
        }
    }
}
