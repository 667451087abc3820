import Site
import StoryArchive

/// `storychop init [DIR] [--title TEXT]`
struct InitCommand {
    static let description = CommandDescription(
        name: "init", program: "storychop",
        abstract: "Create a new, empty archive (storychop.yml and stories/).",
        arguments: [
            ArgumentDescription(valueName: "DIR", help: "Folder for the archive; created if missing.", isOptional: true, defaultValue: "."),
        ],
        options: [
            .value("title", named: "TEXT", help: "The archive's title, shown on every page.", default: "Family Stories"),
            .value("language", named: "CODE", help: "Language of the stories (BCP 47, e.g. en, de, ar).", default: "en"),
            .flag("templates", help: "Also write the built-in templates and themes into the archive's templates/ and themes/ for editing (files already there are kept)."),
            .flag("quiet", help: "Print only errors."),
        ])

    var directory: String
    var title: String
    var language: String
    var templates: Bool
    var quiet: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        directory = parsed.argument("DIR")
        title = parsed.value("title")
        language = parsed.value("language")
        templates = parsed.flag("templates")
        quiet = parsed.flag("quiet")
        try validate()
    }

    func validate() throws(UsageError) {
        if title.trimmingCharacters(in: .whitespaces).isEmpty {
            throw UsageError("--title must not be empty.")
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

import Foundation
