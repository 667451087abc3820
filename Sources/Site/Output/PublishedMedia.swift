import Foundation
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// A story's files as the site serves them, and what its page says about playing it.
struct PublishedMedia: Sendable {
    /// Nil when the recording is missing or unreadable: the page says "Recording unavailable".
    var audio: AudioView?

    /// The file browsers are given (a playable copy when one was made), inside the story's folder.
    var servedFile: String? { audio?.src }
}

/// Copies (hard-links) each story's audio, transcript and story.json into its folder of the
/// site, and makes a browser-playable AAC copy of recordings browsers cannot play (CAF, ALAC)
/// when ffmpeg is installed. The archive always keeps the original.
struct MediaPublisher {
    let archive: Archive
    let writer: SiteWriter
    let ffmpeg: String?

    /// Formats and codecs every current browser plays in `<audio>`.
    static func browsersPlay(_ audio: AudioFile) -> Bool {
        switch audio.format {
        case "m4a": ["aac", "mp3", "opus", "flac"].contains(audio.codec)
        case "wav": audio.codec.hasPrefix("pcm")
        case "mp3", "flac", "ogg", "opus": true
        default: false
        }
    }

    func publish(_ story: Story) throws(SiteError) -> (PublishedMedia, [SiteWarning]) {
        let folder = archive.storyDirectory(story.id)
        var warnings: [SiteWarning] = []
        let json = folder.appendingPathComponent("story.json")
        try copySmall(json, to: SitePaths.storyFile(story.id, "story.json"))
        if let transcript = story.transcript {
            let source = folder.appendingPathComponent(transcript.file)
            if FileManager.default.fileExists(atPath: source.path) {
                try copySmall(source, to: SitePaths.storyFile(story.id, transcript.file))
            }
        }
        guard let audio = story.audio else { return (PublishedMedia(audio: nil), warnings) }
        let source = folder.appendingPathComponent(audio.file)
        var info = stat()
        guard stat(source.path, &info) == 0, Int64(info.st_size) == audio.bytes else {
            warnings.append(SiteWarning(file: source.path, message: "the recording is missing or not the size story.json records; its page says \"Recording unavailable\""))
            return (PublishedMedia(audio: nil), warnings)
        }
        try writer.link(source, to: SitePaths.storyFile(story.id, audio.file), fingerprint: audio.sha256)

        let mime = Self.mimeType(audio)
        var view = AudioView(src: audio.file, type: mime, label: "Recording: \(story.title)", downloadHref: audio.file,
                             downloadName: story.id + "." + (audio.file.split(separator: ".").last.map(String.init) ?? "audio"),
                             downloadDescription: "\(audio.format.uppercased()), \(DisplayText.bytes(audio.bytes))",
                             playbackNote: nil)
        if !Self.browsersPlay(audio) {
            if let copy = try playableCopy(of: source, story: story, audio: audio) {
                view.src = copy
                view.type = "audio/mp4"
            } else {
                view.playbackNote = "This recording is in a format most browsers cannot play (\(audio.format.uppercased()), \(audio.codec)). Download it to listen with a media player such as VLC."
                warnings.append(SiteWarning(file: source.path, message: "browsers cannot play \(audio.format.uppercased()) (\(audio.codec)); install ffmpeg so build can add a playable copy"))
            }
        }
        return (PublishedMedia(audio: view), warnings)
    }

    /// `audio-playable.m4a` beside the original, made once per recording (keyed by its SHA-256).
    private func playableCopy(of source: URL, story: Story, audio: AudioFile) throws(SiteError) -> String? {
        guard let ffmpeg else { return nil }
        let name = "audio-playable.m4a"
        let path = SitePaths.storyFile(story.id, name)
        let fingerprint = "aac:" + audio.sha256
        if writer.isUnchanged(path, fingerprint: fingerprint) {
            writer.keep(path, fingerprint: fingerprint)
            return name
        }
        let target = writer.root.appendingPathComponent(path)
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(name).tmp.m4a")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-nostdin", "-loglevel", "error", "-y", "-i", source.path, "-vn", "-c:a", "aac",
                             "-b:a", "96k", "-movflags", "+faststart", temporary.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return nil
        }
        guard process.terminationStatus == 0, rename(temporary.path, target.path) == 0 else {
            unlink(temporary.path)
            return nil
        }
        writer.keep(path, fingerprint: fingerprint)
        return name
    }

    private func copySmall(_ source: URL, to path: String) throws(SiteError) {
        guard let data = FileManager.default.contents(atPath: source.path) else { return }
        try writer.write(data, to: path, fingerprint: "")
    }

    static func mimeType(_ audio: AudioFile) -> String {
        switch audio.format {
        case "m4a": "audio/mp4"
        case "mp3": "audio/mpeg"
        case "wav": "audio/wav"
        case "flac": "audio/flac"
        case "ogg": "audio/ogg"
        case "opus": "audio/ogg; codecs=opus"
        case "caf": "audio/x-caf"
        default: "application/octet-stream"
        }
    }

    /// The ffmpeg on PATH, if any.
    static func findFFmpeg() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
