import Foundation
import StoryCore

/// What `storychop edit ID` changes in a story: each field given replaces the story's, the
/// others stay. An empty text removes an optional field (`--prompt ""`); the title cannot be
/// removed. The story's id and folder never change, so its page and links stay where they are.
public struct StoryEdit: Sendable, Equatable {
    /// What was typed for each field of `StoryField.all` given; a list's items replace the
    /// story's (an empty list removes them).
    public var fields: [StoryField: StoryFieldInput]
    /// Marks it private (left out of the site and the bundle), or not.
    public var isPrivate: Bool?
    /// `2030-03-01` seals it until that day; an empty text unseals it.
    public var sealedUntil: String?
    /// A chapter added or replaced, chapters removed.
    public var chapters = ChapterEdit()

    public init(fields: [StoryField: StoryFieldInput] = [:], isPrivate: Bool? = nil, sealedUntil: String? = nil) {
        self.fields = fields
        self.isPrivate = isPrivate
        self.sealedUntil = sealedUntil
    }

    /// The edit of the fields typed as text (`recorded` as a date, `mood` as 0–4), and the tags:
    /// what `storychop edit` gives, one entry per option.
    public init(typed: [StoryField: String?], tags: [String]? = nil, isPrivate: Bool? = nil, sealedUntil: String? = nil) {
        var fields = typed.compactMapValues { $0.map(StoryFieldInput.text) }
        fields[.tags] = tags.map(StoryFieldInput.list)
        self.init(fields: fields, isPrivate: isPrivate, sealedUntil: sealedUntil)
    }

    /// The edit of the fields named, as a caller types them (`date`, `mood` 0–4).
    public init(title: String? = nil, prompt: String? = nil, category: String? = nil, narrator: String? = nil,
                date: String? = nil, mood: Int? = nil, language: String? = nil, tags: [String]? = nil, isPrivate: Bool? = nil,
                sealedUntil: String? = nil) {
        self.init(typed: [.title: title, .prompt: prompt, .category: category, .narrator: narrator, .recorded: date,
                          .mood: mood.map(String.init), .language: language],
                  tags: tags, isPrivate: isPrivate, sealedUntil: sealedUntil)
    }

    public var isEmpty: Bool { self == StoryEdit() }

    /// The story with the edit made, or every reason it cannot be, as sentences. The texts
    /// are cleaned as ingest cleans them (`FieldText`).
    public func applied(to story: Story) -> Result<Story, EditRefusal> {
        var story = story
        var problems: [String] = []
        for field in StoryField.all {
            guard let input = fields[field] else { continue }
            switch field.value(from: input) {
            case .success(let value): field.set(value, in: &story)
            case .failure(let problem): problems.append(Self.sentence(problem, field))
            }
        }
        story.isPrivate = isPrivate ?? story.isPrivate
        if !chapters.isEmpty {
            switch chapters.applied(to: story.chapters, duration: story.duration) {
            case .success(let changed): story.chapters = changed
            case .failure(let refusal): problems += refusal.problems
            }
        }
        if let sealedUntil {
            let day = sealedUntil.trimmingCharacters(in: .whitespaces)
            if day.isEmpty { story.sealedUntil = nil } else if let parsed = RecordedDate(parsing: day), parsed.secondsIntoDay == nil {
                story.sealedUntil = parsed
            } else {
                problems.append("the seal's day \"\(sealedUntil)\" is not a day like 2030-03-01")
            }
        }
        return problems.isEmpty ? .success(story) : .failure(EditRefusal(problems: problems))
    }

    /// How `edit` says what is wrong with a value.
    private static func sentence(_ problem: StoryFieldProblem, _ field: StoryField) -> String {
        switch problem {
        case .tooLong(let tooLong): tooLong.message
        case .empty: "the \(field.key) cannot be empty (a story always has one)"
        case .notALanguage(let text): "the language \"\(text)\" should be \(LanguageTag.expected)"
        case .notADate(let text): "the date \"\(text)\" is not a date like 2024-03-05 or 2024-03-05T14:30:00+01:00"
        case .notAMood: "the mood should be \(Mood.scaleDescription)"
        }
    }
}

/// Why an edit was refused: every wrong value at once, so one run shows them all.
public struct EditRefusal: Error, Sendable, Equatable {
    public var problems: [String]
}
