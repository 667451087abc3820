import Foundation
import Site
import StoryArchive
import StoryCore
import Transcript

/// One story as its chapter: the details the site shows, its photos' print copies, the
/// transcript as prose, and the QR code of its page on the published site.
struct StoryChapter {
    let archive: Archive
    /// The published site's address with a trailing slash, or nil.
    let baseURL: String?

    /// The chapter of `story`, and a warning when its transcript is missing or unreadable.
    func model(of story: Story, code: String, photos: [BookPhotoModel]) -> (BookStoryModel, String?) {
        let (prose, warning) = self.prose(of: story)
        let url = baseURL.map { $0 + ItemLayout.storyPage(id: story.id).replacingOccurrences(of: "index.html", with: "") }
        let model = BookStoryModel(
            anchor: Self.anchor(story.id), title: story.title, lang: story.language,
            dir: LanguageTag.isRightToLeft(story.language ?? "") ? "rtl" : "auto",
            teller: story.narrator.map { "Told by \($0)" }, date: DisplayText.date(story.recorded),
            prompt: story.prompt, photos: photos, paragraphs: prose?.paragraphs ?? [],
            noTranscript: prose == nil ? (url == nil ? "There is no transcript of this story yet: find it by its story code to hear it (see About this book)."
                                          : "There is no transcript of this story yet: scan the code to hear it.") : nil,
            qr: url.flatMap { QRCodeSVG.svg(for: $0, label: "QR code: listen to \(story.title)") },
            code: code, url: url,
            people: BookParts.unique([story.narrator].compactMap { $0 } + story.photos.flatMap(\.people)))
        return (model, warning)
    }

    static func anchor(_ id: String) -> String { "story-" + id }

    /// The transcript as prose; nil (with why, for the keeper) when there is none to print.
    func prose(of story: Story) -> (TranscriptProse?, String?) {
        guard let file = story.transcript?.file else {
            return (nil, "\(story.id): no transcript; its chapter says so and keeps its code (storychop transcribe makes one)")
        }
        let url = archive.storyDirectory(story.id).appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: url.path, readingAtMost: TranscriptLimits.maxBytes) else {
            return (nil, "\(url.path): the transcript story.json names is missing; its chapter says so and keeps its code (put the file back, or `storychop repair BUNDLE.zip`)")
        }
        do {
            let transcript = try TranscriptParser.parse(data, format: TranscriptFormat(fileExtension: url.pathExtension) ?? .txt).0
            return (TranscriptProse.of(transcript), nil)
        } catch {
            return (nil, "\(url.path): cannot read the transcript (\(error.message)); its chapter says so and keeps its code")
        }
    }

    /// `base_url` as the codes use it: with one trailing slash.
    static func published(_ baseURL: String?) -> String? {
        guard let baseURL, !baseURL.isEmpty else { return nil }
        return baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }
}
