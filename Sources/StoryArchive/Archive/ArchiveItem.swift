import Foundation
import StoryCore

/// The two kinds of folder an archive holds: prompted stories and day entries (the journals).
/// Each item is a folder named by its id, with one metadata file, its audio and transcript.
public enum ArchiveCollection: String, Sendable, CaseIterable {
    case stories
    case days

    /// The archive's folder for this collection (and the site's, for its items' files).
    public var folderName: String { rawValue }

    /// The metadata file in each item's folder.
    public var metadataFileName: String {
        switch self {
        case .stories: "story.json"
        case .days: "entry.json"
        }
    }
}

/// A story or a day entry as the archive stores it: what staging, committing, loading and
/// checking need to know, whichever it is.
public protocol ArchiveItem: Codable, Sendable {
    static var collection: ArchiveCollection { get }
    /// The metadata schema this StoryChop writes and the newest it reads.
    static var schemaVersion: Int { get }
    var schema: Int { get }
    /// The folder name.
    var id: String { get set }
    var audio: AudioFile? { get set }
    var transcript: TranscriptFile? { get set }
    /// The BCP 47 language it is told in; nil means the archive's.
    var language: String? { get }
    /// Seconds, from the audio's headers.
    var duration: Double? { get }
    /// Kept in the archive, left out of the site and the bundle.
    var isPrivate: Bool { get }
    /// Until this day the site and the bundle leave out its recording and transcript.
    var sealedUntil: RecordedDate? { get }
    /// Where its page's folder or its own files are published (`ItemLayout`).
    var publishedFolder: String { get }
    /// The item as decoded from a hand-edited file, checked for what decoding cannot see (a
    /// language's form, a cleaned text); a `DecodingError` names the field when it is wrong.
    func checkedOnLoad() throws -> Self
}

extension ArchiveItem {
    /// A `story.json` or `entry.json` read from `path`, or why not in a sentence: missing,
    /// larger than `InputLimits.metadataBytes`, or not the fields it should hold.
    public static func read(fromFile path: String) -> Result<Self, ItemProblem> {
        decoded(FileManager.default.contents(atPath: path, readingAtMost: InputLimits.metadataBytes), file: path)
    }

    /// The item in `data`, read from `path` with `contents(atPath:readingAtMost:)` and
    /// `InputLimits.metadataBytes` (nil: it could not be read), or why not, as `read(fromFile:)` says it.
    public static func decoded(_ data: Data?, file path: String) -> Result<Self, ItemProblem> {
        let name = collection.metadataFileName
        guard let data else {
            return .failure(ItemProblem(file: path, message: "\(name) is missing or unreadable"))
        }
        guard data.count <= InputLimits.metadataBytes else {
            return .failure(ItemProblem(file: path, message: "\(name) is larger than \(InputLimits.metadataBytes / 1_000_000) MB, far more than its details can hold"))
        }
        do {
            return .success(try decoded(from: data))
        } catch {
            let where_ = JSONTextChecks.syntaxError(in: data).map { "not valid JSON (\($0))" }
            return .failure(ItemProblem(file: path, message: where_ ?? DecodingErrorText.describe(error)))
        }
    }

    /// A `story.json` or `entry.json`'s bytes as the archive reads them: decoded, then checked.
    public static func decoded(from data: Data) throws -> Self {
        try JSONDecoder().decode(Self.self, from: data).checkedOnLoad()
    }

    /// Whether its seal still holds on `today` (a build's or an export's local day).
    public func isSealed(on today: RecordedDate) -> Bool {
        guard let sealedUntil else { return false }
        return sealedUntil.dayString > today.dayString
    }
}

extension DayEntry {
    /// A journal's entries are not marked private one by one.
    public var isPrivate: Bool { false }
    /// Nor sealed.
    public var sealedUntil: RecordedDate? { nil }
}

extension ArchiveItem {
    /// The metadata file's bytes: pretty-printed, keys in the order the model declares them.
    /// One too large for `read(fromFile:)` to read back is refused, so none is ever written.
    public func encodedMetadata(file: String) throws(ArchiveError) -> Data {
        let data: Data
        do {
            data = try OrderedJSONEncoder().encodePretty(self)
        } catch {
            throw ArchiveError(.invalidFile, file: file, message: "cannot write \(Self.collection.metadataFileName) (\(error))",
                               hint: "This is a bug in StoryChop; please report it with this message.")
        }
        guard data.count <= InputLimits.metadataBytes else {
            throw ArchiveError(.invalidFile, file: file,
                               message: "its details would be larger than \(InputLimits.metadataBytes / 1_000_000) MB, the most \(Self.collection.metadataFileName) may be",
                               hint: "Shorten its texts (a day's answers or notes), then run the command again.")
        }
        return data
    }
}

extension Story: ArchiveItem {
    public static var collection: ArchiveCollection { .stories }
}
