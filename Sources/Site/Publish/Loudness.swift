import Foundation
import StoryArchive

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

/// The measurement as the build uses it: the second pass's options, and the form the build's
/// record keeps beside a copy's fingerprint.
extension RecordingLoudness {
    /// Whether there is a loudness to level from: silence and very short recordings measure -inf.
    var isMeasurable: Bool { Self.figures(self).allSatisfy { $0 != nil } }

    /// Whether the second pass for `target` can be given it: measured for that target, every
    /// figure there and within what loudnorm takes (a hand-edited story.json may hold anything).
    func fits(_ target: LoudnessTarget) -> Bool {
        self.target == target.loudnormOptions
            && zip(Self.figures(self), Self.accepted).allSatisfy { figure, range in figure.map(range.contains) ?? false }
    }

    /// loudnorm's ranges for measured_I, measured_TP, measured_LRA, measured_thresh and offset.
    private static let accepted: [ClosedRange<Double>] = [-99...0, -99...99, 0...99, -99...0, -99...99]

    private static func figures(_ loudness: RecordingLoudness) -> [Double?] {
        [loudness.integrated, loudness.truePeak, loudness.range, loudness.threshold, loudness.offset]
    }

    /// The second pass's options: the measured figures, and a single gain for the whole recording
    /// (loudnorm falls back to its own gentle limiting when that gain would push peaks over the target).
    var loudnormOptions: String {
        let (i, tp, lra, thresh, offset) = (integrated ?? 0, truePeak ?? 0, range ?? 0, threshold ?? 0, self.offset ?? 0)
        return "measured_I=\(i):measured_TP=\(tp):measured_LRA=\(lra):measured_thresh=\(thresh):offset=\(offset):linear=true"
    }

    /// How the build's record keeps it beside the copy's fingerprint ("I=-19.98,TP=-0.5,…"), or
    /// "unmeasurable".
    var recorded: String {
        guard isMeasurable, let integrated, let truePeak, let range, let threshold, let offset else { return Self.unmeasurable }
        return "I=\(integrated),TP=\(truePeak),LRA=\(range),thresh=\(threshold),offset=\(offset)"
    }

    static let unmeasurable = "unmeasurable"

    /// The measurement for `target` that `recorded` wrote, or nil.
    init?(recorded text: Substring, target: LoudnessTarget) {
        if text == Self.unmeasurable {
            self.init(integrated: nil, truePeak: nil, range: nil, threshold: nil, offset: nil, target: target.loudnormOptions)
            return
        }
        var figures: [Substring: Double] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else { return nil }
            figures[parts[0]] = value
        }
        guard let integrated = figures["I"], let truePeak = figures["TP"], let range = figures["LRA"],
              let threshold = figures["thresh"], let offset = figures["offset"] else { return nil }
        self.init(integrated: integrated, truePeak: truePeak, range: range, threshold: threshold, offset: offset,
                  target: target.loudnormOptions)
    }

    /// The measurement in what loudnorm printed with `print_format=json` for `target` (the last
    /// `{…}` of its standard error), or nil when there is none. Figures are strings there:
    /// "-19.98", or "-inf" for none.
    init?(loudnormOutput: String, target: LoudnessTarget) {
        guard let open = loudnormOutput.range(of: "{", options: .backwards),
              let close = loudnormOutput.range(of: "}", options: .backwards), open.lowerBound < close.lowerBound,
              let object = try? JSONSerialization.jsonObject(with: Data(loudnormOutput[open.lowerBound..<close.upperBound].utf8)),
              let fields = object as? [String: String] else { return nil }
        let keys = ["input_i", "input_tp", "input_lra", "input_thresh", "target_offset"]
        let read = keys.compactMap { fields[$0].flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } }
        guard read.count == keys.count else { return nil }
        let figures = read.map { $0.isFinite ? $0 : nil }
        self.init(integrated: figures[0], truePeak: figures[1], range: figures[2], threshold: figures[3], offset: figures[4],
                  target: target.loudnormOptions)
    }
}
