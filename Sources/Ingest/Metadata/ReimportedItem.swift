import AudioProbe
import Foundation
import StoryArchive

/// A StoryChop `story.json` or `entry.json` met again (a bundle, a copied folder): read as it was.
enum ReimportedItem {
    static func read<Item: ArchiveItem>(_ type: Item.Type, from file: URL, shownAs: String,
                                        hint: String) throws(IngestError) -> Item {
        switch Item.read(fromFile: file.path) {
        case .success(let item): return item
        case .failure(let problem): throw IngestError(.badMetadata, file: shownAs, message: problem.message, hint: hint)
        }
    }
}

extension AudioFile {
    /// The recording as the archive will keep it (`audio.<ext>`), as probed; its checksum is
    /// taken while it is copied.
    init(probed audio: AudioInfo, sha256: String = "") {
        self.init(file: "audio." + audio.format.fileExtension, format: audio.format.rawValue, codec: audio.codec,
                  bytes: audio.bytes, sha256: sha256, sampleRate: audio.sampleRate, channels: audio.channels)
    }
}
