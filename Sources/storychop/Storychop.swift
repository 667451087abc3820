import ArgumentParser
import StoryCore
import Foundation
import Site
import StoryArchive

/// `storychop`: the command line. Only argument parsing and printing live here; the work is
/// done by the library targets, which the tests call directly.
@main
struct Storychop: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storychop",
        abstract: "Turn a family's recorded voice stories into an archive, a website and a ZIP that last.",
        discussion: """
        Exit status: 0 all good; 1 something was rejected or a check failed; 2 usage; 3 reading or writing failed.
        """,
        version: StorychopVersion.current,
        subcommands: [
            InitCommand.self, IngestCommand.self, TranscribeCommand.self, ListCommand.self, BuildCommand.self,
            CheckCommand.self, ExportCommand.self, VerifyCommand.self, ProbeCommand.self,
            EditCommand.self, RemoveCommand.self, RestoreCommand.self, EmptyTrashCommand.self, RepairCommand.self, ServeCommand.self, PublishCommand.self, BookCommand.self,
        ])

    /// Replaces ArgumentParser's own `main()`, whose usage errors exit 64: StoryChop's exit
    /// statuses are 0, 1, 2 (usage) and 3, and its own errors print as `error: FILE: what — what to do`.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let status: ExitStatus
        do {
            var command = try parseAsRoot(arguments)
            status = run(&command)
        } catch {
            status = reportParsing(unknownSubcommand(in: arguments) ?? error)
        }
        fflush(nil)
        Foundation.exit(status.rawValue)
    }

    /// Runs the command the line asked for; what it throws decides the exit status.
    private static func run(_ command: inout any ParsableCommand) -> ExitStatus {
        do {
            try command.run()
            return .ok
        } catch let exit as Exit {
            return exit.status
        } catch let error as any StorychopError {
            Console().error(error)
            return error.exitStatus
        } catch where exitCode(for: error).isSuccess {
            // Help: `storychop` alone, `storychop help build` and `build --help` come back as commands that throw it.
            return reportParsing(error)
        } catch {
            Console().error(UnexpectedError(error: error))
            return .rejected
        }
    }

    /// ArgumentParser reports `storychop biuld --archive fam` as an unknown `--archive`, or
    /// `storychop biuld` as an unexpected argument; naming the mistyped command helps more.
    private static func unknownSubcommand(in arguments: [String]) -> ValidationError? {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        guard !names.contains(first) else { return nil }
        return ValidationError("Unknown subcommand '\(first)' (the subcommands are \(names.joined(separator: ", ")))")
    }

    /// Help and the version on standard output (exit 0); a usage error on standard error with
    /// the command's usage, exit 2.
    private static func reportParsing(_ error: any Error) -> ExitStatus {
        let code = exitCode(for: error)
        let text = fullMessage(for: error)
        if code.isSuccess {
            if !text.isEmpty { print(text) }
            return .ok
        }
        if !text.isEmpty { FileHandle.standardError.write(Data((text + "\n").utf8)) }
        return code == .validationFailure ? .usage : ExitStatus(rawValue: code.rawValue) ?? .rejected
    }
}

/// An error no command expected, still printed in the CLI's one error shape.
private struct UnexpectedError: StorychopError {
    var error: any Error
    var file: String? { nil }
    var message: String { String(describing: error) }
    var hint: String { "" }
    var exitStatus: ExitStatus { .rejected }
}

enum StorychopVersion {
    static let current = SiteBuilder.version
}
