import Foundation
import StoryCore

/// What `storychop edit ID` changes in a story: each field given replaces the story's, the
/// others stay. An empty text removes an optional field (`--prompt ""`); the title cannot be
/// removed. The story's id and folder never change, so its page and links stay where they are.
public struct StoryEdit: Sendable, Equatable {
    public var title: String?
    public var prompt: String?
    public var category: String?
    public var narrator: String?
    /// `2024-03-05` or `2024-03-05T14:30:00+01:00`.
    public var date: String?
    public var mood: Int?
    public var language: String?
    /// Replaces the story's tags; an empty list removes them.
    public var tags: [String]?
    /// Marks it private (left out of the site and the bundle), or not.
    public var isPrivate: Bool?
    /// `2030-03-01` seals it until that day; an empty text unseals it.
    public var sealedUntil: String?

    public init(title: String? = nil, prompt: String? = nil, category: String? = nil, narrator: String? = nil,
                date: String? = nil, mood: Int? = nil, language: String? = nil, tags: [String]? = nil, isPrivate: Bool? = nil,
                sealedUntil: String? = nil) {
        self.title = title
        self.prompt = prompt
        self.category = category
        self.narrator = narrator
        self.date = date
        self.mood = mood
        self.language = language
        self.tags = tags
        self.isPrivate = isPrivate
        self.sealedUntil = sealedUntil
    }

    public var isEmpty: Bool { self == StoryEdit() }

    /// The story with the edit made, or every reason it cannot be, as sentences. Control
    /// characters in the texts are left out, as ingest leaves them out.
    public func applied(to story: Story) -> Result<Story, EditRefusal> {
        var story = story
        let title = title?.withoutControlCharacters, prompt = prompt?.withoutControlCharacters
        let category = category?.withoutControlCharacters, narrator = narrator?.withoutControlCharacters
        let tags = tags?.map(\.withoutControlCharacters)
        var problems: [String] = []
        for (name, text) in [("title", title), ("prompt", prompt), ("category", category), ("narrator", narrator)]
        where (text?.unicodeScalars.count ?? 0) > InputLimits.fieldCharacters {
            problems.append("the \(name) is \(text?.unicodeScalars.count ?? 0) characters long; it may have at most \(InputLimits.fieldCharacters)")
        }
        if let long = tags?.first(where: { $0.unicodeScalars.count > InputLimits.fieldCharacters }) {
            problems.append("a tag is \(long.unicodeScalars.count) characters long; it may have at most \(InputLimits.fieldCharacters)")
        }
        if let title {
            let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { problems.append("the title cannot be empty (a story always has one)") } else { story.title = trimmed }
        }
        story.prompt = prompt.map(Self.optional) ?? story.prompt
        story.category = category.map(Self.optional) ?? story.category
        story.narrator = narrator.map(Self.optional) ?? story.narrator
        if let date {
            if let parsed = RecordedDate(parsing: date) { story.recorded = parsed } else {
                problems.append("the date \"\(date)\" is not a date like 2024-03-05 or 2024-03-05T14:30:00+01:00")
            }
        }
        if let mood {
            if let value = Mood(rawValue: mood) { story.mood = value } else { problems.append("the mood should be \(Mood.scaleDescription)") }
        }
        if let language {
            let trimmed = language.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { story.language = nil } else if LanguageTag.isWellFormed(trimmed) { story.language = trimmed } else {
                problems.append("the language \"\(language)\" should be \(LanguageTag.expected)")
            }
        }
        story.isPrivate = isPrivate ?? story.isPrivate
        if let sealedUntil {
            let day = sealedUntil.trimmingCharacters(in: .whitespaces)
            if day.isEmpty { story.sealedUntil = nil } else if let parsed = RecordedDate(parsing: day), parsed.secondsIntoDay == nil {
                story.sealedUntil = parsed
            } else {
                problems.append("the seal's day \"\(sealedUntil)\" is not a day like 2030-03-01")
            }
        }
        if let tags {
            story.tags = tags.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        return problems.isEmpty ? .success(story) : .failure(EditRefusal(problems: problems))
    }

    /// Blank text removes the field.
    private static func optional(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// Why an edit was refused: every wrong value at once, so one run shows them all.
public struct EditRefusal: Error, Sendable, Equatable {
    public var problems: [String]
}
