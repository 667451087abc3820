/// Fragmented MP4 (`moof` boxes after an empty `moov`): the duration is the sum of the
/// sample durations in each `trun`, with defaults from `tfhd` or the movie's `trex`.
enum MP4Fragments {
    /// Sums the durations of `trackID`'s samples in `moofs`, in the track's time scale.
    static func totalDuration(
        _ reader: FileReader, moofs: [MP4Box], trackID: UInt32, trexDefaultDuration: UInt32
    ) throws(AudioProbeError) -> UInt64 {
        var total: UInt64 = 0
        for moof in moofs {
            for traf in try MP4Box.children(reader, from: moof.payloadStart, to: moof.end) where traf.type == "traf" {
                let (partial, _) = total.addingReportingOverflow(
                    try trafDuration(reader, traf, trackID: trackID, defaultDuration: trexDefaultDuration))
                total = partial
            }
        }
        return total
    }

    /// The `trex` default sample duration for `trackID` in `moov/mvex`, or 0.
    static func trexDefaultDuration(_ reader: FileReader, moov: MP4Box, trackID: UInt32) throws(AudioProbeError) -> UInt32 {
        for mvex in try MP4Box.children(reader, from: moov.payloadStart, to: moov.end) where mvex.type == "mvex" {
            for trex in try MP4Box.children(reader, from: mvex.payloadStart, to: mvex.end) where trex.type == "trex" {
                let p = try MP4Track.payload(reader, trex, max: 16)
                if p.u32be(4) == trackID { return p.u32be(12) ?? 0 }
            }
        }
        return 0
    }

    private static func trafDuration(
        _ reader: FileReader, _ traf: MP4Box, trackID: UInt32, defaultDuration: UInt32
    ) throws(AudioProbeError) -> UInt64 {
        var sampleDuration = defaultDuration
        var total: UInt64 = 0
        for box in try MP4Box.children(reader, from: traf.payloadStart, to: traf.end) {
            if box.type == "tfhd" {
                let p = try MP4Track.payload(reader, box, max: 40)
                guard let flags = p.u32be(0), p.u32be(4) == trackID else { return 0 }  // another track
                // Optional fields in order: base data offset (8), sample description index (4), default duration (4).
                var i = 8
                if flags & 0x01 != 0 { i += 8 }
                if flags & 0x02 != 0 { i += 4 }
                if flags & 0x08 != 0, let d = p.u32be(i) { sampleDuration = d }
            } else if box.type == "trun" {
                total &+= try trunDuration(reader, box, defaultDuration: sampleDuration)
            }
        }
        return total
    }

    private static func trunDuration(_ reader: FileReader, _ trun: MP4Box, defaultDuration: UInt32) throws(AudioProbeError) -> UInt64 {
        let head = try MP4Track.payload(reader, trun, max: 8)
        guard let flags = head.u32be(0), let count = head.u32be(4) else { throw .truncated("a fragment header ('trun')") }
        guard flags & 0x100 != 0 else { return UInt64(count) * UInt64(defaultDuration) }
        // Per-sample records: duration, size, flags, composition offset, each 4 bytes when present.
        var first = 8
        if flags & 0x01 != 0 { first += 4 }
        if flags & 0x04 != 0 { first += 4 }
        let stride = 4 * [0x100, 0x200, 0x400, 0x800].filter { flags & UInt32($0) != 0 }.count
        let needed = Int64(first) + Int64(count) * Int64(stride)
        guard needed <= trun.payloadSize else { throw .corrupt("a fragment ('trun') lists more samples than it holds") }
        let p = try MP4Track.payload(reader, trun, max: Int(needed))
        var total: UInt64 = 0
        var i = first
        for _ in 0..<count {
            total &+= UInt64(p.u32be(i) ?? 0)
            i += stride
        }
        return total
    }
}
