/// Counts MP3 frames by hopping from header to header, for files without a Xing/VBRI header.
/// Reads in 64 KiB chunks and stops early, then extrapolates, so a long recording is never
/// read whole: constant bit rate after `cbrCheck` bytes (exact, and what ffprobe does), variable
/// bit rate after `budget` bytes (an estimate, with a warning).
enum MP3FrameScanner {
    /// Bytes scanned before a stream whose frames all have one bit rate is taken as CBR.
    static let cbrCheck: Int64 = 256 << 10
    /// Audio bytes scanned before extrapolating a VBR stream (~4 min at 128 kbit/s).
    static let budget: Int64 = 4 << 20
    static let chunkSize = 64 << 10

    /// The duration of the frames from `start` to `end`, in seconds.
    static func scan(
        _ reader: FileReader, from start: Int64, to end: Int64, first: MP3FrameHeader, warnings: inout [String]
    ) throws(AudioProbeError) -> Double {
        var position = start
        var chunkStart: Int64 = start
        var chunk = ByteBuffer([])
        var samples: Int64 = 0
        var frames: Int64 = 0
        var bitrates: Set<Int> = []
        var skipped: Int64 = 0
        var reachedEnd = false  // as opposed to stopping early to save reading
        while position + 4 <= end, position - start < budget {
            if position - start >= cbrCheck, bitrates.count == 1 { break }
            if position + 4 > chunkStart + Int64(chunk.count) {
                chunkStart = position
                chunk = try reader.read(at: position, count: chunkSize)
                if chunk.count < 4 { reachedEnd = true; break }
            }
            let i = Int(position - chunkStart)
            if let header = MP3FrameHeader(chunk, at: i), header.isCompatible(with: first) {
                if position + Int64(header.length) > end { reachedEnd = true; break }  // a partial last frame
                samples += Int64(header.samplesPerFrame)
                frames += 1
                bitrates.insert(header.bitrate)
                position += Int64(header.length)
            } else {
                // Lost sync (damage or junk): step forward until a header appears.
                position += 1
                skipped += 1
            }
        }
        if skipped > 4096 {
            warnings.append("parts of the MP3 are damaged (\(skipped) bytes are not audio); the duration may be short")
        }
        var seconds = Double(samples) / Double(first.sampleRate)
        if !reachedEnd, position + 4 <= end, frames > 0 {
            let rest = Double(end - position)
            if bitrates.count == 1, let kbps = bitrates.first {
                seconds += rest * 8 / (Double(kbps) * 1000)
            } else {
                // Variable bit rate: extrapolate from the average frame size seen so far.
                let average = Double(position - start) / Double(frames)
                seconds += rest / average * Double(first.samplesPerFrame) / Double(first.sampleRate)
                warnings.append("the MP3 has no length header and a varying bit rate, so its duration is an estimate")
            }
        }
        return seconds
    }
}
