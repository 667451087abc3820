import Foundation
import StoryArchive

/// StoryChop's own `manifest.json`: what the bundle holds, in terms a person and a program
/// can read without knowing BagIt.
///
///     { "format": "storychop-bundle", "format_version": 1, "generator": "StoryChop 0.1.0",
///       "title": …, "language": …, "created": "2025-01-29T18:00:00Z",
///       "payload": { "files": 53, "bytes": 4096000 },
///       "stories": [ { "id": …, "folder": "data/stories/<id>/", "metadata": { story.json },
///                      "files": [ { "role": "audio", "path": …, "bytes": …, "sha256": … } ] } ],
///       "files": [ { "path": "data/index.html", "bytes": …, "sha256": … }, … ] }
///
/// Keys are in a fixed order and files sorted, so the same archive gives the same bytes.
enum BundleManifest {
    struct Header {
        var title: String
        var language: String
        var generator: String
        var created: String
    }

    static func text(_ header: Header, stories: [Story], files: [(path: String, fact: FileFact)]) throws(BundleError) -> String {
        let facts = Dictionary(files.map { ($0.path, $0.fact) }, uniquingKeysWith: { first, _ in first })
        var storyValues: [JSONValue] = []
        for story in stories {
            let folder = "\(BundleLayout.payloadFolder)/stories/\(story.id)/"
            var roles: [(String, String)] = [("metadata", "story.json")]
            if let audio = story.audio { roles.append(("audio", audio.file)) }
            if let transcript = story.transcript { roles.append(("transcript", transcript.file)) }
            let storyFiles: [JSONValue] = roles.compactMap { role, name in
                facts[folder + name].map { fileValue(path: folder + name, fact: $0, role: role) }
            }
            let metadata: JSONValue
            do {
                metadata = try OrderedJSONEncoder().encode(story)
            } catch {
                throw BundleError(.badStory, file: folder + "story.json", message: "cannot write this story into manifest.json (\(error))",
                                  hint: "This is a bug in StoryChop; please report it with this message.")
            }
            storyValues.append(.object([
                .init("id", .string(story.id)), .init("folder", .string(folder)),
                .init("metadata", metadata), .init("files", .array(storyFiles)),
            ]))
        }
        let document = JSONValue.object([
            .init("format", .string(BundleLayout.formatName)),
            .init("format_version", .int(Int64(BundleLayout.formatVersion))),
            .init("generator", .string(header.generator)),
            .init("title", .string(header.title)),
            .init("language", .string(header.language)),
            .init("created", .string(header.created)),
            .init("payload", .object([
                .init("files", .int(Int64(files.count))),
                .init("bytes", .int(files.reduce(0) { $0 + $1.fact.bytes })),
            ])),
            .init("stories", .array(storyValues)),
            .init("files", .array(files.map { fileValue(path: $0.path, fact: $0.fact, role: nil) })),
        ])
        return document.prettyPrinted()
    }

    private static func fileValue(path: String, fact: FileFact, role: String?) -> JSONValue {
        var members: [JSONValue.Member] = []
        if let role { members.append(.init("role", .string(role))) }
        members += [.init("path", .string(path)), .init("bytes", .int(fact.bytes)), .init("sha256", .string(fact.sha256))]
        return .object(members)
    }
}
