import Foundation
import StoryCore
import StoryArchive

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
/// link), transcript and story.json or entry.json into its folder of the site, and, when ffmpeg
/// is installed, makes every recording's playable copy (`LevelledCopy`: AAC at one loudness),
/// which pages, Play all and feeds play. The archive always keeps the original, offered for
/// download; without a copy the original plays (`BrowserPlayback` says where).
struct MediaPublisher: Sendable {
    let archive: Archive
    let writer: SiteWriter
    let ffmpeg: String?
    /// The stamps the last build recorded (archive-relative path → stamp): a recording whose
    /// stamp moved since is checked against its SHA-256 before it is published.
    let previousStamps: [String: String]
    /// The stamps of the metadata files as they were when this build read them: a file changed
    /// since (a person editing it) is not written into, and its page is made again next time.
    let readStamps: [String: String]

    /// What publishing gave: each item's media by its key, warnings, and the stamps of the archive
    /// files read (archive-relative path → stamp, for the build record).
    struct Publication: Sendable {
        var media: [String: PublishedMedia] = [:]
        var warnings: [SiteWarning] = []
        var inputs: [String: String] = [:]
        /// The recordings missing or whose bytes do not match their checksum (full paths).
        var damaged: [String] = []
        /// The story.json files given their recording's loudness (archive-relative).
        var metadataWritten: [String] = []
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
            if one.wroteMetadata { publication.metadataWritten.append(item.archiveFolder + item.metadataFile) }
            if one.media.damaged || one.media.missing, let audio = item.audio { publication.damaged.append(archive.root.path + "/" + item.archiveFolder + audio.file) }
        }
        return publication
    }

    private struct StoryPublication {
        var media = PublishedMedia(audio: nil, servedBytes: nil)
        var warnings: [SiteWarning] = []
        var inputs: [String: String] = [:]
        var wroteMetadata = false
    }

    /// The item's recording first, as measuring it may write its metadata (`audio.loudness`),
    /// then its metadata file and transcript.
    private func publish(_ item: MediaItem) throws(SiteError) -> StoryPublication {
        let root = archive.root.path + "/"
        let folder = item.archiveFolder
        var publication = StoryPublication()
        if let audio = item.audio {
            let measured = try publish(audio, of: item, into: &publication)
            if let measured, measured != audio.loudness, let stamp = record(measured, of: item, audio: audio, into: &publication) {
                publication.inputs[folder + item.metadataFile] = stamp
                publication.wroteMetadata = true
            }
        }
        try copy(folder + item.metadataFile, root: root, to: item.siteFolder + item.metadataFile)
        if let transcript = item.transcript {
            let stamp = try copy(folder + transcript.file, root: root, to: item.siteFolder + transcript.file)
            publication.inputs[folder + transcript.file] = stamp ?? FileStamp.missing
        }
        return publication
    }

    /// Links the recording into the site and makes its playable copy; returns the loudness the
    /// copy was levelled from.
    private func publish(_ audio: AudioFile, of item: MediaItem, into publication: inout StoryPublication) throws(SiteError) -> RecordingLoudness? {
        let folder = item.archiveFolder
        let source = archive.root.path + "/" + folder + audio.file
        let stamp = FileStamp.of(source)
        publication.inputs[folder + audio.file] = stamp ?? FileStamp.missing
        guard let stamp else {
            publication.media.missing = true
            publication.warnings.append(SiteWarning(file: source, message: "the recording is missing; its page says \"Recording unavailable\" — \(Self.repairHint)"))
            return nil
        }
        let damage = FileStamp.size(of: stamp) != audio.bytes
            ? "the recording is damaged: it is not the size \(item.metadataFile) records; its page says \"This recording is damaged\" — \(Self.repairHint)"
            : previousStamps[folder + audio.file] == stamp ? nil : Self.damage(source, audio)
        if let damage {
            // Recorded as damaged, which no stamp equals: every build checks it again until it is repaired.
            publication.inputs[folder + audio.file] = Self.damagedMark
            publication.media.damaged = true
            publication.warnings.append(SiteWarning(file: source, message: damage))
            return nil
        }
        try writer.link(source, to: item.siteFolder + audio.file, fingerprint: "link:" + FileStamp.identity(of: stamp))
        // A new hard link moves the recording's change time: the record keeps the stamp it has now.
        publication.inputs[folder + audio.file] = FileStamp.of(source) ?? stamp
        let (view, copy, warnings) = try audioView(item: item, audio: audio, source: source, identity: FileStamp.identity(of: stamp))
        publication.media = PublishedMedia(audio: view, servedBytes: copy.bytes ?? audio.bytes)
        publication.warnings += warnings
        // Recorded as a stamp no file has, as a damaged recording is: the next build is not
        // taken for one with nothing to do, and makes the copy ffmpeg could not make this time.
        if copy.failed { publication.inputs[folder + audio.file] = Self.copyFailedMark }
        return copy.loudness
    }

    /// Writes the measurement into the story's story.json, so that no build measures the
    /// recording again; returns the file's new stamp. Not into a day entry's entry.json, which
    /// StoryChop never rewrites (a check-in is short to measure), nor into a file changed since
    /// the build read it. A file that cannot be written costs a warning only: the build's record
    /// keeps the measurement for this site folder.
    private func record(_ loudness: RecordingLoudness, of item: MediaItem, audio: AudioFile,
                        into publication: inout StoryPublication) -> String? {
        let path = item.archiveFolder + item.metadataFile
        let file = archive.root.path + "/" + path
        guard item.collection == .stories, !audio.sha256.isEmpty, loudness.isMeasurable, FileStamp.of(file) == readStamps[path] else { return nil }
        do {
            guard try archive.recordLoudness(loudness, ofStory: item.id, sha256: audio.sha256) else { return nil }
        } catch {
            publication.warnings.append(SiteWarning(file: error.file ?? file,
                                                    message: "its recording's loudness could not be kept in it (\(error.message)); the next build in another site folder measures it again"))
            return nil
        }
        return FileStamp.of(file)
    }

    /// Recorded in the build's record for a damaged recording: never a file's stamp.
    static let damagedMark = "damaged"
    /// Recorded in the build's record for a recording whose playable copy could not be made.
    static let copyFailedMark = "copy-failed"
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

    /// The playable copy's size and the loudness it was levelled from; nil without one.
    private struct CopyMade {
        var bytes: Int64?
        var loudness: RecordingLoudness?
        /// ffmpeg was there but failed (or was stopped): the next build tries again.
        var failed = false
    }

    /// The player's data, playing the levelled copy when one was made.
    private func audioView(item: MediaItem, audio: AudioFile, source: String, identity: Substring) throws(SiteError)
        -> (AudioView, CopyMade, [SiteWarning]) {
        let original = DownloadLink(href: audio.file, name: item.downloadName + "." + Self.fileExtension(audio.file),
                                    label: "Download the original recording",
                                    details: "\(audio.format.uppercased()), \(DisplayText.bytes(audio.bytes))")
        var view = AudioView(src: audio.file, type: BrowserPlayback.mimeType(format: audio.format), label: "Recording: \(item.title)",
                             storyID: item.playerID, seconds: item.duration.map(DisplayText.seconds),
                             length: item.duration.map { DisplayText.clock($0.rounded()) },
                             downloads: [original], playbackNote: nil)
        let playsEverywhere = BrowserPlayback.everyBrowserPlays(format: audio.format, codec: audio.codec)
        let copy = ffmpeg.map { LevelledCopy(ffmpeg: $0, writer: writer, target: .speech).make(of: source, audio: audio, identity: identity, in: item.siteFolder) }
        var none = CopyMade()
        if case .failure? = copy { none.failed = true }
        let why: String
        switch copy {
        case .success(let made)?:
            view.src = made.file
            view.type = "audio/mp4"
            let size = FileStamp.of(writer.root.path + "/" + item.siteFolder + made.file).flatMap(FileStamp.size(of:))
            view.downloads.append(DownloadLink(href: made.file, name: item.downloadName + "-playable.m4a",
                                               label: "Download a copy that plays on phones and computers",
                                               details: "M4A" + (size.map { ", " + DisplayText.bytes($0) } ?? "")))
            return (view, CopyMade(bytes: size, loudness: made.loudness), made.notLevelled.map { [SiteWarning(file: source, message: $0)] } ?? [])
        case .failure(let failure)?:
            // The original still plays where browsers play it: only the levelling is missing.
            if playsEverywhere { return (view, none, [SiteWarning(file: source, message: "the recording plays as recorded, not levelled: " + failure.message)]) }
            why = failure.message
        case nil:
            // Without ffmpeg (or with --no-transcode) the originals play as recorded, as before levelling.
            if playsEverywhere { return (view, none, []) }
            why = PlayableCopyFailure.noFFmpeg.message
        }
        let kind = "\(audio.format.uppercased()), \(audio.codec)"
        // Opus, Vorbis and the like play on computers and Android phones as they are: the
        // player stays, and the note says only what is true, that iPhones may not play it.
        if BrowserPlayback.computersPlay(format: audio.format, codec: audio.codec) {
            view.deviceNote = "This recording may not play on iPhones and iPads (\(kind)). There, download it to listen with a media player such as VLC."
            return (view, none, [SiteWarning(file: source, message: "iPhones and iPads cannot play \(audio.format.uppercased()) (\(audio.codec)); \(why)")])
        }
        view.playbackNote = "This recording is in a format most browsers cannot play (\(kind)). Download it to listen with a media player such as VLC."
        let warning = SiteWarning(file: source, message: "browsers cannot play \(audio.format.uppercased()) (\(audio.codec)); \(why)")
        return (view, none, [warning])
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
