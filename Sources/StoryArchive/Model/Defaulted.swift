import Foundation

/// What a field of story.json or entry.json is when a hand-edited file leaves it out, and
/// whether StoryChop leaves it out too when it holds that value (`private`, `sealed_until`),
/// so a file from before the field reads and writes the same bytes.
public protocol DefaultRule {
    associatedtype Value: Codable & Sendable & Equatable
    static var value: Value { get }
    static var isLeftOutWhenDefault: Bool { get }
}

extension DefaultRule {
    public static var isLeftOutWhenDefault: Bool { false }
}

/// A field with a `DefaultRule`: with it, a model keeps the synthesized `Codable` (its fields
/// in declaration order, as `OrderedJSONEncoder` writes them) and still reads a file that
/// leaves the field out.
@propertyWrapper
public struct Defaulted<Rule: DefaultRule>: Codable, Sendable, Equatable {
    public var wrappedValue: Rule.Value

    public init(wrappedValue: Rule.Value) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(Rule.Value.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    /// A field left out (or null) takes its rule's value; the synthesized `init(from:)` calls this.
    public func decode<Rule>(_ type: Defaulted<Rule>.Type, forKey key: Key) throws -> Defaulted<Rule> {
        try decodeIfPresent(type, forKey: key) ?? Defaulted(wrappedValue: Rule.value)
    }
}

extension KeyedEncodingContainer {
    /// A field whose rule says so is not written while it holds its rule's value.
    public mutating func encode<Rule>(_ value: Defaulted<Rule>, forKey key: Key) throws {
        guard !(Rule.isLeftOutWhenDefault && value.wrappedValue == Rule.value) else { return }
        try encode(value.wrappedValue, forKey: key)
    }
}

/// The rules of the archive's files.
public enum DefaultRules {
    /// A story without `schema` is the plain one every StoryChop reads.
    public enum PlainSchema: DefaultRule { public static var value: Int { Story.plainSchema } }
    /// An entry without `schema` is the one this StoryChop writes.
    public enum EntrySchema: DefaultRule { public static var value: Int { DayEntry.schemaVersion } }
    /// The folder's name is the id, whatever the file says.
    public enum NoID: DefaultRule { public static var value: String { "" } }
    public enum VoiceKind: DefaultRule { public static var value: Story.Kind { .voice } }
    /// Tags, factors: none.
    public enum NoWords: DefaultRule { public static var value: [String] { [] } }
    public enum NoAnswers: DefaultRule { public static var value: [DailyAnswer] { [] } }
    /// `"private": true` is written only when true.
    public enum NotPrivate: DefaultRule {
        public static var value: Bool { false }
        public static var isLeftOutWhenDefault: Bool { true }
    }
    /// `sealed_until` is written only when set.
    public enum NotSealed: DefaultRule {
        public static var value: RecordedDate? { nil }
        public static var isLeftOutWhenDefault: Bool { true }
    }
    /// `photos` is written only when a story has some.
    public enum NoPhotos: DefaultRule {
        public static var value: [StoryPhoto] { [] }
        public static var isLeftOutWhenDefault: Bool { true }
    }
    /// `chapters` is written only when a story has some.
    public enum NoChapters: DefaultRule {
        public static var value: [StoryChapter] { [] }
        public static var isLeftOutWhenDefault: Bool { true }
    }
    /// A chapter's `keywords` are written only when it has some.
    public enum NoKeywords: DefaultRule {
        public static var value: [String] { [] }
        public static var isLeftOutWhenDefault: Bool { true }
    }
    /// A day entry's `caption` is written only when it has one.
    public enum NoCaption: DefaultRule {
        public static var value: String? { nil }
        public static var isLeftOutWhenDefault: Bool { true }
    }
    /// A transcript's `machine` is written only when a machine made it.
    public enum NotMeasured: DefaultRule {
        public static var value: RecordingLoudness? { nil }
        public static var isLeftOutWhenDefault: Bool { true }
    }
    public enum NotMachineMade: DefaultRule {
        public static var value: MachineTranscription? { nil }
        public static var isLeftOutWhenDefault: Bool { true }
    }
}
