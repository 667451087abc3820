import Foundation
import StoryArchive
import Transcript

/// Reads a transcript in any format ingest accepts and turns it into the one the archive keeps:
/// `transcript.vtt` when it has timed cues, `transcript.txt` otherwise, always UTF-8.
enum TranscriptImporter {
    struct Imported: Sendable {
        var file: TranscriptFile
        var contents: Data
        var warnings: [String]
    }

    static func load(_ url: URL, shownAs display: String) throws(IngestError) -> Imported {
        guard let data = FileManager.default.contents(atPath: url.path) else {
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
            let (transcript, warnings) = try TranscriptParser.parse(data, format: format)
            if transcript.isTimed {
                return Imported(file: TranscriptFile(file: "transcript.vtt", format: "vtt"),
                                contents: Data(transcript.webVTT().utf8), warnings: warnings)
            }
            return Imported(file: TranscriptFile(file: "transcript.txt", format: "txt"),
                            contents: Data(transcript.plainTextFile().utf8), warnings: warnings)
        } catch {
            let where_ = error.line.map { "line \($0): " } ?? ""
            throw IngestError(.badTranscript, file: display, message: where_ + error.message, hint: error.hint)
        }
    }
}
