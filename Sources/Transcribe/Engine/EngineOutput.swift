import Foundation
import Transcript

/// Reading what an engine printed: checked as strictly as a transcript a person brings, and
/// against the recording, so an engine's garbage never becomes a page.
enum EngineOutput {
    /// A cue may end this far past the recording's length (engines round to their windows).
    static let lateness = 2.0

    /// The transcript in `output` (WebVTT, or Whisper JSON); nil when it holds no words at all.
    static func transcript(from output: Data, seconds: Double) throws(EngineFailure) -> Transcript? {
        guard output.contains(where: { !$0.isASCIIWhitespace }) else { throw .garbled("it printed nothing") }
        let format: TranscriptFormat = TranscriptParser.looksLikeWhisperJSON(output) ? .whisperJSON : .vtt
        let transcript: Transcript
        do {
            transcript = try TranscriptParser.parse(output, format: format).0
        } catch {
            throw .garbled(error.message)
        }
        let cues = transcript.cues.filter { !$0.text.allSatisfy(\.isWhitespace) }
        guard !cues.isEmpty else { return nil }
        var previous = 0.0
        for cue in cues {
            guard cue.start >= previous else {
                throw .garbled("its times go back from \(clock(previous)) to \(clock(cue.start))")
            }
            if seconds > 0, cue.end > seconds + lateness {
                throw .garbled("a cue ends at \(clock(cue.end)), after the recording's end at \(clock(seconds))")
            }
            previous = cue.start
        }
        return Transcript(cues: cues, language: transcript.language)
    }

    /// The start of the last cue printed so far ("00:01:02.500 --> …"): how far the engine has got.
    static func latestCueStart(in output: Data) -> Double? {
        let tail = String(decoding: output.suffix(512), as: UTF8.self)
        guard let arrow = tail.range(of: " --> ", options: .backwards) else { return nil }
        let start = tail[..<arrow.lowerBound].split(whereSeparator: \.isNewline).last ?? ""
        let parts = start.split(separator: ":")
        guard (2...3).contains(parts.count), let seconds = Double(parts.last!.replacingOccurrences(of: ",", with: ".")) else { return nil }
        return parts.dropLast().reduce(0) { total, part in total * 60 + (Double(part) ?? 0) } * 60 + seconds
    }

    private static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.down))
        return String(format: "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60)
    }
}

private extension UInt8 {
    var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
