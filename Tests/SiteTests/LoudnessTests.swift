@testable import Site
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

    @Test func theFirstPassIsReadFromLoudnormsJSON() throws {
        let measured = try #require(LoudnessMeasurement(loudnormOutput: "Input #0, mov\n" + Self.printed + "\n"))
        #expect(measured == LoudnessMeasurement(integrated: -21.58, truePeak: 0.22, range: 3.7, threshold: -31.76, offset: 1.64))
        #expect(measured.isMeasurable)
        #expect(measured.loudnormOptions == "measured_I=-21.58:measured_TP=0.22:measured_LRA=3.7:measured_thresh=-31.76:offset=1.64:linear=true")
        #expect(LoudnessTarget.speech.loudnormOptions == "I=-16:TP=-1.5:LRA=11")
    }

    /// Silence: loudnorm prints -inf, which is read, and says there is nothing to level.
    @Test func silenceMeasuresAsNothingToLevel() throws {
        let silent = Self.printed.replacingOccurrences(of: "\"-21.58\"", with: "\"-inf\"")
            .replacingOccurrences(of: "\"-31.76\"", with: "\"-inf\"")
        let measured = try #require(LoudnessMeasurement(loudnormOutput: silent))
        #expect(!measured.isMeasurable)
        #expect(LoudnessMeasurement(loudnormOutput: "Invalid data found when processing input") == nil)
        #expect(LoudnessMeasurement(loudnormOutput: "{\"input_i\" : \"-20\"}") == nil)
    }

    /// The record keeps the measurement: a copy for another target (or one deleted) is made
    /// from it without measuring again, but only for the same recording.
    @Test func theRecordKeepsTheMeasurement() throws {
        let measured = LoudnessMeasurement(integrated: -19.98, truePeak: -0.5, range: 1.8, threshold: -30.35, offset: 1.24)
        let fingerprint = "level:abc:I=-18:TP=-1.5:LRA=11:aac96k|" + measured.recorded
        #expect(LevelledCopy.measurement(in: fingerprint, sha256: "abc") == measured)
        #expect(LevelledCopy.measurement(in: fingerprint, sha256: "abd") == nil)
        #expect(LevelledCopy.measurement(in: "aac:abc", sha256: "abc") == nil, "a copy made before levelling kept no measurement")
        let silent = try #require(LevelledCopy.measurement(in: "level:abc:I=-16:TP=-1.5:LRA=11:aac96k|unmeasurable", sha256: "abc"))
        #expect(!silent.isMeasurable)
    }
}
