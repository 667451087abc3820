import Foundation

/// The `mvhd` box: the movie's time scale, duration (edit lists already applied, which is
/// what ffprobe reports) and creation time.
struct MP4MovieHeader {
    var timescale: UInt32
    /// In `timescale` units; 0 when unknown (fragmented files with an empty moov).
    var duration: UInt64
    var creationTime: Date?

    /// Seconds from 1904-01-01 (the MP4 epoch) to 1970-01-01.
    static let epochOffset: Double = 2_082_844_800

    /// Parses an `mvhd` payload (version 0: 32-bit times, version 1: 64-bit).
    init?(_ payload: ByteBuffer) {
        guard let version = payload.u8(0) else { return nil }
        let created: UInt64
        if version == 1 {
            guard let c = payload.u64be(4), let scale = payload.u32be(20), let d = payload.u64be(24) else { return nil }
            created = c
            timescale = scale
            duration = d == UInt64.max ? 0 : d
        } else {
            guard let c = payload.u32be(4), let scale = payload.u32be(12), let d = payload.u32be(16) else { return nil }
            created = UInt64(c)
            timescale = scale
            duration = d == UInt32.max ? 0 : UInt64(d)
        }
        creationTime = created == 0 ? nil : Date(timeIntervalSince1970: Double(created) - Self.epochOffset)
    }

    /// The duration in seconds, or nil when the header doesn't know it.
    var seconds: Double? {
        guard timescale > 0, duration > 0 else { return nil }
        return Double(duration) / Double(timescale)
    }
}
