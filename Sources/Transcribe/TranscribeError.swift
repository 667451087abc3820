import Foundation
import StoryCore
import StoryArchive

/// A problem that stops a whole `transcribe` run: no engine, or one that does not answer.
public typealias TranscribeError = StageError<TranscribeErrorReason>

/// What stopped the run.
public enum TranscribeErrorReason: ErrorReason {
    /// No engine program where storychop.yml or the default install says.
    case noEngine
    /// The engine does not answer `--languages` as the contract says.
    case engineBroken
    /// The keeper named an id the archive does not hold.
    case noSuchItem
    /// The file system refused a read or a write.
    case io
}

/// Why one recording got no transcript, in a sentence a keeper can act on.
public struct EngineFailure: Error, Sendable, Equatable {
    public var message: String
    public var hint: String

    static func cannotStart(_ engine: String, _ why: String) -> EngineFailure {
        EngineFailure(message: "the transcription engine \(engine) could not be started (\(why))",
                      hint: "Check that it is a program you may run (chmod +x), or install the default with scripts/install-deps.sh --transcription.")
    }

    static func timedOut(after seconds: Double) -> EngineFailure {
        EngineFailure(message: "the engine took longer than \(Int(seconds.rounded())) seconds and was stopped",
                      hint: "Give it longer with --timeout SECONDS, or try a faster engine.")
    }

    static func failed(status: Int32, said: String?) -> EngineFailure {
        // The engine's own line is "what — what to do": its advice, when it gives some, wins.
        let parts = said?.components(separatedBy: " — ")
        let words = parts.map { ": \($0[0])" } ?? " and said nothing"
        if let parts, parts.count > 1 {
            return EngineFailure(message: (status == 3 ? "the engine could not read the recording" : "the engine stopped with status \(status)") + words,
                                 hint: Self.sentence(parts.dropFirst().joined(separator: " — ")))
        }
        switch status {
        case 3:
            return EngineFailure(message: "the engine could not read the recording\(words)",
                                 hint: "Check that the recording plays in a media player such as VLC.")
        case 4:
            return EngineFailure(message: "the engine does not transcribe this language\(words)",
                                 hint: "Set the story's language (storychop edit ID --language CODE), or configure an engine that knows it.")
        default:
            return EngineFailure(message: "the engine stopped with status \(status)\(words)",
                                 hint: "Run the engine on the recording by hand to see the whole message.")
        }
    }

    static func killed(by signal: Int32, said: String?) -> EngineFailure {
        EngineFailure(message: "the engine was killed by signal \(signal)\(said.map { " (it said: \($0))" } ?? "")",
                      hint: signal == SIGKILL ? "The machine may have run out of memory: close other programs and try again."
                          : "Run the engine on the recording by hand to see what goes wrong.")
    }

    /// "check that …" as a hint: a sentence of its own.
    private static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.prefix(1).uppercased() + trimmed.dropFirst() + (trimmed.hasSuffix(".") ? "" : ".")
    }

    static func garbled(_ what: String) -> EngineFailure {
        EngineFailure(message: "the engine's output is not a transcript (\(what))",
                      hint: "Check that the engine prints WebVTT (or Whisper JSON) as StoryChop's README describes.")
    }
}
