@testable import storychop
import StoryArchive
import Testing

/// The values each command reads from a command line, parsed without running anything.
@Suite struct CommandArgumentsTests {
    /// The command `storychop arguments…` runs, as `Command`; fails the test otherwise.
    func parsed<Command>(_ arguments: [String], as _: Command.Type = Command.self) throws -> Command {
        let command = try Storychop.parseAsRoot(arguments)
        return try #require(command as? Command, "\(arguments) runs \(type(of: command))")
    }

    @Test func aValueFollowsItsOptionOrAnEqualsSign() throws {
        #expect(try parsed(["list", "--archive", "family"], as: ListCommand.self).archiveOptions.archive == "family")
        #expect(try parsed(["list", "--archive=family"], as: ListCommand.self).archiveOptions.archive == "family")
        #expect(try parsed(["list", "--archive=a=b"], as: ListCommand.self).archiveOptions.archive == "a=b")
        #expect(try parsed(["list"], as: ListCommand.self).archiveOptions.archive == ".", "the default")
        #expect(try parsed(["export", "-o", "x.zip"], as: ExportCommand.self).output == "x.zip")
        #expect(try parsed(["export"], as: ExportCommand.self).output == nil)
    }

    @Test func aRepeatedOptionKeepsItsLastValue() throws {
        let ingest = try parsed(["ingest", "a.m4a", "--title", "First", "--title", "Second", "--quiet"], as: IngestCommand.self)
        #expect(ingest.title == "Second")
        #expect(ingest.quiet && !ingest.dryRun)
    }

    @Test func doubleDashEndsTheOptions() throws {
        let ingest = try parsed(["ingest", "a.m4a", "--", "--title", "-", "--quiet"], as: IngestCommand.self)
        #expect(ingest.sources == ["a.m4a", "--title", "-", "--quiet"])
        #expect(ingest.title == nil && !ingest.quiet)
        #expect(try parsed(["probe", "--", "--help"], as: ProbeCommand.self).files == ["--help"], "a file named --help")
    }

    @Test func positionalsFillTheArgumentsInOrder() throws {
        #expect(try parsed(["init"], as: InitCommand.self).directory == ".")
        #expect(try parsed(["init", "family"], as: InitCommand.self).directory == "family")
        #expect(try parsed(["check"], as: CheckCommand.self).siteDirectory == nil)
        #expect(try parsed(["probe", "a.m4a", "--json", "b.mp3"], as: ProbeCommand.self).files == ["a.m4a", "b.mp3"])
        #expect(try parsed(["verify", "-"], as: VerifyCommand.self).path == "-", "a lone dash is a value")
    }

    /// Each command reads every option it declares, under the names users type.
    @Test func everyCommandReadsItsValues() throws {
        let initCommand = try parsed(["init", "family", "--title", "The Millers", "--language", "de", "--templates"], as: InitCommand.self)
        #expect((initCommand.directory, initCommand.title, initCommand.language, initCommand.templates) == ("family", "The Millers", "de", true))
        let defaults = try parsed(["init"], as: InitCommand.self)
        #expect((defaults.directory, defaults.title, defaults.language, defaults.quiet) == (".", "Family Stories", "en", false))

        let ingest = try parsed(["ingest", "a.m4a", "b", "--archive", "fam", "--prompt", "Why?", "--category", "Work", "--narrator", "Ann",
                                 "--date", "2024-03-05", "--mood", "4", "--transcript", "t.vtt", "--dry-run"], as: IngestCommand.self)
        #expect(ingest.sources == ["a.m4a", "b"])
        #expect(ingest.archiveOptions.archive == "fam")
        #expect((ingest.prompt, ingest.category, ingest.narrator, ingest.date) == ("Why?", "Work", "Ann", "2024-03-05"))
        #expect((ingest.mood, ingest.transcript, ingest.dryRun, ingest.quiet) == (4, "t.vtt", true, false))

        let build = try parsed(["build", "--output", "out", "--theme", "calm", "--base-url", "https://example.org/",
                                "--no-transcode", "--no-check", "--verbose", "--quiet"], as: BuildCommand.self)
        #expect((build.output, build.theme, build.baseURL) == ("out", "calm", "https://example.org/"))
        #expect(build.noTranscode && build.noCheck && build.verbose && build.quiet)
        #expect(try parsed(["build", "--base-url", "http://192.168.1.5/"], as: BuildCommand.self).baseURL == "http://192.168.1.5/")

        let check = try parsed(["check", "site", "--quiet"], as: CheckCommand.self)
        #expect((check.siteDirectory, check.quiet) == ("site", true))
        let export = try parsed(["export", "--output", "x.zip"], as: ExportCommand.self)
        #expect((export.output, export.quiet) == ("x.zip", false))
        #expect(try parsed(["list", "--json"], as: ListCommand.self).json)
        let verify = try parsed(["verify", "x.zip", "--quiet"], as: VerifyCommand.self)
        #expect((verify.path, verify.quiet) == ("x.zip", true))
    }

    @Test(arguments: [
        (["ingest", "a.m4a", "--mood", "7"], "--mood must be \(Mood.scaleDescription)."),
        (["ingest", "a.m4a", "--date", "yesterday"],
         "--date \"yesterday\" is not a date; write it as 2024-03-05 or 2024-03-05T14:30:00+01:00."),
        (["ingest", "a.m4a", "--narrator", " "], "--narrator must not be empty."),
        (["ingest", "a.m4a", "--title", String(repeating: "a", count: 1_001)],
         "--title: \"title\" is 1001 characters long; it may have at most 1000."),
        (["init", "--title", " "], "--title must not be empty."),
        (["build", "--base-url", "ftp://example.org"], "--base-url must be a web address starting with https:// (where the site will be published), such as https://stories.example.org/."),
    ])
    func commandsCheckTheirValues(arguments: [String], message: String) {
        let error = #expect(throws: (any Error).self) { try Storychop.parseAsRoot(arguments) }
        #expect(error.map { Storychop.fullMessage(for: $0) }?.hasPrefix("Error: \(message)\n") == true)
        #expect(error.map { Storychop.exitCode(for: $0) } == .validationFailure, "main() turns it into exit status 2")
    }
}
