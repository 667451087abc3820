import Foundation
import StoryCore
import StoryArchive

/// The `photos:` of a recording's notes: each a file (relative to the notes' folder) with its
/// alt text, caption, date and the people in it, or a plain file name (a photo without alt text).
///
///     photos:
///       - file: wedding.jpg
///         alt: Rose and Joe outside the church, she in a long white dress
///         caption: June 1962, St. Mary's
///         date: 1962-06-20
///         people: [Grandma Rose, Grandpa Joe]
///       - farmhouse.jpg
///
/// A wrong item is left out with a warning naming the notes; the story and its other photos
/// are still added, as a photo that cannot be read is.
enum PhotoListing {
    static let key = "photos"
    static let itemKeys: Set<String> = ["file", "alt", "caption", "date", "people"]

    /// The photos `notes` (the file at `url`, shown as `shownAs`) lists, and what is wrong in the list.
    static func photos(in notes: SidecarReader.Document, at url: URL) -> ([PhotoSource], [IngestReport.Warning]) {
        guard let value = notes.value[key], value != .null else { return ([], []) }
        let warn = { (message: String) in IngestReport.Warning(file: notes.shownAs, message: message) }
        guard case .array(let items) = value else {
            return ([], [warn("\"photos\" should be a list of photos (\"- file: wedding.jpg\" lines), so none was added")])
        }
        var photos: [PhotoSource] = []
        var warnings: [IngestReport.Warning] = []
        for (index, item) in items.prefix(InputLimits.listItems).enumerated() {
            switch photo(item, listedIn: notes.shownAs, folder: url.deletingLastPathComponent()) {
            case .success(let photo): photos.append(photo)
            case .failure(let problem): warnings.append(warn("photo \(index + 1) was not added: \(problem.text)"))
            }
        }
        if items.count > InputLimits.listItems {
            warnings.append(warn("only the first \(InputLimits.listItems) photos were added; give the story fewer"))
        }
        return (photos, warnings)
    }

    struct Problem: Error { var text: String }

    private static func photo(_ item: JSONValue, listedIn notes: String, folder: URL) -> Result<PhotoSource, Problem> {
        var words = StoryPhoto(file: "", format: "", bytes: 0, sha256: "")
        let file: String?
        if case .string(let name) = item {
            file = name
        } else if case .object = item {
            var fields = FieldReader(item)
            file = fields.string("file")
            words.alt = fields.string("alt")
            // `alt: ""` marks the photo as decoration on purpose: kept as "", not as no alt.
            if words.alt == nil, case .string? = item["alt"] { words.alt = "" }
            words.caption = fields.string("caption")
            words.date = fields.string("date")
            words.people = fields.stringList("people", item: "person") ?? []
            let problems = fields.problems + fields.unknownKeys(known: itemKeys).map { "unknown key \"\($0)\"" }
            if !problems.isEmpty { return .failure(Problem(text: problems.joined(separator: "; "))) }
        } else {
            return .failure(Problem(text: "it should be a file name, or lines \"file:\", \"alt:\", \"caption:\"…"))
        }
        guard let file, !file.isEmpty else { return .failure(Problem(text: "it has no \"file\"")) }
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard !file.hasPrefix("/"), parts.allSatisfy({ !$0.isEmpty && $0 != ".." && $0 != "." }) else {
            return .failure(Problem(text: "\"\(file)\" should be a file in the notes' folder or a folder below it, like wedding.jpg"))
        }
        words.originalFile = String(parts.last ?? "")
        // Named as the notes are: `Family/pics/wedding.jpg` beside `Family/wedding.yml`.
        let prefix = notes.lastIndex { $0 == "/" || $0 == ":" }.map { String(notes[...$0]) } ?? ""
        return .success(PhotoSource(url: folder.appendingPathComponent(file, isDirectory: false), shownAs: prefix + file,
                                    words: words, listedIn: notes))
    }
}
