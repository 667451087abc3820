@testable import Bundle
import Foundation
import Testing

/// `verify` reads back only the fields of `manifest.json` it checks, and says which one is wrong.
@Suite struct ManifestDocumentTests {
    static let sha = String(repeating: "a", count: 64)

    static func document(files: String = #"[{"path": "data/x", "bytes": 3, "sha256": "\#(sha)"}]"#,
                         stories: String = #"[{"id": "s", "folder": "data/stories/s/", "metadata": {"title": "T", "audio": {"file": "a.m4a", "bytes": 9, "sha256": "\#(sha.uppercased())"}}, "files": []}]"#,
                         version: String = "1") -> Data {
        Data(#"{"format": "storychop-bundle", "format_version": \#(version), "extra": {"x": [1, null]}, "stories": \#(stories), "files": \#(files)}"#.utf8)
    }

    @Test func aWellFormedManifestGivesItsFilesAndEachStorysAudio() throws {
        let parsed = try ManifestDocument.parse(Self.document()).get()
        #expect(parsed.formatVersion == 1)
        #expect(parsed.storyCount == 1)
        #expect(parsed.files.map(\.path) == ["data/x"])
        #expect(parsed.files.first?.fact == FileFact(sha256: Self.sha, bytes: 3))
        #expect(parsed.audio.map(\.path) == ["data/stories/s/a.m4a"])
        #expect(parsed.audio.first?.fact == FileFact(sha256: Self.sha, bytes: 9))
    }

    @Test func aStoryWithoutAudioIsFine() throws {
        let parsed = try ManifestDocument.parse(Self.document(stories: #"[{"id": "s", "folder": "f/", "metadata": {"audio": null}}]"#)).get()
        #expect(parsed.storyCount == 1)
        #expect(parsed.audio.isEmpty)
    }

    @Test(arguments: [
        (document(files: #"[{"path": "data/x", "bytes": 3, "sha256": "\#(sha)"}, {"path": "y", "bytes": "3", "sha256": "\#(sha)"}]"#),
         #""files[1]" needs a "path", "bytes" and a 64-digit "sha256""#),
        (document(files: #"[7]"#), #""files[0]" needs a "path", "bytes" and a 64-digit "sha256""#),
        (document(files: #"{}"#), #""files" is missing or not a list"#),
        (document(stories: #"[{"id": "s"}]"#), #""stories[0]" needs an "id" and a "folder""#),
        (document(stories: "null"), #""stories" is missing or not a list"#),
        (document(version: #""1""#), #""format_version" is missing or not a number"#),
        (Data(#"{"format": "other"}"#.utf8), #"is not a StoryChop bundle manifest ("format" is not "storychop-bundle")"#),
        (Data("{".utf8), "is not valid JSON"),
    ])
    func whatIsWrongIsNamed(data: Data, expected: String) {
        guard case .failure(let failure) = ManifestDocument.parse(data) else {
            Issue.record("parsed, but should not have")
            return
        }
        #expect(failure.text == expected)
    }
}
