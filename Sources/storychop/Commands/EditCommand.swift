import ArgumentParser
import StoryCore
import Foundation
import Ingest
import StoryArchive

/// `storychop edit ID --title …`: changes a story's details in its story.json, checked as
/// ingest checks them, written in one step. The id and folder stay, so links keep working.
struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a story's title, prompt, category, narrator, date, mood, language, tags, transcript, seal, photos or chapters.",
        discussion: """
        Each option given replaces the story's value; an empty one ("") removes an optional \
        field. The story keeps its id, folder and page address. A journal's day entries are \
        never changed: remove one and ingest it again instead.

        A photo added needs words for someone who cannot see it: --alt TEXT, or --decorative \
        for one that only decorates (WCAG 1.1.1). --photo photo-2.jpg --alt TEXT changes an \
        existing photo's words; --remove-photo photo-2.jpg moves it to trash/photos/.

        --chapter 12:40 "The wedding" adds a chapter to the story's index (or replaces the one \
        at 12:40), with --synopsis TEXT and --keyword WORD if you like; --remove-chapter 12:40 \
        removes one. The story's page lists its chapters, each time playing from there.
        """)

    @OptionGroup var archiveOptions: ArchiveOptions
    @Argument(help: ArgumentHelp("The story's id: its folder's name, as `storychop list` shows it.", valueName: "ID"))
    var id: String
    @Option(help: "The story's title.") var title: String?
    @Option(help: "The question it answers (\"\" removes it).") var prompt: String?
    @Option(help: "Its category (\"\" removes it).") var category: String?
    @Option(help: "Who tells it (\"\" removes it).") var narrator: String?
    @Option(help: ArgumentHelp("When it was recorded: 2024-03-05 or 2024-03-05T14:30:00+01:00.", valueName: "DATE"))
    var date: String?
    @Option(help: ArgumentHelp("Mood 0-4: 0 Low, 1 Down, 2 Okay, 3 Happy, 4 Amazing.", valueName: "0-4"))
    var mood: Int?
    @Option(help: ArgumentHelp("The language it is told in (BCP 47: de, ar, zh-Hant; \"\" for the archive's).", valueName: "CODE"))
    var language: String?
    @Option(name: .customLong("tag"), help: ArgumentHelp("A tag; repeat for more. Replaces the story's tags.", valueName: "TAG"))
    var tags: [String] = []
    @Flag(help: "Remove all of the story's tags.") var noTags = false
    @Flag(help: "Keep the story in the archive but out of the site and the bundle.") var `private` = false
    @Flag(help: "Show a private story again.") var `public` = false
    @Option(help: ArgumentHelp("Show the story without its recording and transcript until this day (2030-03-01).", valueName: "DAY"))
    var sealedUntil: String?
    @Flag(help: "Lift the story's seal now.") var unseal = false
    @Option(help: ArgumentHelp("A new transcript: .vtt, .srt, .txt or whisper .json (kept as transcript.vtt or .txt).", valueName: "FILE"))
    var transcript: String?
    @Flag(help: "Remove the story's transcript (its page then says \"Transcript unavailable\").") var noTranscript = false
    @OptionGroup(title: "Photos") var photoOptions: PhotoOptions
    @OptionGroup(title: "Chapters") var chapterOptions: ChapterOptions

    func validate() throws {
        if !tags.isEmpty, noTags { throw ValidationError("--tag and --no-tags cannot be given together.") }
        if `private`, `public` { throw ValidationError("--private and --public cannot be given together.") }
        if sealedUntil != nil, unseal { throw ValidationError("--sealed-until and --unseal cannot be given together.") }
        if transcript != nil, noTranscript { throw ValidationError("--transcript and --no-transcript cannot be given together.") }
        if edit.isEmpty, transcript == nil, !noTranscript, photoOptions.isEmpty {
            throw ValidationError("Say what to change: --title, --prompt, --category, --narrator, --date, --mood, --language, --tag, --no-tags, --private, --public, --sealed-until, --unseal, --transcript, --no-transcript, --add-photo, --photo, --remove-photo, --chapter or --remove-chapter.")
        }
    }

    private var edit: StoryEdit {
        var edit = StoryEdit(typed: [.title: title, .prompt: prompt, .category: category, .narrator: narrator, .recorded: date,
                                     .mood: mood.map(String.init), .language: language],
                             tags: noTags ? [] : (tags.isEmpty ? nil : tags), isPrivate: `private` ? true : (`public` ? false : nil),
                             sealedUntil: unseal ? "" : sealedUntil)
        edit.chapters = chapterOptions.edit
        return edit
    }

    func run() throws {
        let console = Console()
        let archive = try archiveOptions.open(console: console)
        do {
            // The transcript is read first: a broken one changes nothing at all.
            let replacement = try transcript.map { path throws(IngestError) in try TranscriptReplacement.read(path) }
            for warning in replacement?.warnings ?? [] { console.warning(file: transcript, warning) }
            let photos = try photoOptions.edit()
            // One step for all of it: a run stopped midway leaves the story wholly as it was or wholly edited.
            let newTranscript: (file: TranscriptFile, contents: Data)?? = replacement.map { ($0.file, $0.contents) } ?? (noTranscript ? .some(nil) : nil)
            let story = edit.isEmpty && photos.isEmpty && newTranscript == nil ? nil
                : try archive.edit(story: id, edit, photos: photos, transcript: newTranscript)
            if let story {
                console.say("Edited stories/\(story.id): \"\(story.title)\", \(story.recorded.dayString)"
                            + (story.transcript.map { ", \($0.file)" } ?? ", no transcript") + (story.isPrivate ? ", private" : "")
                            + (story.sealedUntil.map { ", sealed until \($0.dayString)" } ?? "")
                            + (story.photos.isEmpty ? "" : story.photos.count == 1 ? ", 1 photo" : ", \(story.photos.count) photos")
                            + (story.chapters.isEmpty ? "" : story.chapters.count == 1 ? ", 1 chapter" : ", \(story.chapters.count) chapters")
                            + ". Run `storychop build` to show it on the site" + (story.isPrivate ? " (a private story leaves it)." : ".")
                            + (photoOptions.removePhoto.isEmpty ? "" : " A removed photo stays in trash/photos/ until empty-trash; --add-photo puts it back."))
            }
        } catch let error as any StorychopError {
            console.error(error)
            throw Exit(error.exitStatus)
        }
    }
}
