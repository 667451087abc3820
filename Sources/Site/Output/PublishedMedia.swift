import Crypto
import Foundation
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// A story's files as the site serves them, and what its page says about playing it.
struct PublishedMedia: Sendable {
    /// Nil when the recording is missing or unreadable: the page says "Recording unavailable".
    var audio: AudioView?
    /// The size of the served file (feeds give it with the enclosure).
    var servedBytes: Int64?

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
    /// The archive's files as stamped when the build started: a rebuild asks the disk again
    /// only for files it had not stamped.
    let stamps: KnownStamps

    /// Formats and codecs every current browser plays in `<audio>`.
    static func browsersPlay(_ audio: AudioFile) -> Bool {
        switch audio.format {
        case "m4a": ["aac", "mp3", "opus", "flac"].contains(audio.codec)
        case "wav": audio.codec.hasPrefix("pcm")
        case "mp3", "flac", "ogg", "opus": true
        default: false
        }
    }

    /// What publishing one story gave: its media for the page, warnings, and the stamps of the
    /// files it read (see `SiteInputs`).
    struct Publication: Sendable {
        var media = PublishedMedia(audio: nil, servedBytes: nil)
        var warnings: [SiteWarning] = []
        var transcriptStamp = TranscriptFacts.noTranscript
        /// Archive-relative path → stamp.
        var inputs: [(String, String)] = []
        /// The story's files in the site left as they were, for `SiteWriter.keep`.
        var kept: [(path: String, fingerprint: String)] = []

        /// The story's key for the pages and feeds that show it (see `PageKey`): its
        /// story.json's stamp stands for every field, and with it go its transcript's stamp and
        /// what its audio became (a playable copy and its size, or a note that browsers cannot
        /// play it).
        func key(storyStamp: String) -> String {
            let audio = media.audio
            let parts = [storyStamp, transcriptStamp, audio?.src ?? "-", audio?.type ?? "-", audio?.playbackNote ?? "-",
                         media.servedBytes.map { String($0) } ?? "-"]
            return FileDigest.hex(SHA256.hash(data: Data(parts.joined(separator: "\u{0}").utf8)))
        }
    }

    func publish(_ story: Story) throws(SiteError) -> Publication {
        let root = archive.root.path + "/"
        let folder = "stories/\(story.id)/"
        var publication = Publication()
        try copySmall(folder + "story.json", root: root, to: SitePaths.storyFile(story.id, "story.json"), into: &publication)
        if let transcript = story.transcript {
            let stamp = try copySmall(folder + transcript.file, root: root, to: SitePaths.storyFile(story.id, transcript.file),
                                      into: &publication)
            publication.transcriptStamp = stamp ?? TranscriptFacts.noTranscript
            publication.inputs.append((folder + transcript.file, publication.transcriptStamp))
        }
        guard let audio = story.audio else { return publication }
        let source = root + folder + audio.file
        let stamp = stamps.stamp(of: folder + audio.file, archiveRoot: root)
        publication.inputs.append((folder + audio.file, stamp ?? FileStamp.missing))
        guard let stamp, FileStamp.size(of: stamp) == audio.bytes else {
            publication.warnings.append(SiteWarning(file: source, message: "the recording is missing or not the size story.json records; its page says \"Recording unavailable\""))
            return publication
        }
        let audioPath = SitePaths.storyFile(story.id, audio.file), audioFingerprint = "link:" + stamp
        if writer.isUnchanged(audioPath, fingerprint: audioFingerprint) {
            publication.kept.append((audioPath, audioFingerprint))
        } else {
            try writer.link(source, to: audioPath, fingerprint: audioFingerprint)
        }
        let (view, copyBytes, warnings) = try audioView(story: story, audio: audio, source: source)
        publication.media = PublishedMedia(audio: view, servedBytes: copyBytes ?? audio.bytes)
        publication.warnings += warnings
        return publication
    }

    /// The player's data, with a playable copy for formats browsers do not play (and its size).
    private func audioView(story: Story, audio: AudioFile, source: String) throws(SiteError)
        -> (AudioView, copyBytes: Int64?, [SiteWarning]) {
        var warnings: [SiteWarning] = []
        let mime = Self.mimeType(audio)
        var view = AudioView(src: audio.file, type: mime, label: "Recording: \(story.title)", downloadHref: audio.file,
                             downloadName: story.id + "." + (audio.file.split(separator: ".").last.map(String.init) ?? "audio"),
                             downloadDescription: "\(audio.format.uppercased()), \(DisplayText.bytes(audio.bytes))",
                             playbackNote: nil)
        var copyBytes: Int64?
        if !Self.browsersPlay(audio) {
            if let copy = try playableCopy(of: source, story: story, audio: audio) {
                view.src = copy
                view.type = "audio/mp4"
                copyBytes = FileStamp.of(writer.root.path + "/" + SitePaths.storyFile(story.id, copy)).flatMap(FileStamp.size(of:))
            } else {
                view.playbackNote = "This recording is in a format most browsers cannot play (\(audio.format.uppercased()), \(audio.codec)). Download it to listen with a media player such as VLC."
                warnings.append(SiteWarning(file: source, message: "browsers cannot play \(audio.format.uppercased()) (\(audio.codec)); install ffmpeg so build can add a playable copy"))
            }
        }
        return (view, copyBytes, warnings)
    }

    /// `audio-playable.m4a` beside the original, made once per recording (keyed by its SHA-256).
    private func playableCopy(of source: String, story: Story, audio: AudioFile) throws(SiteError) -> String? {
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
        process.arguments = ["-nostdin", "-loglevel", "error", "-y", "-i", source, "-vn", "-c:a", "aac",
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

    /// Copies a small file (story.json, the transcript) unless the copy was made from the file
    /// as it is now (same stamp): a rebuild reads neither. `source` is archive-relative.
    /// Returns the source's stamp, nil when it is missing.
    @discardableResult
    private func copySmall(_ source: String, root: String, to path: String, into publication: inout Publication) throws(SiteError)
        -> String? {
        guard let stamp = stamps.stamp(of: source, archiveRoot: root) else { return nil }
        let fingerprint = "copy:" + stamp
        if writer.isUnchanged(path, fingerprint: fingerprint) {
            publication.kept.append((path, fingerprint))
        } else if let data = FileManager.default.contents(atPath: root + source) {
            try writer.write(data, to: path, fingerprint: fingerprint)
        }
        return stamp
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
        // getenv, not ProcessInfo's environment, which copies all of it into a dictionary.
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
