import Foundation
import StoryArchive

/// `storychop`: the command line. Only argument parsing and printing live here; the work is
/// done by the library targets, which the tests call directly.
@main
enum Storychop {
    static let description = CommandDescription(
        name: "storychop",
        abstract: "Turn a family's recorded voice stories into an archive, a website and a ZIP that last.",
        discussion: """
        Exit status: 0 all good; 1 something was rejected or a check failed; 2 usage; 3 reading or writing failed.
        """,
        subcommands: commands.map(\.description))

    /// Each subcommand's description and how to run it with the values read for it.
    static let commands: [(description: CommandDescription, run: @Sendable (ParsedArguments) throws -> Void)] = [
        (InitCommand.description, { try InitCommand($0).run() }),
        (IngestCommand.description, { try IngestCommand($0).run() }),
        (ListCommand.description, { try ListCommand($0).run() }),
        (BuildCommand.description, { try BuildCommand($0).run() }),
        (CheckCommand.description, { try CheckCommand($0).run() }),
        (ExportCommand.description, { try ExportCommand($0).run() }),
        (VerifyCommand.description, { try VerifyCommand($0).run() }),
        (ProbeCommand.description, { try ProbeCommand($0).run() }),
    ]

    static func main() {
        // The command whose usage a usage error shows when the error does not name one.
        var running = description
        let status: ExitStatus
        do {
            switch try CommandLineParser.parse(Array(CommandLine.arguments.dropFirst()), for: description) {
            case .help(let command):
                print(HelpText.help(for: command), terminator: "")
            case .version:
                print(StorychopVersion.current)
            case .run(let parsed):
                running = parsed.command
                try commands.first { $0.description.name == parsed.command.name }?.run(parsed)
            }
            status = .ok
        } catch let error as UsageError {
            FileHandle.standardError.write(Data(error.text(for: error.command ?? running).utf8))
            status = .usage
        } catch let exit as Exit {
            status = exit.status
        } catch let error as any StorychopError {
            Console().error(error)
            status = error.exitStatus
        } catch {
            Console().error(UnexpectedError(error: error))
            status = .rejected
        }
        fflush(nil)
        Foundation.exit(status.rawValue)
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
    static let current = "0.1.0"
}
