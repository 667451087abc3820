/// `audio.loudness` in story.json and entry.json: the recording's loudness (EBU R128) as the
/// first pass of ffmpeg's `loudnorm` measured it. `build` writes it the first time it levels
/// the recording's playable copy, so that no later build, in any site folder, and no archive
/// the bundle is imported into, measures the recording again. Only a measurement with every
/// figure is kept (silence, or a recording shorter than loudnorm's 0.4 s block, has none).
public struct RecordingLoudness: Codable, Sendable, Equatable {
    /// Integrated loudness, LUFS.
    public var integrated: Double?
    /// True peak, dBTP.
    public var truePeak: Double?
    /// Loudness range, LU.
    public var range: Double?
    /// The gate's threshold, LUFS.
    public var threshold: Double?
    /// How far the first pass found its own output from `target`, LU: the one figure that
    /// belongs to the target, not the recording.
    public var offset: Double?
    /// The target measured for, as loudnorm's options: "I=-16:TP=-1.5:LRA=11".
    public var target: String

    public init(integrated: Double?, truePeak: Double?, range: Double?, threshold: Double?, offset: Double?, target: String) {
        (self.integrated, self.truePeak, self.range, self.threshold) = (integrated, truePeak, range, threshold)
        (self.offset, self.target) = (offset, target)
    }

    /// Read leniently: a figure of the wrong type counts as none, so that a hand edit gone wrong
    /// makes the next build measure again, rather than leaving the story out of the site.
    public init(from decoder: any Decoder) throws {
        let container = try? decoder.container(keyedBy: CodingKeys.self)
        func figure(_ key: CodingKeys) -> Double? { try? container?.decodeIfPresent(Double.self, forKey: key) }
        self.init(integrated: figure(.integrated), truePeak: figure(.truePeak), range: figure(.range),
                  threshold: figure(.threshold), offset: figure(.offset),
                  target: (try? container?.decodeIfPresent(String.self, forKey: .target)) ?? "")
    }

    private enum CodingKeys: String, CodingKey {
        case integrated = "integrated_lufs"
        case truePeak = "true_peak_dbtp"
        case range = "range_lu"
        case threshold = "threshold_lufs"
        case offset = "target_offset_lu"
        case target
    }
}
