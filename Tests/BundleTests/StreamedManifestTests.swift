@testable import Bundle
import Foundation
import StoryArchive
import Testing

/// The manifests are written a piece at a time while the payload goes into the ZIP; their bytes
/// must be what writing each one whole gives.
@Suite struct StreamedManifestTests {
    @Test func manifestJSONIsWhatPrettyPrintingTheWholeDocumentGives() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let entries = Dictionary(try ZipSurgery.entries(of: fixture.zipPath), uniquingKeysWith: { first, _ in first })
        let data = try #require(entries["Family-Stories/manifest.json"])
        let document = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(document.prettyPrinted() == String(decoding: data, as: UTF8.self))
        guard case .array(let stories)? = document["stories"], case .array(let files)? = document["files"] else {
            Issue.record("manifest.json has no stories or files list")
            return
        }
        #expect(stories.count == 12)
        #expect(files.count == entries.keys.filter { $0.hasPrefix("Family-Stories/data/") }.count)
        for story in stories {
            guard case .array(let own)? = story["files"] else { continue }
            #expect(own.first?["role"] == .string("metadata"), "each story lists its story.json first")
            #expect(own.contains { $0["role"] == .string("audio") })
        }
    }

    @Test func manifestSHA256ListsEveryPayloadFileOnceInZipOrder() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let entries = try ZipSurgery.entries(of: fixture.zipPath)
        let text = String(decoding: try #require(entries.first { $0.name == "Family-Stories/manifest-sha256.txt" }).data, as: UTF8.self)
        let expected = entries.filter { $0.name.hasPrefix("Family-Stories/data/") }.map { entry in
            ManifestLine(sha256: BundleFixture.sha256(entry.data), path: String(entry.name.dropFirst("Family-Stories/".count))).text + "\n"
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
