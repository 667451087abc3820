import AudioProbe
import Foundation

/// The audio probes: one target per container, so that each keeps a corpus of its own format.
/// `AudioProbe` picks the parser from the bytes, so any target can still wander into another.
enum AudioTargets {
    static let formats = ["wav", "mp3", "mp4", "ogg", "flac", "caf", "adts", "amr", "matroska"]

    static let all: [FuzzTarget] = formats.map { format in
        FuzzTarget(name: "audio-\(format)", reads: "a recording (AudioProbe), seeded with \(format) files") { data in
            let path = ScratchFile.write(data, named: "recording.\(format)")
            _ = try? AudioProbe.probe(fileAt: path)
        }
    }
}
