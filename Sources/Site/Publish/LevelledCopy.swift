import Foundation
import StoryArchive
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
/// recording and a loud one without a jump. The recording is measured once: the measurement is
/// kept in its metadata (`audio.loudness`, which `MediaPublisher` writes), so that a copy in a
/// new site folder is only levelled. The copy is made once per recording and target: its
/// fingerprint in the build's record names the recording's SHA-256 and the target, and keeps
/// the measurement too, for a copy made before its metadata kept it.
struct LevelledCopy: Sendable {
    let ffmpeg: String
    let writer: SiteWriter
    let target: LoudnessTarget

    static let name = "audio-playable.m4a"
    /// The copy's sample rate: loudnorm works at 192 kHz, which AAC does not take.
    static let sampleRate = "48000"

    /// The copy made or kept, the measurement it was levelled from, and a warning when it could
    /// not be levelled (silence, or too short to measure).
    struct Made: Sendable {
        var file: String
        var loudness: RecordingLoudness
        var notLevelled: String? { loudness.isMeasurable ? nil : LevelledCopy.notLevelled }
    }

    /// Makes (or keeps) the copy of `source`, the recording `audio` describes, in `siteFolder`.
    /// `identity` names the recording's bytes when no SHA-256 is recorded (a story.json written
    /// by hand): then its metadata's loudness cannot be trusted to be this recording's.
    func make(of source: String, audio: AudioFile, identity: Substring, in siteFolder: String) -> Result<Made, PlayableCopyFailure> {
        let path = siteFolder + Self.name
        let recording = audio.sha256.isEmpty ? "file-" + identity : Substring(audio.sha256)
        let recipe = "level:\(recording):\(target.loudnormOptions):aac96k|"
        let previous = writer.previousFingerprint(of: path)
        let kept = audio.sha256.isEmpty ? nil : audio.loudness.flatMap { $0.fits(target) ? $0 : nil }
        let known = kept ?? previous.flatMap { Self.measurement(in: $0, sha256: recording, target: target) }
        if let previous, let known, previous.hasPrefix(recipe), writer.keepIfUnchanged(path, fingerprint: previous) {
            return .success(Made(file: Self.name, loudness: known))
        }
        let measured: RecordingLoudness
        if let known {
            measured = known
        } else {
            switch measure(source) {
            case .success(let measurement): measured = measurement
            case .failure(let failure): return .failure(failure)
            }
        }
        let destination = writer.root.appendingPathComponent(path)
        // Named by this build's process: an ffmpeg left running by a killed build never writes into the file this one renames.
        let temporary = destination.deletingLastPathComponent().appendingPathComponent(".\(Self.name).\(getpid()).tmp.m4a")
        let filter = measured.isMeasurable ? ["-af", "loudnorm=\(target.loudnormOptions):\(measured.loudnormOptions)"] : []
        let failure = run(["-y", "-i", source, "-vn"] + filter + ["-ar", Self.sampleRate, "-c:a", "aac", "-b:a", "96k",
                                                                   "-movflags", "+faststart", temporary.path])
        // Renamed into place only when whole: a build killed half-way leaves a hidden temporary
        // file (removed by the next build), never a half copy that looks made.
        guard failure == nil, rename(temporary.path, destination.path) == 0 else {
            unlink(temporary.path)
            return .failure(failure ?? PlayableCopyFailure(message: "the playable copy could not be put in place (\(String(cString: strerror(errno)))); check the site folder's permissions"))
        }
        writer.keep(path, fingerprint: recipe + measured.recorded)
        return .success(Made(file: Self.name, loudness: measured))
    }

    static let notLevelled = "the recording is silent or too short to measure its loudness; its playable copy keeps the loudness it was recorded at"

    /// The measurement the last build's record kept for a copy of the same recording (of this
    /// target: another target's offset is not this one's), or nil.
    static func measurement(in fingerprint: String, sha256: some StringProtocol, target: LoudnessTarget) -> RecordingLoudness? {
        let prefix = "level:\(sha256):\(target.loudnormOptions):"
        guard fingerprint.hasPrefix(prefix), let bar = fingerprint.lastIndex(of: "|") else { return nil }
        return RecordingLoudness(recorded: fingerprint[fingerprint.index(after: bar)...], target: target)
    }

    /// loudnorm's first pass: reads the whole recording and prints its loudness as JSON.
    private func measure(_ source: String) -> Result<RecordingLoudness, PlayableCopyFailure> {
        let arguments = ["-nostdin", "-hide_banner", "-nostats", "-loglevel", "info", "-i", source, "-vn",
                         "-af", "loudnorm=\(target.loudnormOptions):print_format=json", "-f", "null", "-"]
        let said: QuietRun
        do { said = try QuietRun.run(ffmpeg, arguments) } catch { return .failure(Self.notStarted(ffmpeg, error)) }
        guard said.status == 0, let measurement = RecordingLoudness(loudnormOutput: said.errorOutput, target: target) else {
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
