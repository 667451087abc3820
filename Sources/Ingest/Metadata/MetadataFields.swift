import Foundation
import StoryCore
import StoryArchive

/// One layer of a story's metadata: what the command line, a sidecar or the audio's own tags
/// say, by the fields of `StoryField.all`. Layers are merged with `filling(from:)`, the
/// stronger layer first.
public struct MetadataFields: Sendable, Equatable {
    /// The values given, by their field; cleaned and checked already.
    public internal(set) var values: [StoryField: StoryFieldValue] = [:]

    public init(title: String? = nil, prompt: String? = nil, category: String? = nil, narrator: String? = nil,
                language: String? = nil, recorded: RecordedDate? = nil, mood: Mood? = nil, tags: [String]? = nil) {
        let texts: [StoryField: String?] = [.title: title, .prompt: prompt, .category: category, .narrator: narrator,
                                            .language: language]
        values = texts.compactMapValues { $0.map(StoryFieldValue.text) }
        values[.recorded] = recorded.map(StoryFieldValue.date)
        values[.mood] = mood.map(StoryFieldValue.mood)
        values[.tags] = tags.map(StoryFieldValue.list)
    }

    // The fields ingest itself decides on: a title from the prompt, a category from
    // prompts.yml, the date; and a day entry's prompt, mood and language given as options.
    var title: String? { values[.title]?.text }
    var prompt: String? { values[.prompt]?.text }
    var category: String? { values[.category]?.text }
    var language: String? { values[.language]?.text }
    var recorded: RecordedDate? { values[.recorded]?.date }
    var mood: Mood? { values[.mood]?.mood }

    public subscript(field: StoryField) -> StoryFieldValue? {
        get { values[field] }
        set { values[field] = newValue }
    }

    /// The layer the options typed on the command line give (`--title`, `--date` …), each
    /// value cleaned and checked as `edit` checks it; or the first option that is wrong.
    public static func typed(_ inputs: [StoryField: StoryFieldInput]) -> Result<MetadataFields, TypedFieldProblem> {
        var layer = MetadataFields()
        for field in StoryField.all {
            guard let input = inputs[field] else { continue }
            switch field.value(from: input) {
            case .success(let value?): layer[field] = value
            case .success(nil): return .failure(TypedFieldProblem(field: field, problem: .empty))
            case .failure(let problem): return .failure(TypedFieldProblem(field: field, problem: problem))
            }
        }
        return .success(layer)
    }

    /// These fields, with any left empty taken from `weaker`.
    public func filling(from weaker: MetadataFields) -> MetadataFields {
        var merged = self
        merged.values.merge(weaker.values) { stronger, _ in stronger }
        return merged
    }

    /// The story with this layer's values set.
    func applied(to story: Story) -> Story {
        var story = story
        for field in StoryField.all {
            if let value = self[field] { field.set(value, in: &story) }
        }
        return story
    }

    /// The keys a sidecar may hold (`photos` and `chapters` are read apart, by `PhotoListing`
    /// and `ChapterListing`).
    static let sidecarKeys: Set<String> = StoryField.sidecarKeys.union(["kind", PhotoListing.key, ChapterListing.key])

    /// The keys only a story's note has: a journal's entry may also give a day, a mood or a language.
    private static let storyOnlyKeys = Set([StoryField.title, .prompt, .category, .narrator, .tags].map(\.key))

    /// Whether a file no recording took is a story's note all the same (a title, a narrator…,
    /// and nothing a journal or another app writes): then its recording is missing or misnamed.
    static func isStoryNote(_ document: JSONValue) -> Bool {
        let keys = document.keys
        guard !keys.isEmpty else { return false }
        return keys.allSatisfy(sidecarKeys.contains) && keys.contains(where: storyOnlyKeys.contains)
    }

    /// Reads a sidecar document, collecting every wrong field into `problems`.
    static func read(_ document: JSONValue) -> (MetadataFields, problems: [String], unknown: [String]) {
        var reader = FieldReader(document)
        var layer = MetadataFields()
        for field in StoryField.all {
            layer[field] = field.value(in: &reader)
        }
        return (layer, reader.problems, reader.unknownKeys(known: sidecarKeys))
    }
}

/// An option typed on the command line that cannot be its field's value.
public struct TypedFieldProblem: Error, Sendable {
    public var field: StoryField
    public var problem: StoryFieldProblem
}
