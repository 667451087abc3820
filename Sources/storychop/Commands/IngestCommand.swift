import Foundation
import Ingest
import StoryArchive

/// `storychop ingest SOURCE... [--archive DIR] [metadata flags] [--dry-run] [--quiet]`
struct IngestCommand {
    static let description = CommandDescription(
        name: "ingest", program: "storychop",
        abstract: "Add recordings (files, folders, ZIPs, StoryChop bundles) to the archive.",
        discussion: """
        Metadata comes from, strongest first: these flags, a sidecar NAME.json / NAME.yml beside the \
        recording, tags inside the audio, a date in the file name, the file's modification time. \
        Transcripts beside a recording (NAME.vtt, .srt, .txt, .whisper.json) are added with it. \
        Recordings already in the archive are skipped; running the same ingest twice adds nothing.
        """,
        arguments: [
            ArgumentDescription(valueName: "SOURCE", help: "Audio files, folders (searched inside) or ZIP files.", isRepeating: true),
        ],
        options: [
            ArchiveOptions.option,
            .value("title", help: "Title of the story (defaults to the prompt)."),
            .value("prompt", help: "The question the narrator answered."),
            .value("category", help: "Prompt category, e.g. Childhood."),
            .value("narrator", help: "Who is speaking."),
            .value("date", named: "DATE", help: "When the recording started: 2024-03-05 or 2024-03-05T14:30:00+01:00."),
            .value("mood", named: "0-4", help: "Mood 0-4: 0 Low, 1 Down, 2 Okay, 3 Happy, 4 Amazing."),
            .value("transcript", named: "FILE", help: "Transcript for the (single) recording: .txt, .vtt, .srt or whisper .json."),
            .flag("dry-run", help: "Show what would be added without changing the archive."),
            .flag("quiet", help: "Print only errors."),
        ])

    var sources: [String]
    var archiveOptions: ArchiveOptions
    var title, prompt, category, narrator, date: String?
    var mood: Int?
    var transcript: String?
    var dryRun: Bool
    var quiet: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        sources = parsed.arguments("SOURCE")
        archiveOptions = ArchiveOptions(parsed)
        title = parsed.valueIfGiven("title")
        prompt = parsed.valueIfGiven("prompt")
        category = parsed.valueIfGiven("category")
        narrator = parsed.valueIfGiven("narrator")
        date = parsed.valueIfGiven("date")
        mood = try parsed.int("mood")
        transcript = parsed.valueIfGiven("transcript")
        dryRun = parsed.flag("dry-run")
        quiet = parsed.flag("quiet")
        try validate()
    }

    func validate() throws(UsageError) {
        if let date, RecordedDate(parsing: date) == nil {
            throw UsageError("--date \"\(date)\" is not a date; write it as 2024-03-05 or 2024-03-05T14:30:00+01:00.")
        }
        if let mood, Mood(rawValue: mood) == nil {
            throw UsageError("--mood must be \(Mood.scaleDescription).")
        }
        for (flag, value) in [("--title", title), ("--prompt", prompt), ("--category", category), ("--narrator", narrator)] {
            if let value, value.trimmingCharacters(in: .whitespaces).isEmpty {
                throw UsageError("\(flag) must not be empty.")
            }
        }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        let archive = try archiveOptions.open(console: console)
        let flags = MetadataFields(title: title, prompt: prompt, category: category, narrator: narrator,
                                   recorded: date.flatMap(RecordedDate.init(parsing:)),
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
