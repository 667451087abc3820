import ArgumentParser
import StoryArchive

/// `--archive DIR`, shared by every command that works on an archive.
struct ArchiveOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The archive folder (the one holding storychop.yml).", valueName: "DIR"))
    var archive: String = "."

    /// Opens the archive, printing the error and exiting when it cannot be used.
    func open(console: Console) throws -> Archive {
        do {
            let opened = try Archive.open(at: archive)
            for warning in opened.configWarnings {
                console.warning(file: opened.configFile.path, warning)
            }
            return opened
        } catch {
            console.error(error)
            throw Exit(error.exitStatus)
        }
    }

    /// Opens the archive and does `work` to it, printing the sentence it returns, or the
    /// error and exiting with its status.
    func change(console: Console, _ work: (Archive) throws(ArchiveError) -> String) throws {
        let archive = try open(console: console)
        do {
            console.say(try work(archive))
        } catch {
            console.error(error)
            throw Exit(error.exitStatus)
        }
    }
}
