import Foundation
import StoryCore
#if canImport(Glibc)
import Glibc
#endif
import StoryArchive
import Transcript

/// Walks a file or folder and pairs each recording with its sidecar and transcript.
///
/// In a folder, `NAME.m4a` goes with `NAME.json`/`NAME.yml` and `NAME.vtt`/`.srt`/`.txt`/
/// `.whisper.json` (also `NAME.m4a.json` and the like). A folder holding a `story.json` or an
/// `entry.json` is a StoryChop story or day entry (a re-imported bundle): only the audio it
/// names is taken from it. JSON and YAML files that go with no recording are returned too: a
/// journal's entry may have no audio.
struct RecordingFinder {
    /// Folders never walked into: the archive's own stories, days, site and work folder.
    var excludedDirectories: Set<String> = []
    /// Asked with each path walked past (a folder's ending in `/`): the files and folders it
    /// accepts are passed over, as a damaged bundle's are when only its intact part is taken.
    var leavesOut: (@Sendable (String) -> Bool)?

    /// What a walk finds, in the order found.
    struct Findings {
        var recordings: [Recording] = []
        var documents: [LooseDocument] = []
        /// Files passed over that a keeper may have meant to give (a ZIP inside a folder or ZIP).
        var warnings: [IngestReport.Warning] = []
        /// Story folders that cannot be added (their recording is not there).
        var rejected: [IngestError] = []
    }

    /// What the walk gathers.
    private struct Walked {
        var found: [Found] = []
        var documents: [LooseDocument] = []
        var warnings: [IngestReport.Warning] = []
        var rejected: [IngestError] = []
    }

    /// The recordings and loose documents under `root`; `displayRoot` is how the user named it.
    func find(under root: URL, displayRoot: String) throws(IngestError) -> Findings {
        var walked = Walked()
        try walk(root, display: displayRoot, into: &walked)
        // Pairing reads every `NAME.json` to tell a transcript from a sidecar: done on every core.
        let recordings = walked.found.parallelMap { found in
            switch found {
            case .recording(let recording): recording
            case .audio(let url, let display, let siblings): pair(audio: url, display: display, siblings: siblings)
            }
        }
        let companions = Set(recordings.flatMap { [$0.sidecar?.path, $0.transcript?.path].compactMap { $0 } })
        return Findings(recordings: recordings, documents: walked.documents.filter { !companions.contains($0.file.path) },
                        warnings: walked.warnings, rejected: walked.rejected)
    }

    /// What the walk finds, in order: a story folder's recording, or an audio file still to be
    /// paired with its companions among `siblings` (lower-cased name → name).
    private enum Found: Sendable {
        case recording(Recording)
        case audio(URL, display: String, siblings: [String: String])
    }

    /// A single audio file given on the command line.
    func recording(file: URL, display: String) -> Recording {
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)) ?? []
        return pair(audio: file, display: display, siblings: Self.byLowercasedName(siblings))
    }

    private func walk(_ directory: URL, display: String, into walked: inout Walked) throws(IngestError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw IngestError(.missingSource, file: display, message: "cannot read this folder",
                              hint: "Check that the folder exists and that you may read it.")
        }
        let visible = names.filter { !FileKinds.isJunk($0) }
        if visible.contains("story.json") {
            if let story = storyFolderRecording(directory, display: display, names: Set(visible)) {
                walked.found.append(.recording(story))
                return
            }
            // A StoryChop story folder whose recording is gone (a sidecar called story.json names none).
            if let named = try? Story.read(fromFile: directory.appendingPathComponent("story.json").path).get().audio?.file {
                walked.rejected.append(IngestError(.missingSource, file: display + "/story.json",
                                                   message: "this story's recording (\(named)) is not beside its story.json, so it was not added",
                                                   hint: "Put the recording back (from a backup, or repair the archive it came from), then run ingest again."))
                return
            }
        }
        if visible.contains("entry.json") {
            switch entryFolder(directory, display: display, names: Set(visible)) {
            case .recording(let recording): walked.found.append(.recording(recording))
            case .document(let document): walked.documents.append(document)
            }
            return
        }
        let siblings = Self.byLowercasedName(visible)
        // Each entry is looked at by its path, made as a string; a `URL` (12,000 instructions to
        // make) only for the folders and recordings among them.
        let directoryPath = directory.path
        for name in visible {
            let shownAs = display.hasSuffix("/") ? display + name : display + "/" + name
            let path = directoryPath + "/" + name
            let isFolder = isDirectory(path)
            if let leavesOut, leavesOut(isFolder ? path + "/" : path) { continue }
            if isFolder {
                let url = directory.appendingPathComponent(name, isDirectory: false)   // as before: spares URL a stat
                guard !excludedDirectories.contains(url.standardizedFileURL.path) else { continue }
                try walk(url, display: shownAs, into: &walked)
            } else if FileKinds.isAudio(name) {
                walked.found.append(.audio(directory.appendingPathComponent(name, isDirectory: false), display: shownAs, siblings: siblings))
            } else if FileKinds.isDocument(name) {
                walked.documents.append(LooseDocument(file: directory.appendingPathComponent(name, isDirectory: false),
                                                      displayName: shownAs, isEntryJSON: false))
            } else if FileKinds.isZip(name) {
                walked.warnings.append(.init(file: shownAs, message: "a ZIP inside a folder or ZIP is not opened, so its recordings were not looked at — ingest it by itself (storychop ingest \"\(name)\")"))
            }
        }
    }

    /// The recording a `story.json` names, with its transcript.
    private func storyFolderRecording(_ directory: URL, display: String, names: Set<String>) -> Recording? {
        let json = directory.appendingPathComponent("story.json", isDirectory: false)
        guard let story = try? Story.read(fromFile: json.path).get(),
              let audio = story.audio, names.contains(audio.file) else { return nil }
        let transcript = story.transcript.flatMap { names.contains($0.file) ? directory.appendingPathComponent($0.file, isDirectory: false) : nil }
        return Recording(audio: directory.appendingPathComponent(audio.file, isDirectory: false), displayName: display + "/" + audio.file,
                         sidecar: nil, transcript: transcript, storyJSON: json)
    }

    private enum EntryFolder {
        case recording(Recording)
        case document(LooseDocument)
    }

    /// A day entry's folder: its recording with `entry.json` and transcript, or, for an entry
    /// without audio, `entry.json` alone.
    private func entryFolder(_ directory: URL, display: String, names: Set<String>) -> EntryFolder {
        let json = directory.appendingPathComponent("entry.json", isDirectory: false)
        let entry = try? DayEntry.read(fromFile: json.path).get()
        guard let audio = entry?.audio, names.contains(audio.file) else {
            return .document(LooseDocument(file: json, displayName: display + "/entry.json", isEntryJSON: true))
        }
        let transcript = entry?.transcript.flatMap { names.contains($0.file) ? directory.appendingPathComponent($0.file, isDirectory: false) : nil }
        return .recording(Recording(audio: directory.appendingPathComponent(audio.file, isDirectory: false),
                                    displayName: display + "/" + audio.file, sidecar: nil, transcript: transcript,
                                    storyJSON: nil, entryJSON: json))
    }

    /// Finds `NAME.*` companions among the files in the same folder.
    /// Lower-cased name → name, so each companion is found in one lookup (a phone's export
    /// folder can hold thousands of files).
    private static func byLowercasedName(_ names: [String]) -> [String: String] {
        Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func pair(audio: URL, display: String, siblings: [String: String]) -> Recording {
        let directory = audio.deletingLastPathComponent()
        let full = audio.lastPathComponent
        let stem = audio.deletingPathExtension().lastPathComponent
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
        let isWhisper: (URL) -> Bool = { url in
            guard let data = FileManager.default.contents(atPath: url.path, readingAtMost: TranscriptLimits.maxBytes) else { return false }
            return data.count > InputLimits.metadataBytes || TranscriptParser.looksLikeWhisperJSON(data)
        }
        let sidecar = companion(FileKinds.sidecarSuffixes) { !$0.lastPathComponent.hasSuffix(".json") || !isWhisper($0) }
        let transcript = companion(FileKinds.transcriptSuffixes) ?? companion([".json"], where: isWhisper)
        return Recording(audio: audio, displayName: display, sidecar: sidecar, transcript: transcript, storyJSON: nil)
    }

    /// A real folder; a link to a folder is not followed (it could loop back on itself).
    /// One `lstat`: asking Foundation for the link flag and then the kind cost three.
    private func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
