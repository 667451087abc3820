import Foundation

/// A detail of a story that a keeper gives: by a sidecar's key, an ingest option or
/// `storychop edit`. `all` lists them once, and sidecars, options and `edit` all read them
/// from it, so a new one is its property in `Story`, one line in `all`, and its template.
public struct StoryField: Sendable {
    /// The key in a sidecar and in story.json: `title`, `recorded`.
    public let key: String
    /// The command-line option's name: `title` for `--title`, `date` for `recorded`, `tag`
    /// (repeated) for `tags`.
    public let option: String
    /// Another key a sidecar may give it by: `date` for `recorded`.
    public let alias: String?
    public let kind: Kind
    private let get: @Sendable (Story) -> StoryFieldValue?
    private let set: @Sendable (inout Story, StoryFieldValue?) -> Void

    /// What a field holds, and so how its text is read and checked.
    public enum Kind: Sendable {
        /// One cleaned text (`FieldText`); the title's cannot be removed.
        case text(isRequired: Bool)
        /// A BCP 47 tag (`LanguageTag`).
        case language
        /// A day or a moment (`RecordedDate`), which every story has.
        case date
        case mood
        /// A list of cleaned texts.
        case list
    }

    /// Every field a keeper sets, in story.json's order. A new story field is one line here.
    public static let all: [StoryField] = [
        .text("title", \.title),
        .text("prompt", \.prompt),
        .text("category", \.category),
        .text("narrator", \.narrator),
        .language("language", \.language),
        .date("recorded", option: "date", \.recorded),
        .mood("mood", \.mood),
        .list("tags", option: "tag", \.tags),
    ]

    /// The field with `key` in `all`.
    public static func named(_ key: String) -> StoryField? {
        all.first { $0.key == key }
    }

    /// The story's value for this field; nil when it has none.
    public func value(in story: Story) -> StoryFieldValue? { get(story) }

    /// Sets the story's value; nil removes it (a title or date, which a story always has, stays).
    public func set(_ value: StoryFieldValue?, in story: inout Story) { set(&story, value) }
}

/// A field's value, cleaned and checked.
public enum StoryFieldValue: Sendable, Equatable {
    case text(String)
    case date(RecordedDate)
    case mood(Mood)
    case list([String])

    public var text: String? { if case .text(let text) = self { text } else { nil } }
    public var date: RecordedDate? { if case .date(let date) = self { date } else { nil } }
    public var mood: Mood? { if case .mood(let mood) = self { mood } else { nil } }
    public var list: [String]? { if case .list(let items) = self { items } else { nil } }
}

extension StoryField {
    private static func text(_ key: String, _ path: WritableKeyPath<Story, String?> & Sendable) -> StoryField {
        StoryField(key: key, option: key, alias: nil, kind: .text(isRequired: false),
                   get: { $0[keyPath: path].map(StoryFieldValue.text) }, set: { $0[keyPath: path] = $1?.text })
    }

    private static func text(_ key: String, _ path: WritableKeyPath<Story, String> & Sendable) -> StoryField {
        StoryField(key: key, option: key, alias: nil, kind: .text(isRequired: true),
                   get: { .text($0[keyPath: path]) }, set: { story, value in value?.text.map { story[keyPath: path] = $0 } })
    }

    private static func language(_ key: String, _ path: WritableKeyPath<Story, String?> & Sendable) -> StoryField {
        StoryField(key: key, option: key, alias: nil, kind: .language,
                   get: { $0[keyPath: path].map(StoryFieldValue.text) }, set: { $0[keyPath: path] = $1?.text })
    }

    private static func date(_ key: String, option: String, _ path: WritableKeyPath<Story, RecordedDate> & Sendable) -> StoryField {
        StoryField(key: key, option: option, alias: option, kind: .date,
                   get: { .date($0[keyPath: path]) }, set: { story, value in value?.date.map { story[keyPath: path] = $0 } })
    }

    private static func mood(_ key: String, _ path: WritableKeyPath<Story, Mood?> & Sendable) -> StoryField {
        StoryField(key: key, option: key, alias: nil, kind: .mood,
                   get: { $0[keyPath: path].map(StoryFieldValue.mood) }, set: { $0[keyPath: path] = $1?.mood })
    }

    private static func list(_ key: String, option: String, _ path: WritableKeyPath<Story, [String]> & Sendable) -> StoryField {
        StoryField(key: key, option: option, alias: nil, kind: .list,
                   get: { .list($0[keyPath: path]) }, set: { $0[keyPath: path] = $1?.list ?? [] })
    }
}
