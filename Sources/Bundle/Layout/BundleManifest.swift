import Foundation
import StoryCore
import StoryArchive

/// StoryChop's own `manifest.json`: what the bundle holds, in terms a person and a program
/// can read without knowing BagIt.
///
///     { "format": "storychop-bundle", "format_version": 1, "generator": "StoryChop 0.1.0",
///       "title": …, "language": …, "created": "2025-01-29T18:00:00Z",
///       "payload": { "files": 53, "bytes": 4096000 },
///       "stories": [ { "id": …, "folder": "data/stories/<id>/", "metadata": { story.json },
///                      "files": [ { "role": "audio", "path": …, "bytes": …, "sha256": … }, … "photo" … ] } ],
///       "days": [ { "id": …, "folder": "data/days/<yyyy-mm-dd>/<id>/", "metadata": { entry.json }, "files": […] } ],
///       "files": [ { "path": "data/index.html", "bytes": …, "sha256": … }, …
///                  { "role": "book", "path": "data/book/book.pdf", … }, … ] }
///
/// Keys are in a fixed order and files sorted, so the same archive gives the same bytes. The
/// document is written in pieces (see `PrettyJSONPieces`): the `files` items are spooled while
/// the payload is written (`fileItem`), and `write` puts them after the head and the stories.
enum BundleManifest {
    struct Header {
        var title: String
        var language: String
        var generator: String
        var created: String
    }

    /// The whole document into `out`: the head, one item a story (its own files' facts from
    /// `storyFiles`) and a day entry (from `entryFiles`), then the `files` items spooled in `fileItems`.
    static func write(_ header: Header, payloadFiles: Int, payloadBytes: Int64, stories: ExportStories,
                      storyFiles: StoryFileFacts, days: ExportDays, entryFiles: StoryFileFacts,
                      fileItems: SpoolFile, into out: SpoolFile) throws(BundleError) {
        let head: [(String, JSONValue)] = [
            ("format", .string(BundleLayout.formatName)),
            ("format_version", .int(Int64(BundleLayout.formatVersion))),
            ("generator", .string(header.generator)),
            ("title", .string(header.title)),
            ("language", .string(header.language)),
            ("created", .string(header.created)),
            ("payload", .object([.init("files", .int(Int64(payloadFiles))), .init("bytes", .int(payloadBytes))])),
        ]
        try out.append(PrettyJSONPieces.open)
        for (index, (key, value)) in head.enumerated() {
            try out.append(PrettyJSONPieces.member(key, value, first: index == 0))
        }
        try appendList("stories", stories, facts: storyFiles, to: out)
        try appendList("days", days, facts: entryFiles, to: out)
        try out.append(PrettyJSONPieces.arrayStart("files", first: false))
        try out.append(contentsOf: fileItems)
        try out.append(PrettyJSONPieces.arrayEnd(empty: payloadFiles == 0))
        try out.append(PrettyJSONPieces.close)
    }

    /// The item of `files` for one payload file, with its role when it has one (`book`);
    /// `first`: the first payload file.
    static func fileItem(path: String, fact: FileFact, role: String? = nil, first: Bool) -> String {
        PrettyJSONPieces.arrayItem(fileValue(path: path, fact: fact, role: role), first: first)
    }

    /// How deep a story's metadata sits in the document: in `stories`' items' members.
    static let metadataIndent = 6

    /// `"stories": [ … ]` or `"days": [ … ]`, oldest first, each item with its metadata and
    /// its own files' facts: appended an item at a time (at 10,000 stories the list is 27 MB).
    private static func appendList<Item>(_ name: String, _ items: ExportItems<Item>, facts: StoryFileFacts,
                                         to out: SpoolFile) throws(BundleError) {
        try out.append(PrettyJSONPieces.arrayStart(name, first: false))
        for (position, index) in items.catalogOrder.enumerated() {
            let summary = items.summaries[index]
            let recorded = try facts.facts(ofStory: index)
            let files = StoryFileFacts.Role.allCases.compactMap { role -> (String, String, FileFact)? in
                guard let name = role.fileName(in: summary), let fact = recorded[role] else { return nil }
                return (role.name, name, fact)
            } + summary.photos.compactMap { photo -> (String, String, FileFact)? in
                // Written only when its bytes gave these (`BundleWriter.add` checks), so the recorded facts are the written ones.
                photo.expected.map { ("photo", photo.file, FileFact(sha256: $0.sha256, bytes: $0.bytes)) }
            }
            try out.append(PrettyJSONPieces.arrayItem(item(id: summary.id, folder: "\(BundleLayout.payloadFolder)/\(summary.folder)",
                                                           metadata: try items.metadata.text(in: summary.metadataRange), files: files),
                                                      first: position == 0))
        }
        try out.append(PrettyJSONPieces.arrayEnd(empty: items.count == 0))
    }

    /// A story's or a day entry's item, with its own files as (role, name, fact).
    private static func item(id: String, folder: String, metadata: String, files: [(String, String, FileFact)]) -> String {
        let values = files.map { role, name, fact in fileValue(path: folder + name, fact: fact, role: role) }
        return PrettyJSONPieces.object([
            ("id", JSONValue.string(id).prettyPrinted(nestedAt: metadataIndent)),
            ("folder", JSONValue.string(folder).prettyPrinted(nestedAt: metadataIndent)),
            ("metadata", metadata),
            ("files", JSONValue.array(values).prettyPrinted(nestedAt: metadataIndent)),
        ], nestedAt: PrettyJSONPieces.itemIndent)
    }

    private static func fileValue(path: String, fact: FileFact, role: String?) -> JSONValue {
        var members: [JSONValue.Member] = []
        if let role { members.append(.init("role", .string(role))) }
        members += [.init("path", .string(path)), .init("bytes", .int(fact.bytes)), .init("sha256", .string(fact.sha256))]
        return .object(members)
    }
}
