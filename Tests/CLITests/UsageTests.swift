import Testing
import TestSupport

/// What the built binary says about its own command line: help, the version, and usage errors
/// (exit status 2, never ArgumentParser's 64, so scripts can tell them from a failed check).
@Suite struct UsageTests {
    @Test(arguments: [
        (["list", "--no-such"], "Error: Unknown option '--no-such'"),
        (["export", "-j"], "Error: Unknown option '-j'"),
        (["verify"], "Error: Missing expected argument '<PATH>'"),
        (["probe"], "Error: Missing expected argument '<FILE> ...'"),
        (["list", "--archive"], "Error: Missing value for '--archive <DIR>'"),
        (["ingest", "a.m4a", "--title", "--quiet"], "Error: Missing value for '--title <title>'"),
        (["ingest", "a.m4a", "--mood", "x"], "Error: The value 'x' is invalid for '--mood <0-4>'"),
        (["list", "--json=1"], "Error: The option '--json' does not take any value, but '1' was specified."),
        (["check", "a", "b"], "Error: Unexpected argument 'b'"),
        (["build", "--base-url", "ftp://example.org"], "Error: --base-url must be a web address starting with https:// (where the site will be published), such as https://stories.example.org/."),
        (["init", "--title", " "], "Error: --title must not be empty."),
        (["ingest", "a.m4a", "--narrator", " "], "Error: --narrator must not be empty."),
    ])
    func aUsageErrorExitsWithTwoAndNamesTheProblem(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
        #expect(result.stderr.contains("\nUsage: storychop \(arguments[0]) "))
        #expect(result.stderr.contains("  See 'storychop \(arguments[0]) --help' for more information.\n"))
    }

    @Test func anErrorAboutOneOptionRepeatsItsHelp() throws {
        let result = try CommandRunner.run(["export", "-o"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("""
        Error: Missing value for '-o <FILE.zip>'
        Help:  -o <FILE.zip>  Where to write the ZIP (default: the archive's title, in the current folder).
        Usage: storychop export [--archive <DIR>] [--output <FILE.zip>] [--with-book] [--ohms <DIR>] [--no-transcode] [--quiet]
        """))
    }

    @Test(arguments: [["nosuch"], ["biuld", "--archive", "."]])
    func anUnknownSubcommandExitsWithTwoAndListsTheKnownOnes(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
        Error: Unknown subcommand '\(arguments[0])' (the subcommands are init, ingest, transcribe, list, build, check, export, verify, probe, edit, remove, restore, empty-trash, repair, serve, publish, book)
        Usage: storychop <subcommand>
          See 'storychop --help' for more information.

        """)
    }

    @Test func anUnknownOptionOfTheProgramExitsWithTwo() throws {
        let result = try CommandRunner.run(["--no-such"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: Unknown option '--no-such'\nUsage: storychop <subcommand>\n"))
    }

    /// Each command's help names its arguments and options, with their value names and defaults.
    @Test(arguments: [
        ("init", ["<DIR>", "--title <TEXT>", "Family Stories)", "--language <CODE>", "--templates", "--quiet"]),
        ("ingest", ["<SOURCE>", "--archive <DIR>", "--title <title>", "--prompt <prompt>", "--category <category>",
                    "--narrator <narrator>", "--date <DATE>", "--mood <0-4>", "--transcript <FILE>", "--dry-run", "--quiet"]),
        ("list", ["--archive <DIR>", "(default: .)", "--json"]),
        ("build", ["--archive <DIR>", "--output <DIR>", "--theme <NAME>", "--base-url <URL>", "--no-transcode",
                   "--no-check", "--verbose", "--quiet"]),
        ("check", ["<SITE_DIR>", "--archive <DIR>", "--quiet"]),
        ("export", ["--archive <DIR>", "-o, --output <FILE.zip>", "--quiet"]),
        ("verify", ["<PATH>", "--quiet"]),
        ("probe", ["<FILE>", "--json"]),
    ])
    func helpForACommandListsItsOptions(command: String, labels: [String]) throws {
        for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            #expect(result.stdout.hasPrefix("OVERVIEW: "))
            #expect(result.stdout.contains("USAGE: storychop \(command)"))
            for label in labels + ["--version", "-h, --help"] {
                #expect(result.stdout.contains(label), "\(arguments): \(label)")
            }
        }
    }

    @Test func theProgramsHelpListsEveryCommandAndTheExitStatuses() throws {
        let result = try CommandRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Exit status: 0 all good;"))
        for command in ["init", "ingest", "list", "build", "check", "export", "verify", "probe"] {
            #expect(result.stdout.contains("\n  \(command) "), "\(command)")
        }
        #expect(result.stdout.contains("See 'storychop help <subcommand>' for detailed help."))
    }

    @Test func helpWinsOverAMistakeOnTheSameLine() throws {
        let result = try CommandRunner.run(["build", "--no-such", "-h"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: storychop build"))
    }

    @Test(arguments: [["--version"], ["list", "--version"]])
    func theVersionIsPrinted(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
        #expect(result.stderr.isEmpty)
    }
}
