import AudioProbe
import Foundation
import StoryArchive

/// Everything known about a recording before its files are written: the story to save and
/// its transcript. Built from the metadata layers, or from a `story.json` when a StoryChop
/// bundle is re-imported (then the metadata is kept exactly as it was).
struct StoryDraft: Sendable {
    var story: Story
    var transcript: TranscriptImporter.Imported?
    /// Warnings, each naming the file it is about (the sidecar, the transcript, the recording).
    var warnings: [IngestReport.Warning]
    /// The id a re-imported story had.
    var preferredID: String?
    /// The checksum a re-imported story recorded for its audio; the copy must match it.
    var expectedSHA256: String?

    /// `sidecar`: the recording's sidecar, read already.
    static func make(recording: Recording, audio: AudioInfo, sidecar document: SidecarReader.Document?,
                     context: DraftContext) throws(IngestError) -> StoryDraft {
        let options = context.options
        let audioFile = AudioFile(probed: audio)
        let (transcript, transcriptWarnings) = try transcript(of: recording, context: context)
        var sidecar = MetadataFields()
        var warnings: [IngestReport.Warning] = []
        if let document {
            let read = try SidecarReader.storyFields(document)
            sidecar = read.0
            warnings += read.warnings.map { IngestReport.Warning(file: document.shownAs, message: $0) }
        }
        let resolved = context.resolver.resolve(flags: options.flags, sidecar: sidecar, audio: audio, file: recording.audio)
        var story = resolved.fields.applied(to: Story(id: "", title: resolved.title, recorded: resolved.recorded))
        story.title = resolved.title
        story.recorded = resolved.recorded
        story.language = story.language ?? transcript?.language
        story.duration = rounded(audio.duration)
        story.audio = audioFile
        story.transcript = transcript?.file
        story.source = Source(originalFile: recording.audio.lastPathComponent, importedAt: context.importedAt)
        let chapters = try chapters(of: recording, notes: document, duration: audio.duration, reader: options.reader)
        story.chapters = chapters.chapters
        warnings += chapters.warnings
        let resolverWarnings = resolved.warnings.map { IngestReport.Warning(file: recording.displayName, message: $0) }
        return StoryDraft(story: story, transcript: transcript, warnings: warnings + resolverWarnings + transcriptWarnings)
    }

    /// A story from a StoryChop folder, its `story.json` decoded by the classifier: its
    /// metadata as it was, flags still win.
    static func reimport(_ story: Story, recording: Recording, audio: AudioInfo, context: DraftContext) throws(IngestError) -> StoryDraft {
        let (transcript, transcriptWarnings) = try transcript(of: recording, context: context)
        var draft = reimported(story, audio: AudioFile(probed: audio), options: context.options)
        draft.story.duration = rounded(audio.duration)
        draft.story.transcript = transcript?.file(keepingMarkOf: draft.story.transcript)
        draft.transcript = transcript
        draft.warnings += transcriptWarnings
        return draft
    }

    /// The recording's transcript, imported, with its warnings.
    private static func transcript(of recording: Recording,
                                   context: DraftContext) throws(IngestError) -> (TranscriptImporter.Imported?, [IngestReport.Warning]) {
        guard let (url, shownAs) = transcriptSource(recording, options: context.options) else { return (nil, []) }
        let imported = try TranscriptImporter.load(url, shownAs: shownAs, reader: context.options.reader)
        return (imported, imported.warnings.map { IngestReport.Warning(file: shownAs, message: $0) })
    }

    /// The chapters the notes list, else those of a chapters file beside the recording, checked
    /// against its length; the notes' win over a file, which is then named in a warning.
    private static func chapters(of recording: Recording, notes: SidecarReader.Document?, duration: Double,
                                 reader: InputReader) throws(IngestError) -> (chapters: [StoryChapter], warnings: [IngestReport.Warning]) {
        let file = recording.chapters.map { ($0, recording.displayName(of: $0)) }
        if let notes, let listed = try ChapterListing.chapters(in: notes) {
            let unused = file.map { [IngestReport.Warning(file: $0.1, message: "not used: the notes \(notes.shownAs) list the chapters; remove one of the two")] }
            return (try ChapterListing.checked(listed, duration: duration, shownAs: notes.shownAs), unused ?? [])
        }
        guard let (url, shownAs) = file else { return ([], []) }
        let read = try ChapterListing.chapters(inFile: url, shownAs: shownAs, reader: reader)
        return (try ChapterListing.checked(read.chapters, duration: duration, shownAs: shownAs),
                read.warnings.map { IngestReport.Warning(file: shownAs, message: $0) })
    }

    /// `--transcript FILE` when given, else the transcript found beside the recording.
    private static func transcriptSource(_ recording: Recording, options: IngestOptions) -> (URL, String)? {
        if let explicit = options.transcript { return (URL(fileURLWithPath: explicit), explicit) }
        return recording.transcript.map { ($0, recording.displayName(of: $0)) }
    }

    /// The story as it was, flags still win.
    private static func reimported(_ story: Story, audio: AudioFile, options: IngestOptions) -> StoryDraft {
        var story = story
        let expected = story.audio?.sha256
        story = options.flags.applied(to: story)
        story.schema = Story.plainSchema
        var audio = audio
        // The loudness measured of the recording its checksum names, which is checked when it is copied.
        if expected?.isEmpty == false { audio.loudness = story.audio?.loudness }
        story.audio = audio
        return StoryDraft(story: story, transcript: nil, warnings: [], preferredID: story.id,
                          expectedSHA256: expected.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Milliseconds are more than any listener needs and keep story.json tidy.
    static func rounded(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }
}
