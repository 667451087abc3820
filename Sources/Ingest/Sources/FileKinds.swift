import PhotoProbe

/// Which files ingest treats as recordings, metadata and transcripts, by their ending: the
/// first look `InputFinder` and `InputClassifier` take at a file, before any is read.
enum FileKinds {
    /// Audio StoryChop probes. The probe trusts the bytes, not this list: a `.m4a` holding
    /// random bytes is still rejected with a reason.
    static let audioExtensions: Set<String> = [
        "m4a", "mp4", "m4b", "mp3", "wav", "wave", "flac", "ogg", "oga", "opus", "caf",
        "aac", "amr", "awb", "3gp", "3g2", "webm", "weba", "mka",
    ]

    /// Transcript endings, strongest first: a timed transcript beats plain text.
    static let transcriptSuffixes = [".vtt", ".srt", ".whisper.json", ".transcript.json", ".txt"]

    /// Metadata sidecar endings.
    static let sidecarSuffixes = [".json", ".yml", ".yaml"]

    /// Files a phone, a Mac or Windows leaves behind that are never recordings.
    static func isJunk(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "__MACOSX" || name == "Thumbs.db" || name == "desktop.ini"
    }

    static func isAudio(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return audioExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// JSON or YAML (a sidecar, or a journal's entry on its own), or a CSV (a journal's table).
    static func isDocument(_ name: String) -> Bool {
        let lower = name.lowercased()
        return sidecarSuffixes.contains { lower.hasSuffix($0) } || isTable(name)
    }

    /// A CSV file: a daily questions export, never a sidecar.
    static func isTable(_ name: String) -> Bool {
        name.lowercased().hasSuffix(".csv")
    }

    /// A photo's ending (`PhotoFormat.fileExtensions`); the probe trusts its bytes, not this.
    static func isPhoto(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return PhotoFormat.fileExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    static func isZip(_ name: String) -> Bool {
        name.lowercased().hasSuffix(".zip")
    }
}
