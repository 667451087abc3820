import StoryCore

/// Why a file is not a photo StoryChop keeps: the file, what is wrong and what to do, for the
/// person who owns the photo (the one error shape of every stage).
public typealias PhotoProbeError = StageError<PhotoProbeReason>

public enum PhotoProbeReason: ErrorReason {
    /// Missing, a folder, no permission, an I/O error.
    case io
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

// MARK: - The wording, in one place

private let kept = "JPEG, PNG, WebP or HEIC"
private let convertHint = "Convert it to JPEG (e.g. `vips copy INPUT photo.jpg`, or \"Save as JPEG\" in a photo app)."
private let copyAgainHint = "Copy the photo again from the phone or computer it came from."

extension StageError where Reason == PhotoProbeReason {
    static func unreadable(_ detail: String) -> StageError {
        StageError(.io, file: nil, message: "the file can't be read (\(detail))",
                   hint: "Check that the file exists, is not a folder, and that you may read it.")
    }

    static var empty: StageError {
        StageError(.empty, file: nil, message: "the file is empty (0 bytes)",
                   hint: "The copy probably failed; copy the photo again from where it came from.")
    }

    /// A known picture format StoryChop does not keep; `name` says which ("a GIF").
    static func unsupported(_ name: String) -> StageError {
        StageError(.unsupported, file: nil, message: "this is \(name), which StoryChop does not keep (it keeps \(kept))", hint: convertHint)
    }

    static var unknown: StageError {
        StageError(.unsupported, file: nil, message: "this is not a photo StoryChop knows (\(kept))", hint: convertHint)
    }

    /// The file ends early; `what` names what is cut ("its end marker").
    static func truncated(_ what: String) -> StageError {
        StageError(.truncated, file: nil, message: "the file ends before \(what): it was probably cut off while copying", hint: copyAgainHint)
    }

    static func corrupt(_ detail: String) -> StageError {
        StageError(.corrupt, file: nil, message: "the file is damaged: \(detail)",
                   hint: "If it still opens, save it again as JPEG; otherwise copy the photo again from the phone or computer it came from.")
    }

    static func tooLarge(_ detail: String) -> StageError {
        StageError(.tooLarge, file: nil, message: "the photo is too large: \(detail)",
                   hint: "Make a smaller copy (e.g. `vipsthumbnail INPUT --size 8000 -o photo.jpg`) and add that.")
    }
}
