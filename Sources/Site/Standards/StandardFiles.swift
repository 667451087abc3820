import Crypto
import Foundation
import StoryCore
import StoryArchive
import Transcript

/// The build stage after publishing that writes each story's files in the standards' own
/// formats beside its page: `chapters.json` (Podcasting 2.0, for a story with chapters) and
/// `ohms.xml` (OHMS, for every story). A sealed story gets neither: they would tell what it
/// holds. `ohms.xml` holds the transcript, so it is made again only when what it is made of
/// changed (its fingerprint: the story, its transcript file's stamp and the recording it names).
struct StandardFiles {
    let archive: Archive
    let writer: SiteWriter
    /// The site's base URL, when it has one: OHMS names the recording by its full address.
    let baseURL: String?

    func write(_ stories: [Story], media: [String: PublishedMedia]) throws(SiteError) {
        let results = stories.filter { $0.sealedUntil == nil }.parallelMap { story in
            Result { () throws(SiteError) in try write(story, played: media[story.id]?.servedFile) }
        }
        for result in results { try result.get() }
    }

    private func write(_ story: Story, played: String?) throws(SiteError) {
        let folder = story.publishedFolder
        if !story.chapters.isEmpty {
            let chapters = PodcastChapters.document(story, podcastName: archive.config.title).prettyPrinted()
            try writer.write(Data(chapters.utf8), to: folder + PodcastChapters.fileName)
        }
        let base = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let context = OHMSRecord.Context(collection: archive.config.title, siteLanguage: archive.config.language,
                                         mediaURL: played.map { (base.map { $0 + folder } ?? "") + $0 }, fileName: played)
        let transcriptPath = story.transcript.map { archive.storyDirectory(story.id).appendingPathComponent($0.file).path }
        let fingerprint = Self.fingerprint(story, context: context, transcriptStamp: transcriptPath.flatMap(FileStamp.of))
        let path = folder + OHMSRecord.fileName
        guard !writer.keepIfUnchanged(path, fingerprint: fingerprint) else { return }
        let document = OHMSRecord.document(story, transcript: transcriptPath.flatMap(Self.transcript), context: context)
        try writer.write(try FeedWriter.bytes(of: document, path: path), to: path, fingerprint: fingerprint)
    }

    /// The transcript at `path`, or nil when it cannot be read (its page warns about it).
    private static func transcript(at path: String) -> Transcript? {
        guard let data = FileManager.default.contents(atPath: path, readingAtMost: TranscriptLimits.maxBytes),
              let format = TranscriptFormat(fileExtension: URL(fileURLWithPath: path).pathExtension) else { return nil }
        return try? TranscriptParser.parse(data, format: format).0
    }

    private static func fingerprint(_ story: Story, context: OHMSRecord.Context, transcriptStamp: String?) -> String {
        var hash = SHA256()
        hash.update(data: Data(((try? OrderedJSONEncoder().encode(story).compact()) ?? story.id).utf8))
        let parts = [OHMSRecord.version, context.collection, context.siteLanguage, context.mediaURL ?? "", transcriptStamp ?? ""]
        hash.update(data: Data(parts.joined(separator: "\u{0}").utf8))
        return "ohms:" + FileDigest.hex(hash.finalize())
    }
}
