import Foundation
import StoryArchive
import Transcript

extension InputClassifier {
    /// An audio file with its companions among `siblings` (lower-cased name → name, so each is
    /// found in one lookup: a phone's export folder can hold thousands of files): notes
    /// `NAME.json` / `NAME.yml`, a transcript `NAME.vtt` / `.srt` / `.txt` / `.whisper.json`
    /// and chapters `NAME.chapters.vtt` (also `NAME.m4a.json` and the like). A `NAME.json` is
    /// read once to tell a Whisper transcript from notes; notes are parsed here, and what they
    /// make of the recording decided. A Whisper `NAME.json` is read again when it is imported:
    /// carrying megabytes of transcript for every recording until its turn would cost more
    /// memory than the second read costs time.
    func recording(audio: URL, display: String, siblings: [String: String]) -> Recording {
        let directory = audio.deletingLastPathComponent()
        let full = audio.lastPathComponent
        let stem = audio.deletingPathExtension().lastPathComponent
        var read: [URL: Data?] = [:]
        func companion(_ suffixes: [String], where accept: (URL) -> Bool = { _ in true }) -> URL? {
            for base in [stem, full] {
                for suffix in suffixes {
                    // Endings are matched case-insensitively: phones write .TXT as often as .txt.
                    if let name = siblings[(base + suffix).lowercased()] {
                        let url = directory.appendingPathComponent(name, isDirectory: false)
                        if accept(url) { return url }
                    }
                }
            }
            return nil
        }
        // No note is over a megabyte: a larger NAME.json is a transcript (refused as one when too large).
        func isWhisper(_ url: URL) -> Bool {
            if read.index(forKey: url) == nil { read[url] = .some(reader.contents(url.path, TranscriptLimits.maxBytes)) }
            guard let data = read[url] ?? nil else { return false }
            return data.count > InputLimits.metadataBytes || TranscriptParser.looksLikeWhisperJSON(data)
        }
        let notes = companion(FileKinds.sidecarSuffixes) { !$0.lastPathComponent.hasSuffix(".json") || !isWhisper($0) }
        let transcript = companion(FileKinds.transcriptSuffixes) ?? companion([".json"], where: isWhisper)
        var recording = Recording(audio: audio, displayName: display, sidecar: notes, transcript: transcript, makes: .success(.story(notes: nil)))
        recording.chapters = companion([ChapterListing.fileSuffix])
        recording.makes = makes(notes: notes.map { ($0, read[$0] ?? nil) }, shownAs: notes.map(recording.displayName(of:)))
        recording.photos = PhotoSource.sameName(as: audio, siblings: siblings, shownAs: recording.displayName(of:))
        if case .success(.story(let document?)) = recording.makes, let notes {
            let (listed, warnings) = PhotoListing.photos(in: document, at: notes)
            // A same-name photo the notes list too takes the notes' words (its alt text), in its place.
            let listedByPath = Dictionary(listed.map { ($0.url.path, $0) }, uniquingKeysWith: { first, _ in first })
            let beside = Set(recording.photos.map(\.url.path))
            recording.photos = recording.photos.map { listedByPath[$0.url.path] ?? $0 } + listed.filter { !beside.contains($0.url.path) }
            recording.photoWarnings = warnings
        }
        return recording
    }

    /// A story or a day entry: a day entry when its notes name a day kind, or `--kind` is given
    /// and they do not say `"kind": "story"` (a file's own kind wins). Notes with a journal's
    /// fields but no kind are refused: taken as a story, a check-in would lose its transcript
    /// and mood word. `notes`: the file, with its bytes when they were read already.
    private func makes(notes: (URL, Data?)?, shownAs: String?) -> Result<Recording.Makes, IngestError> {
        guard let (file, bytes) = notes, let shownAs else { return .success(kindGiven ? .dayEntry(notes: nil) : .story(notes: nil)) }
        return Result { () throws(IngestError) in
            let document = if let bytes {
                try SidecarReader.parse(bytes, of: file, shownAs: shownAs)
            } else {
                try SidecarReader.document(file, shownAs: shownAs, reader: reader)
            }
            if DayFields.namesDayKind(document.value) { return .dayEntry(notes: document) }
            if case .string(let kind)? = document.value["kind"] {
                guard kind.lowercased() == "story" else {
                    throw IngestError(.badMetadata, file: shownAs, message: "\"kind\" should be \(DayEntry.Kind.choices) or story, not \"\(kind)\"",
                                      hint: "Fix \"kind\" in the file, then run ingest again; nothing was added for this recording.")
                }
                return .story(notes: document)
            }
            if kindGiven { return .dayEntry(notes: document) }
            if let key = DayFields.journalOnlyKey(in: document.value) { throw DayFields.kindMissing(key, file: shownAs) }
            return .story(notes: document)
        }
    }
}
