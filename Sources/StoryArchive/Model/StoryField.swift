import Foundation

/// A detail of a story that a keeper gives: by a sidecar's key, an ingest option or
/// `storychop edit`. Each is a constant here (`StoryField.title`), so code names a field by a
/// reference the compiler checks, never by its key spelled again; `all` lists them once, and
/// sidecars, ingest's layers, a re-imported bundle and `edit` all read them from it. What a
/// new field takes is in docs/ARCHITECTURE.md ("Let ingest and `edit` set a story field").
public struct StoryField: Sendable, Hashable {
    /// The key in a sidecar and in story.json: `title`, `recorded`.
    public let key: String
    /// The command-line option's name: `title` for `--title`, `date` for `recorded`, `tag`
    /// (repeated) for `tags`; for a list, also what one item is called in messages.
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

    public static let title = textField("title", \.title)
    public static let prompt = textField("prompt", \.prompt)
    public static let category = textField("category", \.category)
    public static let narrator = textField("narrator", \.narrator)
    public static let language = languageField("language", \.language)
    public static let recorded = dateField("recorded", option: "date", \.recorded)
    public static let mood = moodField("mood", \.mood)
    public static let tags = listField("tags", option: "tag", \.tags)

    /// Every field a keeper sets, in story.json's order.
    public static let all: [StoryField] = [title, prompt, category, narrator, language, recorded, mood, tags]

    /// Fields are told apart by their key: two with one key would be one field in a sidecar.
    public static func == (lhs: StoryField, rhs: StoryField) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

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
    private static func textField(_ key: String, _ path: WritableKeyPath<Story, String?> & Sendable) -> StoryField {
        StoryField(key: key, option: key, alias: nil, kind: .text(isRequired: false),
                   get: { $0[keyPath: path].map(StoryFieldValue.text) }, set: { $0[keyPath: path] = $1?.text })
    }

    private static func textField(_ key: String, _ path: WritableKeyPath<Story, String> & Sendable) -> StoryField {
        StoryField(key: key, option: key, alias: nil, kind: .text(isRequired: true),
                   get: { .text($0[keyPath: path]) }, set: { story, value in value?.text.map { story[keyPath: path] = $0 } })
    }

    private static func languageField(_ key: String, _ path: WritableKeyPath<Story, String?> & Sendable) -> StoryField {
        StoryField(key: key, option: key, alias: nil, kind: .language,
                   get: { $0[keyPath: path].map(StoryFieldValue.text) }, set: { $0[keyPath: path] = $1?.text })
    }

    private static func dateField(_ key: String, option: String, _ path: WritableKeyPath<Story, RecordedDate> & Sendable) -> StoryField {
        StoryField(key: key, option: option, alias: option, kind: .date,
                   get: { .date($0[keyPath: path]) }, set: { story, value in value?.date.map { story[keyPath: path] = $0 } })
    }

    private static func moodField(_ key: String, _ path: WritableKeyPath<Story, Mood?> & Sendable) -> StoryField {
        StoryField(key: key, option: key, alias: nil, kind: .mood,
                   get: { $0[keyPath: path].map(StoryFieldValue.mood) }, set: { $0[keyPath: path] = $1?.mood })
    }

    private static func listField(_ key: String, option: String, _ path: WritableKeyPath<Story, [String]> & Sendable) -> StoryField {
        StoryField(key: key, option: option, alias: nil, kind: .list,
                   get: { .list($0[keyPath: path]) }, set: { $0[keyPath: path] = $1?.list ?? [] })
    }
}
