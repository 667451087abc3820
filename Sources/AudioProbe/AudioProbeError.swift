/// Why a file could not be probed, with a message and a hint written for the person who owns the recording.
public struct AudioProbeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem, for code that reacts differently to each.
    public enum Reason: Sendable, Equatable {
        /// The file can't be opened or read (missing, a folder, no permission, I/O error).
        case unreadable
        /// The file has 0 bytes.
        case empty
        /// The bytes aren't any format AudioProbe knows.
        case unknownFormat
        /// The file stops before the end of its own headers or audio.
        case truncated
        /// An MP4/M4A without its index (`moov`), typically an interrupted recording.
        case missingIndex
        /// A header is present but makes no sense.
        case corrupt
        /// The container is known but the codec inside isn't (or is encrypted).
        case unsupportedCodec
    }

    /// The kind of problem.
    public var reason: Reason
    /// What is wrong, for a person (no jargon beyond the format's name).
    public var message: String
    /// What to do about it.
    public var hint: String

    /// Makes an error; prefer the factory functions below so wording stays consistent.
    public init(reason: Reason, message: String, hint: String) {
        self.reason = reason
        self.message = message
        self.hint = hint
    }

    /// "message — hint", as the CLI prints it after the file name.
    public var description: String { "\(message) — \(hint)" }
}

// MARK: - The wording, in one place

extension AudioProbeError {
    static let reExportHint = "Export the recording again from the phone, or convert it with ffmpeg."
    static let copyAgainHint = "Copy or export the recording again from the original device."

    static func unreadable(_ detail: String) -> AudioProbeError {
        AudioProbeError(
            reason: .unreadable, message: "the file can't be read (\(detail))",
            hint: "Check that the file exists, is not a folder, and that you may read it.")
    }

    static let empty = AudioProbeError(
        reason: .empty, message: "the file is empty (0 bytes)",
        hint: "The copy probably failed; " + copyAgainHint.prefix(1).lowercased() + copyAgainHint.dropFirst())

    static let unknownFormat = AudioProbeError(
        reason: .unknownFormat,
        message: "this is not an audio file StoryChop knows (\(knownFormats))",
        hint: "Convert it with ffmpeg, e.g. `ffmpeg -i INPUT story.m4a`.")

    /// The formats StoryChop reads, as the unknown-format message lists them.
    static let knownFormats = "M4A, MP3, WAV, FLAC, Ogg, Opus, CAF, AAC, AMR, 3GP, WebM, Matroska"

    /// A file of text given an audio file's name (a chat's note, a web page saved under the note's name).
    static let text = AudioProbeError(
        reason: .unknownFormat,
        message: "this is a text file, not a recording, although its name says audio",
        hint: "Find the recording itself: export it again from the phone or the chat app.")

    /// The file ends early; `what` names the part that is cut, e.g. "its header".
    static func truncated(_ what: String) -> AudioProbeError {
        AudioProbeError(
            reason: .truncated,
            message: "the file ends before the end of \(what) — it was probably cut off while copying or recording",
            hint: copyAgainHint)
    }

    static let missingIndex = AudioProbeError(
        reason: .missingIndex,
        message: "the file ends before its index (moov) — was the recording interrupted?",
        hint: reExportHint)

    /// A header makes no sense; `detail` says which and how, e.g. "the FLAC stream info says 0 channels".
    static func corrupt(_ detail: String) -> AudioProbeError {
        AudioProbeError(
            reason: .corrupt, message: "the file is damaged: \(detail)",
            hint: "If it still plays, convert it with ffmpeg (`ffmpeg -i INPUT story.m4a`); otherwise " +
                copyAgainHint.prefix(1).lowercased() + copyAgainHint.dropFirst())
    }

    /// The codec inside a known container isn't one StoryChop handles.
    static func unsupportedCodec(_ detail: String) -> AudioProbeError {
        AudioProbeError(
            reason: .unsupportedCodec, message: "StoryChop can't use the audio in this file (\(detail))",
            hint: "Convert it with ffmpeg, e.g. `ffmpeg -i INPUT story.m4a`.")
    }
}
