import ArgumentParser
import StoryCore
import Foundation
import Ingest
import StoryArchive
import Transcribe

/// `storychop ingest SOURCE... [--archive DIR] [metadata flags] [--from NAME...] [--take-intact] [--dry-run] [--quiet]`
struct IngestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ingest",
        abstract: "Add recordings (files, folders, ZIPs, StoryChop bundles) to the archive.",
        discussion: """
        Metadata comes from, strongest first: these flags, a sidecar NAME.json / NAME.yml beside the \
        recording, tags inside the audio, a date in the file name, the file's modification time. \
        Transcripts beside a recording (NAME.vtt, .srt, .txt, .whisper.json) are added with it. \
        Recordings already in the archive are skipped; running the same ingest twice adds nothing.

        Day entries (daily check-ins, voice notes, evening moods) come from a journal app's export: \
        a NAME.json beside each recording, or on its own for an entry without audio. When the files \
        do not say what they are or whose they are, say it with --kind and --person, e.g. \
        --kind check-in --person "Grandma Rose". A person's day holds one check-in and one evening \
        mood; a second one is refused and the one kept is named.

        A StoryChop bundle (its ZIP, or the folder it was unpacked into) is checked as `verify` \
        checks it before anything is taken from it. A damaged bundle is refused, each problem \
        named, and the archive is not changed; with --take-intact, its stories and day entries \
        whose files are all intact are imported, and each one left out is named with why.

        A WhatsApp or Telegram chat export (its ZIP or folder, or its _chat.txt / result.json) \
        gives the voice notes of the senders named with --from, e.g. --from "Grandma Rose": each \
        becomes a voice-note day entry of its sender (a story told by them with --kind story), \
        at the time it was sent, with the text they wrote beside it. Without --from, the chat's \
        senders are listed with their notes and minutes, and nothing is taken from it.
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
    @Option(help: ArgumentHelp("Mood 0-4: a story's 0 Low, 1 Down, 2 Okay, 3 Happy, 4 Amazing; a day entry's on its kind's scale (evening: 0 Great … 4 Rough).", valueName: "0-4"))
    var mood: Int?
    @Option(help: ArgumentHelp("What the recordings (or journal files) are when they do not say: check-in, voice-note, evening, partners-morning, partners-evening (default: stories); story: a chat's voice notes become stories.", valueName: "KIND"))
    var kind: String?
    @Option(help: ArgumentHelp("Whose day entries these are when their files do not say (with a chat: the name one --from's notes are kept under).", valueName: "NAME"))
    var person: String?
    @Option(help: ArgumentHelp("Take a chat export's voice notes from this sender (again for each more; case and invisible marks need not match). Without it, a chat's senders are listed and nothing is taken.", valueName: "NAME"))
    var from: [String] = []
    @Option(help: ArgumentHelp("Transcript for the (single) recording: .txt, .vtt, .srt or whisper .json.", valueName: "FILE"))
    var transcript: String?
    @Flag(help: "From a damaged StoryChop bundle, import the stories and day entries that are intact and name those left out (without it, a damaged bundle is refused whole).")
    var takeIntact = false
    @Flag(help: "Then transcribe what was added without a transcript, as `storychop transcribe` does.")
    var transcribe = false
    @Flag(help: "Show what would be added without changing the archive.")
    var dryRun = false
    @Flag(help: "Print only errors.")
    var quiet = false

    func validate() throws {
        _ = try flagLayer()
        if let kind, kind.lowercased() != "story", DayEntry.Kind(rawValue: kind.lowercased()) == nil {
            throw ValidationError("--kind must be one of \(DayEntry.Kind.choices) or story, not \"\(kind)\".")
        }
        _ = try cleanedPerson()
        if from.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw ValidationError("--from must name a sender, as the chat writes the name.")
        }
        if person != nil, from.count > 1 {
            throw ValidationError("--person names whose voice notes they are for one --from only; with several, each sender's name is kept.")
        }
    }

    /// The story fields given as options, cleaned and checked as every source's are.
    private func flagLayer() throws -> MetadataFields {
        let typed: [StoryField: String?] = [.title: title, .prompt: prompt, .category: category, .narrator: narrator,
                                            .language: language, .recorded: date, .mood: mood.map(String.init)]
        switch MetadataFields.typed(typed.compactMapValues { $0.map(StoryFieldInput.text) }) {
        case .success(let layer): return layer
        case .failure(let wrong): throw ValidationError(Self.sentence(wrong))
        }
    }

    /// `--person`, cleaned as a field is.
    private func cleanedPerson() throws -> String? {
        guard let person else { return nil }
        switch FieldText.cleaned(person, field: "person") {
        case .success(let cleaned?): return cleaned
        case .success(nil): throw ValidationError("--person must not be empty.")
        case .failure(let problem): throw ValidationError("--person: \(problem.message).")
        }
    }

    private static func sentence(_ wrong: TypedFieldProblem) -> String {
        let option = "--" + wrong.field.option
        return switch wrong.problem {
        case .empty: "\(option) must not be empty."
        case .tooLong(let problem): "\(option): \(problem.message)."
        case .notADate(let text): "\(option) \"\(text)\" is not a date; write it as 2024-03-05 or 2024-03-05T14:30:00+01:00."
        case .notALanguage(let text): "\(option) \"\(text)\" is not \(LanguageTag.expected)."
        case .notAMood: "\(option) must be \(Mood.scaleDescription)."
        }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        let archive = try archiveOptions.open(console: console)
        let options = IngestOptions(flags: try flagLayer(), dayKind: kind.flatMap { DayEntry.Kind(rawValue: $0.lowercased()) },
                                    person: try cleanedPerson(), transcript: transcript, dryRun: dryRun, progress: { step in
            console.progress("[\(step.current)/\(step.total)] \(step.file)")
        }, takeIntact: takeIntact, from: from, chatNotesAsStories: kind?.lowercased() == "story")
        let report: IngestReport
        let engine: TranscriptionEngine?
        do {
            // Without an engine, say so before adding anything: not after a long ingest.
            engine = transcribe && !dryRun ? try Transcription(archive: archive).findEngine() : nil
            report = try StoryIngester(archive: archive).ingest(sources, options: options)
        } catch let error as any StorychopError {
            console.error(error)
            throw Exit(error.exitStatus)
        }
        console.clearProgress()
        IngestSummary(report: report, archive: archive).print(to: console)
        var status = report.exitStatus
        if let engine, !report.added.isEmpty {
            let request = TranscriptionPlan.Request(ids: report.added.map(\.id), explainsSkips: false)
            status = max(status, TranscriptionRun(archive: archive, console: console, timeout: nil).run(request, dryRun: false, engine: engine))
        }
        if status != .ok { throw Exit(status) }
    }
}
