/// What was said in a recording: timed cues (from WebVTT, SubRip or Whisper) or plain text.
///
/// The archive stores a timed transcript as `transcript.vtt` (`webVTT()`) and a plain one as
/// `transcript.txt` (`plainTextFile()`); the site renders the cues with links to their moment.
public struct Transcript: Sendable, Equatable {
    /// The words, with or without timings.
    public enum Body: Sendable, Equatable {
        /// Cues in time order.
        case timed([Cue])
        /// Text without timings, normalized (see `plainTextFile()`).
        case plain(String)
    }

    /// The words, with or without timings.
    public var body: Body
    /// The language the file declared (Whisper's "language", a WebVTT "Language:" header), e.g. "en".
    public var language: String?

    /// Makes a transcript from a body as given; parsers sort and tidy before calling this.
    public init(body: Body, language: String? = nil) {
        self.body = body
        self.language = language
    }

    /// A timed transcript.
    public init(cues: [Cue], language: String? = nil) {
        self.init(body: .timed(cues), language: language)
    }

    /// A plain transcript.
    public init(text: String, language: String? = nil) {
        self.init(body: .plain(text), language: language)
    }

    /// Whether the transcript has timed cues; decides between `transcript.vtt` and `transcript.txt`.
    public var isTimed: Bool {
        if case .timed = body { true } else { false }
    }

    /// The cues, or none for a plain transcript.
    public var cues: [Cue] {
        if case .timed(let cues) = body { cues } else { [] }
    }

    /// All the words, for search: the cue texts joined by "\n" (without speaker names), or the plain text.
    public var plainText: String {
        switch body {
        case .timed(let cues): cues.map(\.text).joined(separator: "\n")
        case .plain(let text): text
        }
    }
}
