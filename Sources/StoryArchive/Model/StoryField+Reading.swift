import Foundation

/// What a keeper typed for a field on the command line: a text, or a list's items (a repeated option).
public enum StoryFieldInput: Sendable, Equatable {
    case text(String)
    case list([String])
}

/// Why a typed value cannot be a field's. Each command words it as its options are worded.
public enum StoryFieldProblem: Error, Sendable, Equatable {
    case tooLong(FieldTooLong)
    /// Blank, for a field a story always has (its title).
    case empty
    case notALanguage(String)
    case notADate(String)
    case notAMood(String)
}

extension StoryField {
    /// The value `input` gives this field, cleaned and checked as every source's is: nil for a
    /// blank optional field (which `edit` takes as "remove it").
    public func value(from input: StoryFieldInput) -> Result<StoryFieldValue?, StoryFieldProblem> {
        switch (input, kind) {
        case (.list(let items), .list): listValue(items)
        case (.text(let text), .list): listValue([text])
        case (.list(let items), _): value(fromText: items.last ?? "")
        case (.text(let text), _): value(fromText: text)
        }
    }

    private func listValue(_ items: [String]) -> Result<StoryFieldValue?, StoryFieldProblem> {
        FieldText.cleaned(items, field: key, item: option).map { .list($0) }.mapError { .tooLong($0) }
    }

    /// A field but a list's value from its text.
    private func value(fromText text: String) -> Result<StoryFieldValue?, StoryFieldProblem> {
        switch kind {
        case .text(let isRequired):
            switch FieldText.cleaned(text, field: key) {
            case .failure(let problem): return .failure(.tooLong(problem))
            case .success(nil): return isRequired ? .failure(.empty) : .success(nil)
            case .success(let cleaned?): return .success(.text(cleaned))
            }
        case .language:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { return .success(nil) }
            return LanguageTag.isWellFormed(trimmed) ? .success(.text(trimmed)) : .failure(.notALanguage(text))
        case .date:
            return RecordedDate(parsing: text).map { .success(.date($0)) } ?? .failure(.notADate(text))
        case .mood:
            return Int(text).flatMap(Mood.init(rawValue:)).map { .success(.mood($0)) } ?? .failure(.notAMood(text))
        case .list:
            return listValue([text])
        }
    }

    /// This field's value in a sidecar (by its key, else its alias), a wrong one noted among
    /// the reader's problems.
    public func value(in reader: inout FieldReader) -> StoryFieldValue? {
        for name in [key] + (alias.map { [$0] } ?? []) {
            let found: StoryFieldValue? = switch kind {
            case .text: reader.string(name).map { .text($0) }
            case .language: reader.language(name).map { .text($0) }
            case .date: reader.date(name).map { .date($0) }
            case .mood: reader.mood(name).map { .mood($0) }
            case .list: reader.stringList(name, item: option).map { .list($0) }
            }
            if let found { return found }
        }
        return nil
    }

    /// The keys a story's sidecar may hold: every field's, by its key or alias.
    public static var sidecarKeys: Set<String> {
        Set(all.flatMap { [$0.key] + ($0.alias.map { [$0] } ?? []) })
    }

    /// The story with every text field cleaned as `FieldText` cleans it, one over the cap cut
    /// to it: how a story.json is read. Nobody is typing it now, and an older StoryChop wrote
    /// such titles, so a story is never left out for one. A blank title stays blank.
    public static func cleaned(_ story: Story) -> Story {
        var story = story
        for field in all {
            switch field.value(in: story) {
            case .text(let text)? where field.isPlainText:
                field.set(FieldText.cut(text).map(StoryFieldValue.text) ?? (field.isRequired ? .text("") : nil), in: &story)
            case .list(let items)?:
                field.set(.list(FieldText.cut(items)), in: &story)
            default: continue
            }
        }
        return story
    }

    /// Whether a blank value is refused: a story always has one.
    public var isRequired: Bool {
        if case .text(isRequired: true) = kind { return true }
        return false
    }

    private var isPlainText: Bool {
        if case .text = kind { return true }
        return false
    }
}
