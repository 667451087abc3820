import ArgumentParser
import Foundation
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
        subcommands: [InitCommand.self, IngestCommand.self, ListCommand.self, BuildCommand.self, CheckCommand.self,
                      ExportCommand.self, VerifyCommand.self, ProbeCommand.self])

    /// Runs the command and maps ArgumentParser's usage exit code (64) onto ours (2).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.usage.rawValue)
            }
            exit(withError: error)
        }
    }
}

enum StorychopVersion {
    static let current = "0.1.0"
}
