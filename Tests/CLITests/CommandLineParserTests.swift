@testable import storychop
import StoryArchive
import Testing

/// The command line read against the commands' descriptions, without running anything.
@Suite struct CommandLineParserTests {
    /// The values `storychop arguments…` gives its command; fails the test on help, version or an error.
    func parsed(_ arguments: [String]) throws -> ParsedArguments {
        let request = try CommandLineParser.parse(arguments, for: Storychop.description)
        guard case .run(let parsed) = request else {
            Issue.record("\(arguments) asks for \(request), not a run")
            throw UsageError("not a run")
        }
        return parsed
    }

    /// The usage error `storychop arguments…` gives.
    func usageError(_ arguments: [String]) -> UsageError? {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments, for: Storychop.description) }
    }

    @Test func aValueFollowsItsOptionOrAnEqualsSign() throws {
        #expect(try parsed(["list", "--archive", "family"]).value("archive") == "family")
        #expect(try parsed(["list", "--archive=family"]).value("archive") == "family")
        #expect(try parsed(["list", "--archive=a=b"]).value("archive") == "a=b")
        #expect(try parsed(["list"]).value("archive") == ".", "the declared default")
        #expect(try parsed(["export", "-o", "x.zip"]).valueIfGiven("output") == "x.zip")
        #expect(try parsed(["export", "-o=x.zip"]).valueIfGiven("output") == "x.zip")
        #expect(try parsed(["export"]).valueIfGiven("output") == nil)
    }

    @Test func aRepeatedOptionKeepsItsLastValue() throws {
        let ingest = try parsed(["ingest", "a.m4a", "--title", "First", "--title", "Second", "--quiet", "--quiet"])
        #expect(ingest.valueIfGiven("title") == "Second")
        #expect(ingest.flag("quiet"))
        #expect(!ingest.flag("dry-run"))
    }

    @Test func doubleDashEndsTheOptions() throws {
        let ingest = try parsed(["ingest", "a.m4a", "--", "--title", "-", "--quiet"])
        #expect(ingest.arguments("SOURCE") == ["a.m4a", "--title", "-", "--quiet"])
        #expect(ingest.valueIfGiven("title") == nil)
        #expect(!ingest.flag("quiet"))
    }

    @Test func positionalsFillTheArgumentsInOrder() throws {
        #expect(try parsed(["init"]).argument("DIR") == ".")
        #expect(try parsed(["init", "family"]).argument("DIR") == "family")
        #expect(try parsed(["check"]).argumentIfGiven("SITE_DIR") == nil)
        #expect(try parsed(["probe", "a.m4a", "--json", "b.mp3"]).arguments("FILE") == ["a.m4a", "b.mp3"])
        #expect(try parsed(["verify", "-"]).argument("PATH") == "-", "a lone dash is a value")
    }

    @Test(arguments: [
        (["list", "--archive"], "Missing value for '--archive <DIR>'"),
        (["list", "--archive", "--json"], "Missing value for '--archive <DIR>'"),
        (["init", "--title="], "Missing value for '--title <TEXT>'"),
        (["export", "-o"], "Missing value for '-o <FILE.zip>'"),
        (["list", "--no-such"], "Unknown option '--no-such'"),
        (["list", "--no-such=3"], "Unknown option '--no-such'"),
        (["list", "-j"], "Unknown option '-j'"),
        (["list", "--json=1"], "The option '--json' does not take any value, but '1' was specified."),
        (["ingest"], "Missing expected argument '<SOURCE> ...'"),
        (["verify", "a", "b"], "Unexpected argument 'b'"),
        (["list", "-"], "Unexpected argument '-'"),
        (["--no-such"], "Unknown option '--no-such'"),
        (["help", "build", "extra"], "Unexpected argument 'extra'"),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) {
        #expect(usageError(arguments)?.message == message)
    }

    @Test func anUnknownSubcommandListsTheKnownOnes() throws {
        let error = try #require(usageError(["nosuch"]))
        #expect(error.message == "Unknown subcommand 'nosuch' (the subcommands are init, ingest, list, build, check, export, verify, probe)")
        #expect(error.command?.name == "storychop")
        #expect(usageError(["help", "nosuch"])?.message.hasPrefix("Unknown subcommand 'nosuch'") == true)
    }

    @Test func anErrorAboutOneOptionCarriesItsHelp() throws {
        let error = try #require(usageError(["list", "--archive"]))
        #expect(error.about?.label == "--archive <DIR>")
        #expect(error.about?.help == "The archive folder (the one holding storychop.yml).")
        #expect(error.command?.name == "list")
    }

    @Test func helpAndVersionWinWhereverTheyAre() throws {
        func request(_ arguments: [String]) throws -> String {
            switch try CommandLineParser.parse(arguments, for: Storychop.description) {
            case .help(let command): "help \(command.name)"
            case .version: "version"
            case .run(let parsed): "run \(parsed.command.name)"
            }
        }
        #expect(try request([]) == "help storychop")
        #expect(try request(["help"]) == "help storychop")
        #expect(try request(["-h"]) == "help storychop")
        #expect(try request(["help", "build"]) == "help build")
        #expect(try request(["build", "--help"]) == "help build")
        #expect(try request(["build", "--no-such", "-h"]) == "help build")
        #expect(try request(["--version"]) == "version")
        #expect(try request(["list", "--version"]) == "version")
        #expect(try request(["probe", "--", "--help"]) == "run probe", "after --, a file named --help")
    }

    @Test func numbersAreReadWhenTheCommandAsks() throws {
        #expect(try parsed(["ingest", "a.m4a", "--mood", "3"]).int("mood") == 3)
        #expect(try parsed(["ingest", "a.m4a"]).int("mood") == nil)
        let error = #expect(throws: UsageError.self) { try parsed(["ingest", "a.m4a", "--mood", "x"]).int("mood") }
        #expect(error?.message == "The value 'x' is invalid for '--mood <0-4>'")
        #expect(error?.about?.help == "Mood 0-4: 0 Low, 1 Down, 2 Okay, 3 Happy, 4 Amazing.")
    }

    /// Each command reads every value it declares (a name it does not declare would trip an assertion).
    @Test func everyCommandReadsItsValues() throws {
        let initCommand = try InitCommand(parsed(["init", "family", "--title", "The Millers", "--language", "de", "--templates"]))
        #expect((initCommand.directory, initCommand.title, initCommand.language, initCommand.templates) == ("family", "The Millers", "de", true))
        let defaults = try InitCommand(parsed(["init"]))
        #expect((defaults.directory, defaults.title, defaults.language, defaults.quiet) == (".", "Family Stories", "en", false))

        let ingest = try IngestCommand(parsed(["ingest", "a.m4a", "b", "--archive", "fam", "--prompt", "Why?", "--category", "Work",
                                               "--narrator", "Ann", "--date", "2024-03-05", "--mood", "4", "--transcript", "t.vtt", "--dry-run"]))
        #expect(ingest.sources == ["a.m4a", "b"])
        #expect(ingest.archiveOptions.archive == "fam")
        #expect((ingest.prompt, ingest.category, ingest.narrator, ingest.date) == ("Why?", "Work", "Ann", "2024-03-05"))
        #expect((ingest.mood, ingest.transcript, ingest.dryRun, ingest.quiet) == (4, "t.vtt", true, false))

        let build = try BuildCommand(parsed(["build", "--output", "out", "--theme", "calm", "--base-url", "https://example.org/",
                                             "--no-transcode", "--no-check", "--verbose", "--quiet"]))
        #expect((build.output, build.theme, build.baseURL) == ("out", "calm", "https://example.org/"))
        #expect(build.noTranscode && build.noCheck && build.verbose && build.quiet)

        let check = try CheckCommand(parsed(["check", "site", "--quiet"]))
        #expect((check.siteDirectory, check.quiet) == ("site", true))
        let export = try ExportCommand(parsed(["export", "--output", "x.zip"]))
        #expect((export.output, export.quiet) == ("x.zip", false))
        #expect(try ListCommand(parsed(["list", "--json"])).json)
        let verify = try VerifyCommand(parsed(["verify", "x.zip", "--quiet"]))
        #expect((verify.path, verify.quiet) == ("x.zip", true))
        #expect(try ProbeCommand(parsed(["probe", "a.m4a", "--json"])).files == ["a.m4a"])
    }

    @Test(arguments: [
        (["ingest", "a.m4a", "--mood", "7"], "--mood must be \(Mood.scaleDescription)."),
        (["ingest", "a.m4a", "--date", "yesterday"],
         "--date \"yesterday\" is not a date; write it as 2024-03-05 or 2024-03-05T14:30:00+01:00."),
        (["ingest", "a.m4a", "--narrator", " "], "--narrator must not be empty."),
        (["init", "--title", " "], "--title must not be empty."),
        (["build", "--base-url", "ftp://example.org"], "--base-url must start with https:// (where the site will be published)."),
    ])
    func commandsCheckTheirValues(arguments: [String], message: String) throws {
        let parsed = try parsed(arguments)
        let error = #expect(throws: UsageError.self) {
            switch parsed.command.name {
            case "ingest": _ = try IngestCommand(parsed)
            case "init": _ = try InitCommand(parsed)
            default: _ = try BuildCommand(parsed)
            }
        }
        #expect(error?.message == message)
    }
}
