import Foundation
import StoryCore
import StoryArchive

/// Reads a `NAME.json` / `NAME.yml` sidecar: first as a document (which says whether it is a
/// story's or a day entry's), then into a story's metadata layer, rejecting it whole when a
/// field is wrong: a story with a silently dropped date or mood would be worse than none.
enum SidecarReader {
    /// The hint of a file refused for holding more than StoryChop reads (`MetadataDocument.maxJSONValues`,
    /// `maxYAMLBytes`): such a file is refused, never passed over as another app's.
    static let overLimitHint = "Check that it is the app's export; split it by year and ingest each part."

    /// A sidecar (or a journal's file) as a parsed document, with the name it is shown by.
    struct Document: Sendable {
        var value: JSONValue
        var shownAs: String
        var isJSON: Bool
    }

    /// `limit`: `InputLimits.journalBytes` for a journal's export of many entries; `isNotes`:
    /// a recording's notes (their hint offers the audio's own tags), else a journal's file.
    static func document(_ url: URL, shownAs display: String, limit: Int = InputLimits.metadataBytes,
                         isNotes: Bool = true, reader: InputReader = .disk) throws(IngestError) -> Document {
        guard let data = reader.contents(url.path, limit) else {
            throw IngestError(.io, file: display, message: "cannot read this file", hint: "Check that you may read the file.")
        }
        return try parse(data, of: url, shownAs: display, limit: limit, isNotes: isNotes)
    }

    /// The document in `data`, the bytes of `url` read already.
    static func parse(_ data: Data, of url: URL, shownAs display: String, limit: Int = InputLimits.metadataBytes,
                      isNotes: Bool = true) throws(IngestError) -> Document {
        let isJSON = url.pathExtension.lowercased() == "json"
        do {
            return Document(value: try MetadataDocument.parse(data, isJSON: isJSON, limit: limit), shownAs: display, isJSON: isJSON)
        } catch {
            if error.isOverLimit { throw IngestError(.tooLarge, file: display, message: error.message, hint: overLimitHint) }
            let fix = isJSON ? "Fix the JSON (a validator such as jsonlint.com shows where)" : "Fix the YAML: one \"key: value\" per line"
            throw IngestError(.badMetadata, file: display, message: error.message,
                              hint: fix + (isNotes ? ", or remove the file to use the audio's own tags." : ", then run ingest again; nothing in it was added."))
        }
    }

    /// A story's sidecar fields, with a warning for each unknown key.
    static func storyFields(_ document: Document) throws(IngestError) -> (MetadataFields, warnings: [String]) {
        try checked(MetadataFields.read(document.value), document, known: MetadataFields.sidecarKeys,
                    hint: "Fix the sidecar and run ingest again; nothing was added for this recording.")
    }

    /// A day entry's fields, with a warning for each unknown key.
    static func dayFields(_ document: Document) throws(IngestError) -> (DayFields, warnings: [String]) {
        try checked(DayFields.read(document.value), document, known: DayFields.knownKeys,
                    hint: "Fix the file and run ingest again; nothing was added for this entry.")
    }

    /// The fields read, refused whole when any is wrong.
    private static func checked<Fields>(_ read: (Fields, problems: [String], unknown: [String]), _ document: Document,
                                        known: Set<String>, hint: String) throws(IngestError) -> (Fields, warnings: [String]) {
        guard read.problems.isEmpty else {
            throw IngestError(.badMetadata, file: document.shownAs, message: read.problems.joined(separator: "; "), hint: hint)
        }
        return (read.0, read.unknown.map { "unknown field \"\($0)\" is ignored (known: \(known.sorted().joined(separator: ", ")))" })
    }
}
