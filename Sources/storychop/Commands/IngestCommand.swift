import ArgumentParser
import Foundation
import Ingest
import StoryArchive

/// `storychop ingest SOURCE... [--archive DIR] [metadata flags] [--dry-run] [--quiet]`
struct IngestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ingest",
        abstract: "Add recordings (files, folders, ZIPs, StoryChop bundles) to the archive.",
        discussion: """
        Metadata comes from, strongest first: these flags, a sidecar NAME.json / NAME.yml beside the \
        recording, tags inside the audio, a date in the file name, the file's modification time. \
        Transcripts beside a recording (NAME.vtt, .srt, .txt, .whisper.json) are added with it. \
        Recordings already in the archive are skipped; running the same ingest twice adds nothing.
        """)

    @Argument(help: ArgumentHelp("Audio files, folders (searched inside) or ZIP files.", valueName: "SOURCE"))
    var sources: [String]
    @OptionGroup var archiveOptions: ArchiveOptions
    @Option(help: "Title of the story (defaults to the prompt).")
    var title: String?
    @Option(help: "The question the narrator answered.")
    var prompt: String?
    @Option(help: "Prompt category, e.g. Childhood.")
    var category: String?
    @Option(help: "Who is speaking.")
    var narrator: String?
    @Option(help: ArgumentHelp("Language the story is told in (BCP 47: de, ar, zh-Hant, pt-BR); default: the archive's.", valueName: "CODE"))
    var language: String?
    @Option(help: ArgumentHelp("When the recording started: 2024-03-05 or 2024-03-05T14:30:00+01:00.", valueName: "DATE"))
    var date: String?
    @Option(help: ArgumentHelp("Mood 0-4: 0 Low, 1 Down, 2 Okay, 3 Happy, 4 Amazing.", valueName: "0-4"))
    var mood: Int?
    @Option(help: ArgumentHelp("Transcript for the (single) recording: .txt, .vtt, .srt or whisper .json.", valueName: "FILE"))
    var transcript: String?
    @Flag(help: "Show what would be added without changing the archive.")
    var dryRun = false
    @Flag(help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if let date, RecordedDate(parsing: date) == nil {
            throw ValidationError("--date \"\(date)\" is not a date; write it as 2024-03-05 or 2024-03-05T14:30:00+01:00.")
        }
        if let language, !LanguageTag.isWellFormed(language) {
            throw ValidationError("--language \"\(language)\" is not \(LanguageTag.expected).")
        }
        if let mood, Mood(rawValue: mood) == nil {
            throw ValidationError("--mood must be \(Mood.scaleDescription).")
        }
        for (flag, value) in [("--title", title), ("--prompt", prompt), ("--category", category), ("--narrator", narrator)] {
            if let value, value.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("\(flag) must not be empty.")
            }
        }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        let archive = try archiveOptions.open(console: console)
        let flags = MetadataFields(title: title, prompt: prompt, category: category, narrator: narrator,
                                   language: language, recorded: date.flatMap(RecordedDate.init(parsing:)),
                                   mood: mood.flatMap(Mood.init(rawValue:)))
        let options = IngestOptions(flags: flags, transcript: transcript, dryRun: dryRun, progress: { step in
            console.progress("[\(step.current)/\(step.total)] \(step.file)")
        })
        let report: IngestReport
        do {
            report = try StoryIngester(archive: archive).ingest(sources, options: options)
        } catch {
            console.error(error)
            throw Exit(error.exitStatus)
        }
        console.clearProgress()
        IngestSummary(report: report, archive: archive).print(to: console)
        if report.exitStatus != .ok { throw Exit(report.exitStatus) }
    }
}
