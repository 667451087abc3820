/// What an Ogg stream's id header says about its codec, and the tags from its comment header.
struct OggCodec {
    var format: AudioFormat
    var name: String
    var sampleRate: Int
    var channels: Int
    /// Granule positions count samples at this rate (48 kHz for Opus, whatever the input was).
    var granuleRate: Int
    /// Opus encoder delay, subtracted from the last granule.
    var preSkip: Int64 = 0
    var tags = AudioTags()

    /// Recognises Vorbis ("\u{1}vorbis"), Opus ("OpusHead") and FLAC ("\u{7F}FLAC"); nil otherwise.
    init?(id: ByteBuffer, comments: ByteBuffer) {
        if id.u8(0) == 1, id.matches("vorbis", at: 1), let channels = id.u8(11), let rate = id.u32le(12), rate > 0 {
            format = .ogg
            name = "vorbis"
            sampleRate = Int(rate)
            self.channels = Int(channels)
            granuleRate = Int(rate)
            if comments.u8(0) == 3, comments.matches("vorbis", at: 1) { tags = VorbisComment.parse(comments, from: 7) }
        } else if id.matches("OpusHead", at: 0), let channels = id.u8(9), let preSkip = id.u16le(10) {
            format = .opus
            name = "opus"
            sampleRate = 48_000
            self.channels = Int(channels)
            granuleRate = 48_000
            self.preSkip = Int64(preSkip)
            if comments.matches("OpusTags", at: 0) { tags = VorbisComment.parse(comments, from: 8) }
        } else if id.u8(0) == 0x7F, id.matches("FLAC", at: 1), id.matches("fLaC", at: 9),
                  let info = try? FLACStreamInfo(id, at: 17) {
            format = .ogg
            name = "flac"
            sampleRate = info.sampleRate
            channels = info.channels
            granuleRate = info.sampleRate
            // The comment packet is a FLAC metadata block: a 4-byte block header first.
            if comments.u8(0).map({ $0 & 0x7F }) == 4 { tags = VorbisComment.parse(comments, from: 4) }
        } else {
            return nil
        }
        guard channels > 0 else { return nil }
    }
}
