import ArgumentParser
import Foundation
import StoryArchive
import Transcribe

/// `storychop transcribe [ID…] [--language CODE] [--force] [--dry-run]`: transcripts for the
/// recordings that have none, made on this machine by a separate engine program.
struct TranscribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transcribe",
        abstract: "Transcribe the recordings that have no transcript, on this machine, offline.",
        discussion: """
        Each recording is given to a transcription engine, a separate program on this machine \
        (nothing is sent anywhere): the one scripts/install-deps.sh --transcription installs \
        (Whisper tiny.en, English only), or the one transcriber: in storychop.yml names. Its \
        transcript is saved as transcript.vtt and marked as made by machine, and the story's page \
        says it may contain mistakes until a person replaces or corrects it. A transcript a \
        person gave is never replaced unless --force says so. A story told in a language the \
        engine does not transcribe is skipped, and named.
        """)

    @OptionGroup var archiveOptions: ArchiveOptions
    @Argument(help: ArgumentHelp("Only these stories or day entries (their ids, as `storychop list` shows them); default: all without a transcript.", valueName: "ID"))
    var ids: [String] = []
    @Option(help: ArgumentHelp("Transcribe as this language (BCP 47), whatever the stories say.", valueName: "CODE"))
    var language: String?
    @Flag(help: "Transcribe again those that have a transcript, and replace it, even one a person gave.")
    var force = false
    @Option(help: ArgumentHelp("The longest one recording may take, in seconds (default: 120 plus 3 times its length).", valueName: "SECONDS"))
    var timeout: Double?
    @Flag(help: "Show what would be transcribed without running the engine.")
    var dryRun = false
    @Flag(help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if let language, !LanguageTag.isWellFormed(language) {
            throw ValidationError("--language \"\(language)\" is not \(LanguageTag.expected).")
        }
        if let timeout, !(timeout > 0) {
            throw ValidationError("--timeout must be a number of seconds above 0.")
        }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        let archive = try archiveOptions.open(console: console)
        let request = TranscriptionPlan.Request(ids: ids, force: force, language: language)
        let status = TranscriptionRun(archive: archive, console: console, timeout: timeout).run(request, dryRun: dryRun)
        if status != .ok { throw Exit(status) }
    }
}
