/// What AudioProbe learned from a file's headers.
public struct AudioInfo: Sendable, Equatable {
    /// The container, detected from the bytes.
    public var format: AudioFormat
    /// The codec in lower case: "aac", "alac", "mp3", "pcm_s16le", "flac", "vorbis", "opus", "ima4", "lpcm", "amr-nb", "amr-wb", …
    public var codec: String
    /// The playing time in seconds (agrees with ffprobe to 0.05 s).
    public var duration: Double
    /// Samples per second, when the header says.
    public var sampleRate: Int?
    /// Number of channels, when the header says.
    public var channels: Int?
    /// The file's size in bytes.
    public var bytes: Int64
    /// Title, date, comment and creation time found inside the file.
    public var tags: AudioTags
    /// Problems that didn't stop the probe, for a person (e.g. a WAV header that claims more data than the file holds).
    public var warnings: [String]
    /// How many bytes the probe read from the file (it reads headers only).
    public var bytesRead: Int
    /// Whether Chromium and Firefox play this file in an `<audio>` element (false for CAF, ALAC, AMR
    /// and 3GP with AMR, and Matroska other than WebM with Opus or Vorbis).
    public var browserPlayable: Bool

    /// Makes an `AudioInfo`; mostly for tests and for callers that build one by hand.
    public init(
        format: AudioFormat, codec: String, duration: Double, sampleRate: Int? = nil, channels: Int? = nil,
        bytes: Int64 = 0, tags: AudioTags = AudioTags(), warnings: [String] = [], bytesRead: Int = 0,
        browserPlayable: Bool = true
    ) {
        self.format = format
        self.codec = codec
        self.duration = duration
        self.sampleRate = sampleRate
        self.channels = channels
        self.bytes = bytes
        self.tags = tags
        self.warnings = warnings
        self.bytesRead = bytesRead
        self.browserPlayable = browserPlayable
    }
}
