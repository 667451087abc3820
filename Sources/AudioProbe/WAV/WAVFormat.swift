/// The WAV `fmt ` chunk: how the samples are encoded.
struct WAVFormat {
    var formatTag: UInt16
    var channels: Int
    var sampleRate: Int
    var byteRate: Int
    var blockAlign: Int
    var bitsPerSample: Int

    init(_ fmt: ByteBuffer) throws(AudioProbeError) {
        guard var tag = fmt.u16le(0), let channels = fmt.u16le(2), let rate = fmt.u32le(4),
              let byteRate = fmt.u32le(8), let blockAlign = fmt.u16le(12)
        else { throw .truncated("its format header (fmt)") }
        // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first 2 bytes of its sub-format GUID.
        if tag == 0xFFFE, let sub = fmt.u16le(24) { tag = sub }
        guard channels > 0, rate > 0 else { throw .corrupt("the WAV format header says 0 channels or 0 samples per second") }
        guard byteRate > 0 else { throw .corrupt("the WAV format header says 0 bytes per second") }
        formatTag = tag
        self.channels = Int(channels)
        sampleRate = Int(rate)
        self.byteRate = Int(byteRate)
        self.blockAlign = Int(blockAlign)
        bitsPerSample = Int(fmt.u16le(14) ?? 0)
    }

    /// Plain integer or float PCM, which every browser plays.
    var isPCM: Bool { formatTag == 1 || formatTag == 3 }

    /// ffmpeg's codec names, so they match what ffprobe prints.
    var codec: String {
        switch (formatTag, bitsPerSample) {
        case (1, 8): "pcm_u8"
        case (1, let bits): "pcm_s\(bits)le"
        case (3, 64): "pcm_f64le"
        case (3, _): "pcm_f32le"
        case (6, _): "pcm_alaw"
        case (7, _): "pcm_mulaw"
        case (2, _): "adpcm_ms"
        case (0x11, _): "adpcm_ima_wav"
        case (0x55, _): "mp3"
        default: "wav_0x" + String(formatTag, radix: 16)
        }
    }

    /// Seconds of audio in `bytes` of data. PCM counts whole sample frames; other codecs use
    /// the byte rate.
    func duration(ofBytes bytes: Int64) -> Double {
        if isPCM, blockAlign > 0 {
            return Double(bytes / Int64(blockAlign)) / Double(sampleRate)
        }
        return Double(bytes) / Double(byteRate)
    }
}
