/// Why a file is not a photo StoryChop keeps: what is wrong and what to do, for the person who
/// owns the photo.
public struct PhotoProbeError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// Missing, a folder, no permission, an I/O error.
        case unreadable
        case empty
        /// A picture format StoryChop does not keep (GIF, TIFF, BMP, SVG, AVIF…), or no picture at all.
        case unsupported
        /// The file stops before its own end (a cut-off copy).
        case truncated
        /// A header that makes no sense.
        case corrupt
        /// Larger than `PhotoLimits` allows, in bytes or in pixels.
        case tooLarge
    }

    public var reason: Reason
    public var message: String
    public var hint: String

    public init(reason: Reason, message: String, hint: String) {
        self.reason = reason
        self.message = message
        self.hint = hint
    }

    /// "message — hint", as the CLI prints it after the file name.
    public var description: String { "\(message) — \(hint)" }
}

// MARK: - The wording, in one place

extension PhotoProbeError {
    static let kept = "JPEG, PNG, WebP or HEIC"
    static let convertHint = "Convert it to JPEG (e.g. `vips copy INPUT photo.jpg`, or \"Save as JPEG\" in a photo app)."
    static let copyAgainHint = "Copy the photo again from the phone or computer it came from."

    static func unreadable(_ detail: String) -> PhotoProbeError {
        PhotoProbeError(reason: .unreadable, message: "the file can't be read (\(detail))",
                        hint: "Check that the file exists, is not a folder, and that you may read it.")
    }

    static let empty = PhotoProbeError(reason: .empty, message: "the file is empty (0 bytes)",
                                       hint: "The copy probably failed; copy the photo again from where it came from.")

    /// A known picture format StoryChop does not keep; `name` says which ("a GIF").
    static func unsupported(_ name: String) -> PhotoProbeError {
        PhotoProbeError(reason: .unsupported, message: "this is \(name), which StoryChop does not keep (it keeps \(kept))",
                        hint: convertHint)
    }

    static let unknown = PhotoProbeError(reason: .unsupported, message: "this is not a photo StoryChop knows (\(kept))",
                                         hint: convertHint)

    /// The file ends early; `what` names what is cut ("its end marker").
    static func truncated(_ what: String) -> PhotoProbeError {
        PhotoProbeError(reason: .truncated,
                        message: "the file ends before \(what) — it was probably cut off while copying", hint: copyAgainHint)
    }

    static func corrupt(_ detail: String) -> PhotoProbeError {
        PhotoProbeError(reason: .corrupt, message: "the file is damaged: \(detail)",
                        hint: "If it still opens, save it again as JPEG; otherwise " + copyAgainHint.prefix(1).lowercased() + copyAgainHint.dropFirst())
    }

    static func tooLarge(_ detail: String) -> PhotoProbeError {
        PhotoProbeError(reason: .tooLarge, message: "the photo is too large: \(detail)",
                        hint: "Make a smaller copy (e.g. `vipsthumbnail INPUT --size 8000 -o photo.jpg`) and add that.")
    }
}
