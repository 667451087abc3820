/// A container format AudioProbe recognises, detected from the file's bytes (never its name).
public enum AudioFormat: String, Sendable, Equatable, CaseIterable {
    /// MPEG-4 audio (`.m4a`, also `.mp4`/`.mov` with an audio track): AAC, ALAC, …
    case m4a
    /// MPEG audio (layer III, also layers I/II), optionally behind an ID3v2 tag.
    case mp3
    /// RIFF/WAVE (and RF64).
    case wav
    /// Native FLAC.
    case flac
    /// Ogg carrying Vorbis (or FLAC).
    case ogg
    /// Ogg carrying Opus.
    case opus
    /// Apple Core Audio Format.
    case caf
    /// Raw AAC in ADTS frames, as many Android recorders and browsers save it.
    case aac
    /// AMR-NB or AMR-WB storage format (codec "amr-nb" or "amr-wb"), from older phones.
    case amr
    /// 3GP and 3G2 (the MPEG-4 family with a `3gp*`/`3g2*` brand): AMR or AAC inside.
    case threeGP = "3gp"
    /// WebM, as a browser's recorder writes it: Opus or Vorbis.
    case webm
    /// Matroska audio, whatever the codec.
    case mka

    /// The usual file extension, without a dot.
    public var fileExtension: String { rawValue }

    /// The MIME type a web page should announce in `<source type=…>`.
    public var mimeType: String {
        switch self {
        case .m4a: "audio/mp4"
        case .mp3: "audio/mpeg"
        case .wav: "audio/wav"
        case .flac: "audio/flac"
        case .ogg: "audio/ogg"
        case .opus: "audio/ogg; codecs=opus"
        case .caf: "audio/x-caf"
        case .aac: "audio/aac"
        case .amr: "audio/amr"
        case .threeGP: "audio/3gpp"
        case .webm: "audio/webm"
        case .mka: "audio/x-matroska"
        }
    }
}
