import Foundation
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// Why no playable copy was made, as the build's warning says it.
struct PlayableCopyFailure: Error {
    var message: String
    static let noFFmpeg = PlayableCopyFailure(message: "install ffmpeg (and leave out --no-transcode) so build can add a playable copy, levelled to one loudness")
}

/// `audio-playable.m4a` beside a recording: AAC, which every browser and podcast app plays,
/// levelled to `target` by ffmpeg's loudnorm in two passes (the first measures, the second
/// applies one gain from what it measured), so that Play all moves between a quiet phone
/// recording and a loud one without a jump. Made once per recording and target: its
/// fingerprint in the build's record names the recording's SHA-256 and the target, and keeps
/// the first pass's measurement, so a changed target levels again without measuring again.
struct LevelledCopy: Sendable {
    let ffmpeg: String
    let writer: SiteWriter
    let target: LoudnessTarget

    static let name = "audio-playable.m4a"
    /// The copy's sample rate: loudnorm works at 192 kHz, which AAC does not take.
    static let sampleRate = "48000"

    /// The copy made or kept, and a warning when it could not be levelled (silence, or too short to measure).
    struct Made: Sendable {
        var file: String
        var notLevelled: String?
    }

    /// Makes (or keeps) the copy of `source`, whose SHA-256 is `sha256`, in `siteFolder`.
    func make(of source: String, sha256: String, in siteFolder: String) -> Result<Made, PlayableCopyFailure> {
        let path = siteFolder + Self.name
        let recipe = "level:\(sha256):\(target.loudnormOptions):aac96k|"
        let previous = writer.previousFingerprint(of: path)
        if let previous, previous.hasPrefix(recipe), writer.keepIfUnchanged(path, fingerprint: previous) {
            return .success(Made(file: Self.name, notLevelled: previous.hasSuffix(Self.unmeasurable) ? Self.notLevelled : nil))
        }
        let measured: LoudnessMeasurement
        if let kept = previous.flatMap({ Self.measurement(in: $0, sha256: sha256) }) {
            measured = kept
        } else {
            switch measure(source) {
            case .success(let measurement): measured = measurement
            case .failure(let failure): return .failure(failure)
            }
        }
        let target = writer.root.appendingPathComponent(path)
        // Named by this build's process: an ffmpeg left running by a killed build never writes into the file this one renames.
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(Self.name).\(getpid()).tmp.m4a")
        let filter = measured.isMeasurable ? ["-af", "loudnorm=\(self.target.loudnormOptions):\(measured.loudnormOptions)"] : []
        let failure = run(["-y", "-i", source, "-vn"] + filter + ["-ar", Self.sampleRate, "-c:a", "aac", "-b:a", "96k",
                                                                   "-movflags", "+faststart", temporary.path])
        // Renamed into place only when whole: a build killed half-way leaves a hidden temporary
        // file (removed by the next build), never a half copy that looks made.
        guard failure == nil, rename(temporary.path, target.path) == 0 else {
            unlink(temporary.path)
            return .failure(failure ?? PlayableCopyFailure(message: "the playable copy could not be put in place (\(String(cString: strerror(errno)))); check the site folder's permissions"))
        }
        writer.keep(path, fingerprint: recipe + (measured.isMeasurable ? measured.recorded : Self.unmeasurable))
        return .success(Made(file: Self.name, notLevelled: measured.isMeasurable ? nil : Self.notLevelled))
    }

    /// Recorded instead of a measurement for a recording loudnorm measures as -inf.
    static let unmeasurable = "unmeasurable"
    static let notLevelled = "the recording is silent or too short to measure its loudness; its playable copy keeps the loudness it was recorded at"

    /// The measurement a copy of the same recording kept in the last build's record (of another
    /// target, or of a copy since deleted), or nil.
    static func measurement(in fingerprint: String, sha256: String) -> LoudnessMeasurement? {
        guard fingerprint.hasPrefix("level:\(sha256):"), let bar = fingerprint.lastIndex(of: "|") else { return nil }
        let kept = fingerprint[fingerprint.index(after: bar)...]
        if kept == unmeasurable {
            return LoudnessMeasurement(integrated: -.infinity, truePeak: -.infinity, range: 0, threshold: -.infinity, offset: 0)
        }
        return LoudnessMeasurement(recorded: kept)
    }

    /// loudnorm's first pass: reads the whole recording and prints its loudness as JSON.
    private func measure(_ source: String) -> Result<LoudnessMeasurement, PlayableCopyFailure> {
        let arguments = ["-nostdin", "-hide_banner", "-nostats", "-loglevel", "info", "-i", source, "-vn",
                         "-af", "loudnorm=\(target.loudnormOptions):print_format=json", "-f", "null", "-"]
        let said: QuietRun
        do { said = try QuietRun.run(ffmpeg, arguments) } catch { return .failure(Self.notStarted(ffmpeg, error)) }
        guard said.status == 0, let measurement = LoudnessMeasurement(loudnormOutput: said.errorOutput) else {
            return .failure(Self.failed(said, saying: said.errorOutput.split(separator: "\n").last))
        }
        return .success(measurement)
    }

    /// Runs ffmpeg quietly (errors only): nil when it succeeded.
    private func run(_ arguments: [String]) -> PlayableCopyFailure? {
        do {
            let said = try QuietRun.run(ffmpeg, ["-nostdin", "-loglevel", "error"] + arguments)
            return said.status == 0 ? nil : Self.failed(said, saying: said.errorOutput.split(separator: "\n").first)
        } catch {
            return Self.notStarted(ffmpeg, error)
        }
    }

    private static func notStarted(_ ffmpeg: String, _ error: any Error) -> PlayableCopyFailure {
        PlayableCopyFailure(message: "\(ffmpeg) could not be started (\(error)); reinstall ffmpeg")
    }

    /// The failure with ffmpeg's line of complaint: the first when it printed errors only, the
    /// last when it printed all it does (the first pass, whose measurement is printed as information).
    private static func failed(_ run: QuietRun, saying line: Substring?) -> PlayableCopyFailure {
        let complaint = run.status == 0 ? "no loudness in what it printed" : line.map(String.init) ?? "no message"
        return PlayableCopyFailure(message: "ffmpeg could not make a playable copy (\(complaint)); check that the recording plays in a media player such as VLC")
    }
}
