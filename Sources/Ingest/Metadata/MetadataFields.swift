import Foundation
import StoryCore
import StoryArchive

/// One layer of a story's metadata: what the command line, a sidecar or the audio's own tags
/// say. Layers are merged with `filling(from:)`, the stronger layer first.
public struct MetadataFields: Sendable, Equatable {
    public var title: String?
    public var prompt: String?
    public var category: String?
    public var narrator: String?
    /// BCP 47 tag of the language the story is told in.
    public var language: String?
    public var recorded: RecordedDate?
    public var mood: Mood?
    public var tags: [String]?

    public init(title: String? = nil, prompt: String? = nil, category: String? = nil, narrator: String? = nil,
                language: String? = nil, recorded: RecordedDate? = nil, mood: Mood? = nil, tags: [String]? = nil) {
        self.title = title
        self.prompt = prompt
        self.category = category
        self.narrator = narrator
        self.language = language
        self.recorded = recorded
        self.mood = mood
        self.tags = tags
    }

    /// These fields, with any left empty taken from `weaker`.
    public func filling(from weaker: MetadataFields) -> MetadataFields {
        MetadataFields(title: title ?? weaker.title, prompt: prompt ?? weaker.prompt,
                       category: category ?? weaker.category, narrator: narrator ?? weaker.narrator,
                       language: language ?? weaker.language,
                       recorded: recorded ?? weaker.recorded, mood: mood ?? weaker.mood,
                       tags: tags ?? weaker.tags)
    }

    /// The keys a sidecar may hold.
    static let sidecarKeys: Set<String> = ["kind", "title", "prompt", "category", "narrator", "language", "recorded", "date", "mood", "tags"]

    /// Whether a file no recording took is a story's note all the same (a title, a narrator…,
    /// and nothing a journal or another app writes): then its recording is missing or misnamed.
    static func isStoryNote(_ document: JSONValue) -> Bool {
        let keys = document.keys
        guard !keys.isEmpty else { return false }
        let storyOnly: Set<String> = ["title", "prompt", "category", "narrator", "tags"]
        return keys.allSatisfy(sidecarKeys.contains) && keys.contains(where: storyOnly.contains)
    }

    /// Reads a sidecar document, collecting every wrong field into `problems`.
    static func read(_ document: JSONValue) -> (MetadataFields, problems: [String], unknown: [String]) {
        var fields = FieldReader(document)
        let layer = MetadataFields(
            title: fields.string("title"), prompt: fields.string("prompt"), category: fields.string("category"),
            narrator: fields.string("narrator"), language: fields.language("language"),
            recorded: fields.date("recorded") ?? fields.date("date"),
            mood: fields.mood("mood"), tags: fields.stringList("tags"))
        return (layer, fields.problems, fields.unknownKeys(known: sidecarKeys))
    }
}
