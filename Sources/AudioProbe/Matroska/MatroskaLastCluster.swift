/// A recording without a Duration (what a browser's MediaRecorder writes) ends where its last
/// block does: the last Cluster is found in the file's tail (read backwards in growing windows,
/// never more than `maxWindow`), and its blocks are walked to the end.
enum MatroskaLastCluster {
    static let firstWindow = 256 << 10
    static let maxWindow = 16 << 20

    struct End {
        /// Nanoseconds from the start to the end of the last block of the audio track.
        var nanoseconds: Double
        /// True when the file ends inside a block (an interrupted recording).
        var cut: Bool
    }

    static func end(_ reader: FileReader, head: MatroskaHead, track: MatroskaTrack) throws(AudioProbeError) -> End? {
        let floor = head.firstCluster ?? head.segmentStart
        var size = firstWindow
        while true {
            let start = max(floor, head.segmentEnd - Int64(size))
            let window = try reader.read(at: start, count: Int(head.segmentEnd - start))
            if let found = lastCluster(in: window, track: track, scale: head.timecodeScale) { return found }
            if start == floor || size >= maxWindow { return nil }
            size *= 4
        }
    }

    /// The end of the last block of the last cluster in `window` that has one of the track's blocks.
    private static func lastCluster(in window: ByteBuffer, track: MatroskaTrack, scale: UInt64) -> End? {
        let id: [UInt8] = [0x1F, 0x43, 0xB6, 0x75]
        var candidates: [Int] = []
        var from = 0
        while let at = window.firstIndex(of: id, from: from) {
            candidates.append(at)
            from = at + 1
        }
        for at in candidates.reversed() {
            guard let cluster = EBMLElement.parse(window, at: at) else { continue }
            let end = Int(min(cluster.end(limit: Int64(window.count)), Int64(window.count)))
            let children = EBMLElement.children(in: window, from: Int(cluster.dataStart), to: end)
            // The Timecode comes first (after an optional CRC-32 or Void): random bytes that
            // look like a Cluster's ID almost never have one there.
            guard let timecode = children.prefix(3).first(where: { $0.id == 0xE7 }),
                  let base = window.ebmlUInt(timecode)
            else { continue }
            var last: Double?
            for child in children {
                if let blockEnd = blockEnd(window, child, track: track) {
                    last = max(last ?? 0, (Double(base) + blockEnd.ticks) * Double(scale) + blockEnd.extra)
                }
            }
            guard let last else { continue }
            let parsedTo = children.last.map { Int($0.end(limit: Int64(end))) } ?? Int(cluster.dataStart)
            return End(nanoseconds: last, cut: parsedTo < end)
        }
        return nil
    }

    /// A block's relative timecode (ticks) and its own length (nanoseconds), when it belongs to `track`.
    private static func blockEnd(_ window: ByteBuffer, _ element: EBMLElement, track: MatroskaTrack) -> (ticks: Double, extra: Double)? {
        var block = element
        var blockDuration: UInt64?
        if element.id == 0xA0 {
            let inner = EBMLElement.children(in: window, from: Int(element.dataStart), to: Int(element.end(limit: Int64(window.count))))
            guard let found = inner.first(where: { $0.id == 0xA1 }) else { return nil }
            block = found
            blockDuration = inner.first(where: { $0.id == 0x9B }).flatMap { window.ebmlUInt($0) }
        } else if element.id != 0xA3 {
            return nil
        }
        let at = Int(block.dataStart)
        guard let (number, length) = EBMLElement.vint(window, at: at, maxLength: 8, keepMarker: false), number == track.number,
              let relative = window.u16be(at + length), let flags = window.u8(at + length + 2)
        else { return nil }
        let ticks = Double(Int16(bitPattern: relative))
        if let blockDuration { return (ticks + Double(blockDuration), 0) }
        // Lacing (flags bits 1–2): none, or fixed-size, where the frame count comes first.
        let dataAt = at + length + 3
        let lacing = (flags >> 1) & 3
        let frames = lacing == 0 ? 1 : Int(window.u8(dataAt) ?? 0) + 1
        let firstFrame = window.clampedSlice(lacing == 0 ? dataAt : lacing == 2 ? dataAt + 1 : -1, 2)
        return (ticks, track.blockNanoseconds(frames: frames, firstFrame: firstFrame))
    }
}
