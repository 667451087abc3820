import Foundation
import StoryCore
import StoryArchive
import Transcript

/// Reads a transcript in any format ingest accepts and turns it into the one the archive keeps:
/// `transcript.vtt` when it has timed cues, `transcript.txt` otherwise, always UTF-8.
enum TranscriptImporter {
    struct Imported: Sendable {
        var file: TranscriptFile
        var contents: Data
        /// The language the file declares (Whisper JSON's "language"), when it is a BCP 47 tag.
        var language: String?
        var warnings: [String]

        /// The file, still marked as made by machine when `given` (the metadata it was
        /// re-imported with) says so and these are the very bytes the machine wrote.
        func file(keepingMarkOf given: TranscriptFile?) -> TranscriptFile {
            guard let given, given.isMachineMade(contents: contents) else { return file }
            var kept = file
            kept.machine = given.machine
            return kept
        }
    }

    static func load(_ url: URL, shownAs display: String, reader: InputReader = .disk) throws(IngestError) -> Imported {
        guard let data = reader.contents(url.path, TranscriptLimits.maxBytes) else {
            throw IngestError(.io, file: display, message: "cannot read this transcript",
                              hint: "Check that you may read the file.")
        }
        let name = url.lastPathComponent.lowercased()
        let format: TranscriptFormat
        if name.hasSuffix(".json") {
            format = .whisperJSON
        } else {
            format = TranscriptFormat(fileExtension: url.pathExtension.lowercased()) ?? .txt
        }
        do {
            let (transcript, parsedWarnings) = try TranscriptParser.parse(data, format: format)
            var warnings = parsedWarnings
            var language = transcript.language
            if let declared = language, !LanguageTag.isWellFormed(declared) {
                warnings.append("its language \"\(declared)\" is not \(LanguageTag.expected), so it is not used — set the story's language with --language or a sidecar \"language\"")
                language = nil
            }
            if transcript.isTimed {
                return Imported(file: TranscriptFile(file: "transcript.vtt", format: "vtt"),
                                contents: Data(transcript.webVTT().utf8), language: language, warnings: warnings)
            }
            return Imported(file: TranscriptFile(file: "transcript.txt", format: "txt"),
                            contents: Data(transcript.plainTextFile().utf8), language: language, warnings: warnings)
        } catch {
            let where_ = error.line.map { "line \($0): " } ?? ""
            throw IngestError(.badTranscript, file: display, message: where_ + error.message, hint: error.hint)
        }
    }

    /// A transcript written inside a journal's own file (`"transcript": "…"`): kept as plain text.
    static func inline(_ text: String, shownAs display: String) throws(IngestError) -> Imported {
        do {
            let (transcript, warnings) = try TranscriptParser.parse(text, format: .txt)
            return Imported(file: TranscriptFile(file: "transcript.txt", format: "txt"),
                            contents: Data(transcript.plainTextFile().utf8), language: nil, warnings: warnings)
        } catch {
            throw IngestError(.badTranscript, file: display, message: "its \"transcript\": " + error.message, hint: error.hint)
        }
    }
}

/// A transcript file read as ingest reads one (any format it takes, kept as WebVTT or plain
/// text in UTF-8): for `storychop edit ID --transcript FILE`.
public enum TranscriptReplacement {
    public struct Read: Sendable {
        public var file: TranscriptFile
        public var contents: Data
        public var warnings: [String]
    }

    public static func read(_ path: String) throws(IngestError) -> Read {
        let imported = try TranscriptImporter.load(URL(fileURLWithPath: path), shownAs: path)
        return Read(file: imported.file, contents: imported.contents, warnings: imported.warnings)
    }
}
