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
        let isJSON = TranscriptParser.looksLikeWhisperJSON(output)
        if !isJSON {
            // The parser forgives a person's file without the header; an engine's output must have it.
            let text = String(decoding: output.prefix(64), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.hasPrefix("WEBVTT") || text.hasPrefix("\u{FEFF}WEBVTT") else { throw .garbled("it does not start with WEBVTT") }
            // A header and nothing else: the engine heard no words (the parser calls that empty).
            guard output.range(of: Data("-->".utf8)) != nil else {
                let lines = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline)
                guard lines.dropFirst().allSatisfy({ $0.allSatisfy(\.isWhitespace) }) else { throw .garbled("it has words but no cue times") }
                return nil
            }
        }
        let transcript: Transcript
        do {
            transcript = try TranscriptParser.parse(output, format: isJSON ? .whisperJSON : .vtt).0
        } catch {
            throw .garbled(error.message)
        }
        guard transcript.isTimed else { throw .garbled("it has words but no cue times") }
        // The parser puts cues in time order; what it cannot know is the recording's length. A
        // cue that starts after the end is nonsense; one that runs a little past it (a VBR
        // file's header is approximate) ends with the recording.
        var cues = transcript.cues.filter { !$0.text.allSatisfy(\.isWhitespace) }
        if seconds > 0 {
            if let late = cues.first(where: { $0.start > seconds + lateness }) {
                throw .garbled("a cue starts at \(clock(late.start)), after the recording's end at \(clock(seconds))")
            }
            cues = cues.map { cue in
                var cue = cue
                cue.end = max(cue.start, min(cue.end, max(seconds, cue.start)))
                return cue
            }
        }
        return cues.isEmpty ? nil : Transcript(cues: cues, language: transcript.language)
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
