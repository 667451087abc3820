import AudioProbe

/// Which recordings browsers play as they are, decided in this one place from story.json's
/// `audio.format` and `audio.codec` (AudioFormat's raw values and ffmpeg's codec names). With
/// ffmpeg every recording plays through its levelled AAC copy, `audio-playable.m4a`; this says
/// what the page tells listeners when there is none.
enum BrowserPlayback {
    /// Whether Safari on an iPhone, Chromium and Firefox all play the recording in `<audio>`.
    /// Safari is the narrow one: it plays no Ogg (Vorbis, Opus, FLAC in Ogg), WebM, Matroska, AMR
    /// or 3GP holding AMR; Chromium and Firefox play no CAF, ALAC or 3GP. FLAC and Opus inside MP4
    /// play only on recent iPhones (iOS 17 and later), and a family's phones are often older
    /// ones: they get the copy too, which is made once and costs a few seconds.
    static func everyBrowserPlays(format: String, codec: String) -> Bool {
        switch format {
        case "m4a": ["aac", "mp3"].contains(codec)
        case "mp3": codec == "mp3"  // layer III: Chromium plays no MPEG layer I or II
        case "wav": safariPlaysWAV.contains(codec)
        case "flac", "aac": true    // native FLAC (Safari 11 on); ADTS AAC
        default: false              // ogg, opus, webm, mka, amr, 3gp, caf, and any format to come
        }
    }

    /// Whether Chromium and Firefox (on computers and Android phones) play it, when Safari may
    /// not: what the page says when no copy could be made.
    static func computersPlay(format: String, codec: String) -> Bool {
        switch format {
        case "m4a": ["aac", "mp3", "opus", "flac"].contains(codec)
        case "mp3": codec == "mp3"
        case "wav": codec.hasPrefix("pcm")
        case "flac", "aac", "ogg", "opus": true
        case "webm": ["opus", "vorbis"].contains(codec)
        default: false
        }
    }

    /// WAV codecs Safari plays: integer PCM and 32-bit float. A-law, μ-law, ADPCM, MP3 in WAV
    /// and 64-bit float get the copy.
    private static let safariPlaysWAV: Set<String> = ["pcm_u8", "pcm_s16le", "pcm_s24le", "pcm_s32le", "pcm_f32le"]

    /// The type a page announces in `<source type=…>` for a recording of `format` (AudioProbe's
    /// own, as the probe named the format).
    static func mimeType(format: String) -> String {
        AudioFormat(rawValue: format)?.mimeType ?? "application/octet-stream"
    }
}
