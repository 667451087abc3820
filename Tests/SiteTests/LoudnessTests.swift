@testable import Site
import StoryArchive
import Testing

/// loudnorm's first pass read from what ffmpeg prints, and the measurement kept in the build's
/// record beside the copy's fingerprint.
@Suite struct LoudnessTests {
    static let printed = """
        [Parsed_loudnorm_0 @ 0x55d0c1a3c2c0]\u{20}
        {
        \t"input_i" : "-21.58",
        \t"input_tp" : "0.22",
        \t"input_lra" : "3.70",
        \t"input_thresh" : "-31.76",
        \t"output_i" : "-17.64",
        \t"output_tp" : "-1.50",
        \t"output_lra" : "2.20",
        \t"output_thresh" : "-27.79",
        \t"normalization_type" : "dynamic",
        \t"target_offset" : "1.64"
        }
        """

    static let speech = "I=-16:TP=-1.5:LRA=11"

    @Test func theFirstPassIsReadFromLoudnormsJSON() throws {
        let measured = try #require(RecordingLoudness(loudnormOutput: "Input #0, mov\n" + Self.printed + "\n", target: .speech))
        #expect(measured == RecordingLoudness(integrated: -21.58, truePeak: 0.22, range: 3.7, threshold: -31.76, offset: 1.64, target: Self.speech))
        #expect(measured.isMeasurable)
        #expect(measured.fits(.speech))
        #expect(measured.loudnormOptions == "measured_I=-21.58:measured_TP=0.22:measured_LRA=3.7:measured_thresh=-31.76:offset=1.64:linear=true")
        #expect(LoudnessTarget.speech.loudnormOptions == Self.speech)
    }

    /// Silence: loudnorm prints -inf, which is kept as no figure, and says there is nothing to level.
    @Test func silenceMeasuresAsNothingToLevel() throws {
        let silent = Self.printed.replacingOccurrences(of: "\"-21.58\"", with: "\"-inf\"")
            .replacingOccurrences(of: "\"-31.76\"", with: "\"-inf\"")
        let measured = try #require(RecordingLoudness(loudnormOutput: silent, target: .speech))
        #expect(!measured.isMeasurable)
        #expect(measured.integrated == nil && measured.threshold == nil && measured.range == 3.7)
        #expect(!measured.fits(.speech), "silence is not kept in story.json: the build's record keeps it")
        #expect(RecordingLoudness(loudnormOutput: "Invalid data found when processing input", target: .speech) == nil)
        #expect(RecordingLoudness(loudnormOutput: "{\"input_i\" : \"-20\"}", target: .speech) == nil)
    }

    /// The record keeps the measurement: a copy deleted from the site is made from it without
    /// measuring again, but only for the same recording and target (the offset is the target's).
    @Test func theRecordKeepsTheMeasurement() throws {
        let measured = RecordingLoudness(integrated: -19.98, truePeak: -0.5, range: 1.8, threshold: -30.35, offset: 1.24, target: Self.speech)
        let fingerprint = "level:abc:I=-16:TP=-1.5:LRA=11:aac96k|" + measured.recorded
        #expect(LevelledCopy.measurement(in: fingerprint, sha256: "abc", target: .speech) == measured)
        #expect(LevelledCopy.measurement(in: fingerprint, sha256: "abd", target: .speech) == nil)
        #expect(LevelledCopy.measurement(in: fingerprint, sha256: "abc", target: LoudnessTarget(integrated: -18)) == nil)
        #expect(LevelledCopy.measurement(in: "aac:abc", sha256: "abc", target: .speech) == nil, "a copy made before levelling kept no measurement")
        let silent = try #require(LevelledCopy.measurement(in: "level:abc:I=-16:TP=-1.5:LRA=11:aac96k|unmeasurable", sha256: "abc", target: .speech))
        #expect(!silent.isMeasurable)
    }

    /// A measurement in story.json is used only as loudnorm can take it: a hand edit out of its
    /// ranges, or one for another target, is measured again.
    @Test func aMeasurementFitsOnlyItsTargetAndLoudnormsRanges() {
        let measured = RecordingLoudness(integrated: -19.98, truePeak: -0.5, range: 1.8, threshold: -30.35, offset: 1.24, target: Self.speech)
        #expect(measured.fits(.speech))
        #expect(!measured.fits(LoudnessTarget(integrated: -18)))
        var edited = measured
        edited.integrated = 12
        #expect(!edited.fits(.speech))
        edited = measured
        edited.range = -1
        #expect(!edited.fits(.speech))
        edited = measured
        edited.threshold = nil
        #expect(!edited.fits(.speech), "a figure left out is measured again, not taken for silence")
    }
}
