import Crypto
import Foundation
import Site
import StoryArchive
import StoryCore

/// Everything a book is made from, as one SHA-256: the choices, the archive's settings, each
/// story's metadata, transcript and photos (by stamp and checksum), the cover, the journals
/// printed, the templates and stylesheet, and the engine. A book whose fingerprint is unchanged
/// is kept without typesetting a page; reading it costs a read of each story.json, not of each recording.
struct BookFingerprint {
    let archive: Archive
    let options: BookOptions

    /// A new layout of the book (a change to how StoryChop makes it) makes every book again.
    static let version = "book-1"

    func of(_ stories: [Story], codes: [String: String], engine: String, document: String, months: [BookMonthModel]) -> String {
        var hash = SHA256()
        func add(_ parts: String...) {
            for part in parts { hash.update(data: Data((part + "\u{0}").utf8)) }
        }
        let config = archive.config
        add(Self.version, options.trim.rawValue, String(options.largePrint), String(options.maxPages), engine, document,
            config.title, config.language, config.baseURL ?? "", options.cover.map { FileStamp.of($0) ?? "missing" } ?? "")
        for story in stories {
            let folder = archive.storyDirectory(story.id).path + "/"
            add(story.id, codes[story.id] ?? "", FileStamp.of(folder + ArchiveCollection.stories.metadataFileName) ?? "",
                story.transcript.map { FileStamp.of(folder + $0.file) ?? "missing" } ?? "")
            for photo in story.photos { add(photo.sha256, FileStamp.of(folder + photo.file) ?? "missing") }
        }
        // The journals are hashed as printed: their months' every word.
        if let printed = try? JSONEncoder().encode(months.map(Printed.init)) { hash.update(data: printed) }
        return FileDigest.hex(hash.finalize())
    }

    /// A month as it is printed, for hashing.
    private struct Printed: Encodable {
        var title: String
        var people: [String]
        init(_ month: BookMonthModel) {
            title = month.title
            people = month.people.map { person in
                person.name + person.weeks.flatMap(\.days).map { ($0.number ?? "") + ($0.mood ?? "") }.joined(separator: ",")
                    + person.entries.map { $0.date + ($0.mood ?? "") + $0.words }.joined(separator: "\u{0}")
            }
        }
    }
}
