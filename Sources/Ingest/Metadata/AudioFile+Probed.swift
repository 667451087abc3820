import AudioProbe
import Foundation
import StoryArchive

extension AudioFile {
    /// The recording as the archive will keep it (`audio.<ext>`), as probed; its checksum is
    /// taken while it is copied.
    init(probed audio: AudioInfo, sha256: String = "") {
        self.init(file: "audio." + audio.format.fileExtension, format: audio.format.rawValue, codec: audio.codec,
                  bytes: audio.bytes, sha256: sha256, sampleRate: audio.sampleRate, channels: audio.channels)
    }
}
