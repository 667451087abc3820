/// Reads an audio file's headers (never the whole file) and reports its format, codec,
/// duration, sample rate, channels and tags.
public enum AudioProbe {
    /// Probes the file at `path`. The format comes from the bytes, not the extension.
    ///
    /// - Throws: `AudioProbeError` for an empty, unreadable, unknown, truncated or damaged file;
    ///   it never traps, whatever the bytes.
    public static func probe(fileAt path: String) throws(AudioProbeError) -> AudioInfo {
        let reader = try FileReader(path: path)
        guard reader.size > 0 else { throw .empty }
        var info = try probe(reader)
        info.bytes = reader.size
        info.bytesRead = reader.bytesRead
        guard info.duration.isFinite, info.duration >= 0 else {
            throw .corrupt("its header gives an impossible duration")
        }
        try checkPlausible(info)
        return info
    }

    /// Fewer bits a second than any codec carries sound in (Opus' least is 6,000; FLAC of pure
    /// silence at 8 kHz about 250): a longer duration than that is a header that lies.
    static let minBitsPerSecond = 100.0
    /// Sample rates a recording can have: from old voice recorders to studio files.
    static let sampleRates = 1_000...768_000

    /// Refuses headers no recording could have: a fuzzed Opus of a few megabytes claimed 1.5
    /// million years, an Ogg granule 453 million seconds, a FLAC 7 samples a second.
    static func checkPlausible(_ info: AudioInfo) throws(AudioProbeError) {
        if let rate = info.sampleRate, !sampleRates.contains(rate) {
            throw .corrupt("its header says \(rate) samples a second, which no recording has")
        }
        let bits = Double(info.bytes) * 8
        if info.duration > 0, bits / info.duration < minBitsPerSecond {
            let hours = info.duration / 3600
            let length = hours >= 48 ? "\(whole(hours / 24)) days" : hours >= 1 ? "\(whole(hours)) hours" : "\(whole(info.duration)) seconds"
            throw .corrupt("its header says it lasts \(length), far longer than its \(info.bytes) bytes can hold")
        }
    }

    /// A count for a message; a Matroska header's duration of 10^300 seconds is more days than an
    /// Int holds (converting it trapped, found by the fuzz target `audio-matroska`).
    static func whole(_ value: Double) -> String {
        value < 1e15 ? String(Int(value)) : "\(value.rounded())"
    }

    /// Picks the parser from the first bytes ("magic").
    static func probe(_ reader: FileReader) throws(AudioProbeError) -> AudioInfo {
        let head = try reader.read(at: 0, count: 64)
        if head.matches("ID3", at: 0) {
            // An ID3v2 tag normally means MP3, but some tools put one in front of FLAC.
            let tagEnd = ID3Reader.tagEnd(reader)
            let after = try reader.read(at: tagEnd, count: 4)
            if after.matches("fLaC", at: 0) { return try FLACProbe.probe(reader, start: tagEnd) }
            if try ADTSProbe.detect(reader, at: tagEnd) {
                return try ADTSProbe.probe(reader, start: tagEnd, tags: ID3Reader.read(reader))
            }
            return try MP3Probe.probe(reader)
        }
        if let type = head.fourCC(4), MP4Probe.topLevelTypes.contains(type) {
            return try MP4Probe.probe(reader)
        }
        if head.matches("RIFF", at: 0) || head.matches("RF64", at: 0) || head.matches("BW64", at: 0) {
            guard head.matches("WAVE", at: 8) else { throw .unknownFormat }
            return try WAVProbe.probe(reader)
        }
        if head.matches("fLaC", at: 0) { return try FLACProbe.probe(reader, start: 0) }
        if head.matches("OggS", at: 0) { return try OggProbe.probe(reader) }
        if head.matches("caff", at: 0) { return try CAFProbe.probe(reader) }
        if let variant = AMRProbe.variant(head) { return try AMRProbe.probe(reader, variant: variant) }
        if head.matches("#!AMR", at: 0) { throw .unsupportedCodec("it is multichannel AMR") }
        if head.u32be(0) == MatroskaProbe.ebmlID { return try MatroskaProbe.probe(reader) }
        // ADTS's sync differs from MPEG audio's in its layer bits (00), so neither takes the other.
        if try ADTSProbe.detect(reader, at: 0) { return try ADTSProbe.probe(reader, start: 0, tags: AudioTags()) }
        // Bare MPEG audio: only when a frame header at 0 is confirmed by the next one,
        // so random bytes that happen to start with 0xFFE are not mistaken for MP3.
        if MP3FrameHeader(head, at: 0) != nil { return try MP3Probe.probe(reader) }
        throw TextDecoding.looksLikeText(head) ? .text : .unknownFormat
    }
}
