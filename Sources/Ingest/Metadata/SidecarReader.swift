import Foundation
import StoryArchive

/// Reads a `NAME.json` / `NAME.yml` sidecar into a metadata layer, rejecting it whole when a
/// field is wrong: a story with a silently dropped date or mood would be worse than none.
enum SidecarReader {
    static func read(_ url: URL, shownAs display: String) throws(IngestError) -> (MetadataFields, warnings: [String]) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw IngestError(.io, file: display, message: "cannot read this sidecar",
                              hint: "Check that you may read the file.")
        }
        let isJSON = url.pathExtension.lowercased() == "json"
        let document: JSONValue
        do {
            document = try MetadataDocument.parse(data, isJSON: isJSON)
        } catch {
            throw IngestError(.badMetadata, file: display, message: error.message,
                              hint: isJSON ? "Fix the JSON (a validator such as jsonlint.com shows where), or remove the file to use the audio's own tags."
                                           : "Fix the YAML: one \"key: value\" per line, or remove the file to use the audio's own tags.")
        }
        let (fields, problems, unknown) = MetadataFields.read(document)
        guard problems.isEmpty else {
            throw IngestError(.badMetadata, file: display, message: problems.joined(separator: "; "),
                              hint: "Fix the sidecar and run ingest again; nothing was added for this recording.")
        }
        let warnings = unknown.map { "unknown field \"\($0)\" is ignored (known: \(MetadataFields.sidecarKeys.sorted().joined(separator: ", ")))" }
        return (fields, warnings)
    }
}
