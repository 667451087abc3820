import StoryCore
import StoryArchive

/// A story page's schema.org description, written as JSON-LD in one
/// `<script type="application/ld+json">` in the page's head (docs/standards.md): an
/// `AudioObject` (schema.org's type for a recording; a `CreativeWork` itself, so it carries the
/// work's name, creator, date and language) with its duration, the file that plays, its
/// transcript and its chapters as `Clip`s. A sealed story's description has no recording,
/// transcript or chapters: the build has taken them out of the story before the page is planned.
///
/// To templates it is one value, the JSON text, safe inside a `<script>`: every `<`, `>` and
/// `&` (found only inside JSON strings) is written `\u003c` … so no title can end the element.
struct StoryStructuredData: Sendable, Encodable {
    /// Where the page is: its absolute address with a base URL, else `index.html`, which a
    /// JSON-LD reader resolves against the page's own address as a browser does its links.
    var page: String
    var name: String
    var language: String
    var narrator: String?
    /// `2024-03-05` or `2024-03-05T14:30:00+01:00`, as the page's `<time datetime>` says it.
    var dateCreated: String
    var duration: Double?
    var description: String?
    var keywords: [String]
    /// The file the page's player plays (`MediaPublisher`'s choice) and its type.
    var contentURL: String?
    var encodingFormat: String?
    var chapters: [StoryChapter]
    /// The transcript's text, one line a cue or paragraph; filled in when the page is rendered.
    var transcript: String?

    /// `pageURL`: the page's published address, nil on a site without a base URL.
    init(_ story: Story, pageURL: String?, siteLanguage: String, audio: AudioView?) {
        page = pageURL ?? ItemLayout.pageName
        name = story.title
        language = story.language ?? siteLanguage
        narrator = story.narrator
        dateCreated = story.recorded.description
        duration = story.duration
        description = story.prompt == story.title ? nil : story.prompt
        keywords = story.tags
        let folder = pageURL.map { String($0.dropLast(ItemLayout.pageName.count)) } ?? ""
        contentURL = audio.map { folder + $0.src }
        encodingFormat = audio?.type
        chapters = story.sealedUntil == nil ? story.chapters : []
    }

    /// The transcript as text: each line's words, led by who speaks when the line says.
    static func transcriptText(_ view: TranscriptView) -> String {
        (view.lead + view.rest).map { line in line.speaker.map { "\($0): " + line.text } ?? line.text }.joined(separator: "\n")
    }

    /// The JSON-LD document.
    var json: JSONValue {
        var members: [JSONValue.Member] = [
            .init("@context", .string("https://schema.org")),
            .init("@type", .string("AudioObject")),
            .init("name", .string(name)),
            .init("url", .string(page)),
            .init("inLanguage", .string(language)),
            .init("dateCreated", .string(dateCreated)),
        ]
        if let narrator { members.append(.init("creator", .object([.init("@type", .string("Person")), .init("name", .string(narrator))]))) }
        if let duration { members.append(.init("duration", .string(DisplayText.isoDuration(duration)))) }
        if let description { members.append(.init("description", .string(description))) }
        if !keywords.isEmpty { members.append(.init("keywords", .array(keywords.map(JSONValue.string)))) }
        if let contentURL, let encodingFormat {
            members += [.init("contentUrl", .string(contentURL)), .init("encodingFormat", .string(encodingFormat))]
        }
        if let transcript { members.append(.init("transcript", .string(transcript))) }
        if !chapters.isEmpty { members.append(.init("hasPart", .array(clips()))) }
        return .object(members)
    }

    /// Each chapter as a `Clip`: it ends where the next begins, the last at the recording's end.
    private func clips() -> [JSONValue] {
        chapters.indices.map { index in
            let chapter = chapters[index]
            let end = index + 1 < chapters.count ? chapters[index + 1].start : duration
            var clip: [JSONValue.Member] = [
                .init("@type", .string("Clip")),
                .init("name", .string(chapter.title)),
                .init("startOffset", .double(chapter.start)),
            ]
            if let end { clip.append(.init("endOffset", .double(end))) }
            clip.append(.init("url", .string(page + "#t=" + JSONValue.format(chapter.start))))
            if let synopsis = chapter.synopsis { clip.append(.init("description", .string(synopsis))) }
            if !chapter.keywords.isEmpty { clip.append(.init("keywords", .array(chapter.keywords.map(JSONValue.string)))) }
            return .object(clip)
        }
    }

    /// The compact JSON with `<`, `>` and `&` escaped: text a `<script>` element holds as it is.
    var scriptText: String {
        var text = ""
        for scalar in json.compact().unicodeScalars {
            switch scalar {
            case "<": text += "\\u003c"
            case ">": text += "\\u003e"
            case "&": text += "\\u0026"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(scriptText)
    }
}
