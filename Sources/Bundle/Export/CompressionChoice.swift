import ZipIO

/// Which entries are stored and which deflated.
enum CompressionChoice {
    /// Endings of files that are compressed already (audio, images, video, fonts, archives):
    /// deflating them costs time and saves nothing, and audio must stay byte for byte as recorded.
    /// WAV and CAF are stored too: a recording is never re-encoded, whatever its format.
    static let storedExtensions: Set<String> = [
        "m4a", "mp4", "m4b", "aac", "mp3", "ogg", "oga", "opus", "flac", "wav", "wave", "caf", "aif", "aiff", "webm",
        "amr", "3gp", "mka",
        "png", "jpg", "jpeg", "gif", "webp", "avif", "heic", "woff", "woff2", "zip", "gz", "bz2", "xz", "7z",
    ]

    static func forName(_ path: String) -> ZipCompression {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return .deflate }
        return storedExtensions.contains(path[path.index(after: dot)...].lowercased()) ? .store : .deflate
    }
}
