import Foundation
import StoryCore
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
    /// Its bytes are not the ones its metadata's checksum records (nor its size): "This recording is damaged".
    var damaged = false
    /// The file is not there: "Recording unavailable". Either way the build fails until it is repaired.
    var missing = false

    /// The file browsers are given (a playable copy when one was made), inside the story's folder.
    var servedFile: String? { audio?.src }
}

/// The build stage after loading the stories and day entries: puts each one's audio (a hard
/// link), transcript and story.json or entry.json into its folder of the site, and makes an
/// AAC copy of recordings not every browser plays (`BrowserPlayback`: Opus, Vorbis, WebM, AMR,
/// CAF, ALAC … on an iPhone) when ffmpeg is installed. The archive always keeps the original.
struct MediaPublisher: Sendable {
    let archive: Archive
    let writer: SiteWriter
    let ffmpeg: String?
    /// The stamps the last build recorded (archive-relative path → stamp): a recording whose
    /// stamp moved since is checked against its SHA-256 before it is published.
    let previousStamps: [String: String]

    /// What publishing gave: each item's media by its key, warnings, and the stamps of the archive
    /// files read (archive-relative path → stamp, for the build record).
    struct Publication: Sendable {
        var media: [String: PublishedMedia] = [:]
        var warnings: [SiteWarning] = []
        var inputs: [String: String] = [:]
        /// The recordings missing or whose bytes do not match their checksum (full paths).
        var damaged: [String] = []
    }

    /// Publishes every item, on all cores.
    func publish(_ items: [MediaItem]) throws(SiteError) -> Publication {
        let results = items.parallelMap { item in Result { () throws(SiteError) in try publish(item) } }
        var publication = Publication()
        for (item, result) in zip(items, results) {
            let one = try result.get()
            publication.media[item.key] = one.media
            publication.warnings += one.warnings
            publication.inputs.merge(one.inputs) { _, new in new }
            if one.media.damaged || one.media.missing, let audio = item.audio { publication.damaged.append(archive.root.path + "/" + item.archiveFolder + audio.file) }
        }
        return publication
    }

    private struct StoryPublication {
        var media = PublishedMedia(audio: nil, servedBytes: nil)
        var warnings: [SiteWarning] = []
        var inputs: [String: String] = [:]
    }

    private func publish(_ item: MediaItem) throws(SiteError) -> StoryPublication {
        let root = archive.root.path + "/"
        let folder = item.archiveFolder
        var publication = StoryPublication()
        try copy(folder + item.metadataFile, root: root, to: item.siteFolder + item.metadataFile)
        if let transcript = item.transcript {
            let stamp = try copy(folder + transcript.file, root: root, to: item.siteFolder + transcript.file)
            publication.inputs[folder + transcript.file] = stamp ?? FileStamp.missing
        }
        guard let audio = item.audio else { return publication }
        let source = root + folder + audio.file
        let stamp = FileStamp.of(source)
        publication.inputs[folder + audio.file] = stamp ?? FileStamp.missing
        guard let stamp else {
            publication.media.missing = true
            publication.warnings.append(SiteWarning(file: source, message: "the recording is missing; its page says \"Recording unavailable\" — \(Self.repairHint)"))
            return publication
        }
        let damage = FileStamp.size(of: stamp) != audio.bytes
            ? "the recording is damaged: it is not the size \(item.metadataFile) records; its page says \"This recording is damaged\" — \(Self.repairHint)"
            : previousStamps[folder + audio.file] == stamp ? nil : Self.damage(source, audio)
        if let damage {
            // Recorded as damaged, which no stamp equals: every build checks it again until it is repaired.
            publication.inputs[folder + audio.file] = Self.damagedMark
            publication.media.damaged = true
            publication.warnings.append(SiteWarning(file: source, message: damage))
            return publication
        }
        try writer.link(source, to: item.siteFolder + audio.file, fingerprint: "link:" + FileStamp.identity(of: stamp))
        // A new hard link moves the recording's change time: the record keeps the stamp it has now.
        publication.inputs[folder + audio.file] = FileStamp.of(source) ?? stamp
        let (view, copyBytes, warnings) = try audioView(item: item, audio: audio, source: source)
        publication.media = PublishedMedia(audio: view, servedBytes: copyBytes ?? audio.bytes)
        publication.warnings += warnings
        return publication
    }

    /// Recorded in the build's record for a damaged recording: never a file's stamp.
    static let damagedMark = "damaged"
    static let repairHint = "`storychop repair BUNDLE.zip` puts it back from a bundle"

    /// Why the recording at `source` is damaged, or nil when its bytes are `audio`'s (any bytes
    /// of its size, when no checksum was recorded, as in a story.json written by hand).
    static func damage(_ source: String, _ audio: AudioFile) -> String? {
        switch audio.problem(at: source) {
        case nil: nil
        case .unreadable(let why)?: "the recording cannot be read (\(why)); its page says \"This recording is damaged\" — \(repairHint)"
        case .missing?, .damaged?:
            "the recording is damaged: its bytes are not the ones its checksum records; its page says \"This recording is damaged\" — \(repairHint)"
        }
    }

    /// The player's data, with a playable copy for what not every browser plays (and its size).
    private func audioView(item: MediaItem, audio: AudioFile, source: String) throws(SiteError)
        -> (AudioView, copyBytes: Int64?, [SiteWarning]) {
        let original = DownloadLink(href: audio.file, name: item.downloadName + "." + Self.fileExtension(audio.file),
                                    label: "Download the original recording",
                                    details: "\(audio.format.uppercased()), \(DisplayText.bytes(audio.bytes))")
        var view = AudioView(src: audio.file, type: BrowserPlayback.mimeType(format: audio.format), label: "Recording: \(item.title)",
                             storyID: item.playerID, seconds: item.duration.map(DisplayText.seconds),
                             length: item.duration.map { DisplayText.clock($0.rounded()) },
                             downloads: [original], playbackNote: nil)
        guard !BrowserPlayback.everyBrowserPlays(format: audio.format, codec: audio.codec) else { return (view, nil, []) }
        let why: String
        switch playableCopy(of: source, item: item, audio: audio) {
        case .success(let copy):
            view.src = copy
            view.type = "audio/mp4"
            let size = FileStamp.of(writer.root.path + "/" + item.siteFolder + copy).flatMap(FileStamp.size(of:))
            view.downloads.append(DownloadLink(href: copy, name: item.downloadName + "-playable.m4a",
                                               label: "Download a copy that plays on phones and computers",
                                               details: "M4A" + (size.map { ", " + DisplayText.bytes($0) } ?? "")))
            return (view, size, [])
        case .failure(let failure):
            why = failure.message
        }
        let kind = "\(audio.format.uppercased()), \(audio.codec)"
        // Opus, Vorbis and the like play on computers and Android phones as they are: the
        // player stays, and the note says only what is true, that iPhones may not play it.
        if BrowserPlayback.computersPlay(format: audio.format, codec: audio.codec) {
            view.deviceNote = "This recording may not play on iPhones and iPads (\(kind)). There, download it to listen with a media player such as VLC."
            return (view, nil, [SiteWarning(file: source, message: "iPhones and iPads cannot play \(audio.format.uppercased()) (\(audio.codec)); \(why)")])
        }
        view.playbackNote = "This recording is in a format most browsers cannot play (\(kind)). Download it to listen with a media player such as VLC."
        let warning = SiteWarning(file: source, message: "browsers cannot play \(audio.format.uppercased()) (\(audio.codec)); \(why)")
        return (view, nil, [warning])
    }

    /// Why no playable copy was made, as the build's warning says it.
    private struct CopyFailure: Error {
        var message: String
        static let noFFmpeg = CopyFailure(message: "install ffmpeg (and leave out --no-transcode) so build can add a playable copy")
    }

    /// `audio-playable.m4a` beside the original, made once per recording (keyed by its SHA-256).
    private func playableCopy(of source: String, item: MediaItem, audio: AudioFile) -> Result<String, CopyFailure> {
        guard let ffmpeg else { return .failure(.noFFmpeg) }
        let name = "audio-playable.m4a"
        let path = item.siteFolder + name
        let fingerprint = "aac:" + audio.sha256
        if writer.keepIfUnchanged(path, fingerprint: fingerprint) { return .success(name) }
        let target = writer.root.appendingPathComponent(path)
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(name).tmp.m4a")
        let run: QuietRun
        do {
            run = try QuietRun.run(ffmpeg, ["-nostdin", "-loglevel", "error", "-y", "-i", source, "-vn", "-c:a", "aac",
                                            "-b:a", "96k", "-movflags", "+faststart", temporary.path])
        } catch {
            return .failure(CopyFailure(message: "\(ffmpeg) could not be started (\(error)); reinstall ffmpeg"))
        }
        guard run.status == 0, rename(temporary.path, target.path) == 0 else {
            unlink(temporary.path)
            let firstLine = run.errorOutput.split(separator: "\n").first.map(String.init) ?? "no message"
            return .failure(CopyFailure(message: "ffmpeg could not make a playable copy (\(firstLine)); check that the recording plays in a media player such as VLC"))
        }
        writer.keep(path, fingerprint: fingerprint)
        return .success(name)
    }

    /// Copies a small file (story.json or entry.json, the transcript); the writer leaves it alone when the
    /// copy was made from the file as it is now (same stamp). `source` is archive-relative.
    /// Returns the source's stamp, nil when it is missing.
    @discardableResult
    private func copy(_ source: String, root: String, to path: String) throws(SiteError) -> String? {
        guard let stamp = FileStamp.of(root + source) else { return nil }
        let fingerprint = "copy:" + stamp
        if !writer.keepIfUnchanged(path, fingerprint: fingerprint), let data = FileManager.default.contents(atPath: root + source) {
            try writer.write(data, to: path, fingerprint: fingerprint)
        }
        return stamp
    }

    /// "m4a" of "audio.m4a": a download keeps the recording's own extension.
    static func fileExtension(_ file: String) -> String {
        file.split(separator: ".").last.map(String.init) ?? "audio"
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
