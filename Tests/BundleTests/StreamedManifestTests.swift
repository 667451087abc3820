@testable import Bundle
import StoryCore
import Foundation
import StoryArchive
import Testing

/// The manifests are written a piece at a time while the payload goes into the ZIP; their bytes
/// must be what writing each one whole gives.
@Suite struct StreamedManifestTests {
    /// The document built whole, as `BundleManifest` did before it was streamed, printed once.
    @Test func manifestJSONIsTheWholeDocumentPrettyPrinted() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let entries = try ZipSurgery.entries(of: fixture.zipPath)
        let top = "Family-Stories/"
        var facts: [String: JSONValue] = [:]
        var files: [JSONValue] = []
        var bytes: Int64 = 0
        for (name, data) in entries where name.hasPrefix(top + "data/") {
            let path = String(name.dropFirst(top.count))
            let fact: [JSONValue.Member] = [.init("path", .string(path)), .init("bytes", .int(Int64(data.count))),
                                            .init("sha256", .string(BundleFixture.sha256(data)))]
            facts[path] = .object(fact)
            files.append(.object(fact))
            bytes += Int64(data.count)
        }
        let stories: [JSONValue] = try fixture.stories().map { story in
            let folder = "data/stories/\(story.id)/"
            var roles = [("metadata", "story.json")]
            if let audio = story.audio { roles.append(("audio", audio.file)) }
            if let transcript = story.transcript { roles.append(("transcript", transcript.file)) }
            roles += story.photos.map { ("photo", $0.file) }
            let own: [JSONValue] = roles.compactMap { role, name in
                guard case .object(let members)? = facts[folder + name] else { return nil }
                return .object([.init("role", .string(role))] + members)
            }
            return .object([.init("id", .string(story.id)), .init("folder", .string(folder)),
                            .init("metadata", try OrderedJSONEncoder().encode(story)), .init("files", .array(own))])
        }
        let config = fixture.archive.config
        let whole = JSONValue.object([
            .init("format", .string("storychop-bundle")), .init("format_version", .int(1)),
            .init("generator", .string("StoryChop test")), .init("title", .string(config.title)),
            .init("language", .string(config.language)), .init("created", .string("2025-01-01T00:00:00Z")),
            .init("payload", .object([.init("files", .int(Int64(files.count))), .init("bytes", .int(bytes))])),
            .init("stories", .array(stories)), .init("days", .array([])), .init("files", .array(files)),
        ])
        let written = try #require(entries.first { $0.name == top + "manifest.json" }).data
        #expect(String(decoding: written, as: UTF8.self) == whole.prettyPrinted())
        #expect(stories.count == 14)
    }

    @Test func manifestSHA256ListsEveryPayloadFileOnceInZipOrder() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let entries = try ZipSurgery.entries(of: fixture.zipPath)
        let text = String(decoding: try #require(entries.first { $0.name == "Family-Stories/manifest-sha256.txt" }).data, as: UTF8.self)
        let expected = entries.filter { $0.name.hasPrefix("Family-Stories/data/") }.map { entry in
            ManifestLine(digest: BundleFixture.sha256(entry.data), path: String(entry.name.dropFirst("Family-Stories/".count))).text + "\n"
        }.joined()
        #expect(text == expected)
    }

    @Test(arguments: [0, 1, 3])
    func piecesJoinedAreThePrettyPrintedObject(items: Int) {
        let list = (0..<items).map { JSONValue.object([.init("path", .string("p\($0)")), .init("bytes", .int(Int64($0)))]) }
        let whole = JSONValue.object([
            .init("format", .string("x")), .init("payload", .object([.init("files", .int(2))])),
            .init("list", .array(list)), .init("other", .array(list)),
        ])
        var pieces = PrettyJSONPieces.open
        pieces += PrettyJSONPieces.member("format", .string("x"), first: true)
        pieces += PrettyJSONPieces.member("payload", .object([.init("files", .int(2))]), first: false)
        for key in ["list", "other"] {
            pieces += PrettyJSONPieces.arrayStart(key, first: false)
            for (index, item) in list.enumerated() { pieces += PrettyJSONPieces.arrayItem(item, first: index == 0) }
            pieces += PrettyJSONPieces.arrayEnd(empty: list.isEmpty)
        }
        pieces += PrettyJSONPieces.close
        #expect(pieces == whole.prettyPrinted())
    }
}
