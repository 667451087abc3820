import Foundation

/// The loudness every playable copy is levelled to (EBU R128, for speech): −16 LUFS integrated,
/// as podcast apps play, true peaks at most −1.5 dBTP, a loudness range of 11 LU that leaves a
/// voice's own rise and fall alone.
struct LoudnessTarget: Sendable, Equatable {
    var integrated = -16.0
    var truePeak = -1.5
    var range = 11.0

    static let speech = LoudnessTarget()

    /// loudnorm's options for it ("I=-16:TP=-1.5:LRA=11"); also part of a copy's fingerprint,
    /// so another target makes every copy again.
    var loudnormOptions: String {
        "I=\(Self.number(integrated)):TP=\(Self.number(truePeak)):LRA=\(Self.number(range))"
    }

    /// "-16" rather than "-16.0", "-1.5": what loudnorm is given and the fingerprint records.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// A recording's loudness as loudnorm's first pass measured it (its JSON's `input_*` and
/// `target_offset`), which the second pass is given to level it in one linear gain.
struct LoudnessMeasurement: Sendable, Equatable {
    /// Integrated loudness, LUFS; -inf for silence or a recording shorter than loudnorm's 400 ms block.
    var integrated: Double
    /// True peak, dBTP.
    var truePeak: Double
    /// Loudness range, LU.
    var range: Double
    /// The gate's threshold, LUFS.
    var threshold: Double
    /// What the first pass found its own output off by, LU.
    var offset: Double

    /// Whether there is a loudness to level from: silence and very short recordings measure -inf.
    var isMeasurable: Bool { [integrated, truePeak, range, threshold, offset].allSatisfy(\.isFinite) }

    /// The second pass's options: the measured figures, and a single gain for the whole recording
    /// (loudnorm falls back to its own gentle limiting when that gain would push peaks over the target).
    var loudnormOptions: String {
        "measured_I=\(integrated):measured_TP=\(truePeak):measured_LRA=\(range):measured_thresh=\(threshold):offset=\(offset):linear=true"
    }

    /// How the build's record keeps it beside the copy's fingerprint ("I=-19.98,TP=-0.5,…").
    var recorded: String {
        "I=\(integrated),TP=\(truePeak),LRA=\(range),thresh=\(threshold),offset=\(offset)"
    }

    /// The measurement `recorded` wrote, or nil.
    init?(recorded text: Substring) {
        var figures: [Substring: Double] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]) else { return nil }
            figures[parts[0]] = value
        }
        guard let integrated = figures["I"], let truePeak = figures["TP"], let range = figures["LRA"],
              let threshold = figures["thresh"], let offset = figures["offset"] else { return nil }
        self.init(integrated: integrated, truePeak: truePeak, range: range, threshold: threshold, offset: offset)
    }

    init(integrated: Double, truePeak: Double, range: Double, threshold: Double, offset: Double) {
        (self.integrated, self.truePeak, self.range, self.threshold, self.offset) = (integrated, truePeak, range, threshold, offset)
    }

    /// The measurement in what loudnorm printed with `print_format=json` (the last `{…}` of its
    /// standard error), or nil when there is none. Figures are strings there: "-19.98", "-inf".
    init?(loudnormOutput: String) {
        guard let open = loudnormOutput.range(of: "{", options: .backwards),
              let close = loudnormOutput.range(of: "}", options: .backwards), open.lowerBound < close.lowerBound,
              let object = try? JSONSerialization.jsonObject(with: Data(loudnormOutput[open.lowerBound..<close.upperBound].utf8)),
              let fields = object as? [String: String] else { return nil }
        let figures = ["input_i", "input_tp", "input_lra", "input_thresh", "target_offset"].compactMap { fields[$0].flatMap(Self.figure) }
        guard figures.count == 5 else { return nil }
        self.init(integrated: figures[0], truePeak: figures[1], range: figures[2], threshold: figures[3], offset: figures[4])
    }

    /// "-19.98" → -19.98; "-inf", "inf" (and "nan") as Double reads them.
    private static func figure(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces))
    }
}
