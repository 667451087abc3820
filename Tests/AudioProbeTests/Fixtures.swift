import Foundation

/// The committed fixture files (made by Fixtures/make-fixtures.sh) and ffprobe's view of them.
enum Fixtures {
    /// Found next to this source file, not through Bundle.module, so no resources need declaring.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// What ffprobe reported when the fixtures were made (expected.json).
    struct Expected: Decodable, Sendable {
        var codec: String
        var sampleRate: Int
        var channels: Int
        var duration: Double
    }

    static let expected: [String: Expected] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("expected.json")),
              let table = try? JSONDecoder().decode([String: Expected].self, from: data)
        else { return [:] }
        return table
    }()

    /// Every audio fixture, for table-driven and fuzz tests.
    static let all = [
        "aac.m4a", "aac-faststart.m4a", "aac-fragmented.m4a", "alac.m4a", "cbr-info.mp3", "vbr-xing.mp3",
        "cbr-noxing.mp3", "pcm.wav", "tagged.flac", "vorbis.ogg", "speech.opus", "ima4.caf",
    ]

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}
