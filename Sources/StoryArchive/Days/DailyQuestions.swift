import Foundation
import StoryCore
import Yams

/// The archive's `questions.yml`: each person's daily questions, in the order their journal
/// asks them, and which are archived (no longer asked; their answers are kept). Ingest keeps it
/// from the journals' exports; a keeper may edit it (to archive a question, or reorder them).
///
///     Grandma Rose:
///       - question: Did I walk today?
///         type: yes-no
///       - question: Did I call a friend?
///         type: yes-no
///         archived: true
public struct DailyQuestions: Sendable, Equatable {
    public struct Question: Sendable, Equatable {
        public var person: String
        public var text: String
        public var type: QuestionType
        public var archived: Bool

        public init(person: String, text: String, type: QuestionType, archived: Bool = false) {
            self.person = person
            self.text = text
            self.type = type
            self.archived = archived
        }

        /// Whether `other` is the same question: the same person and words (case and spacing ignored).
        public func isSame(as other: Question) -> Bool {
            key == other.key
        }

        /// What a question is known by: `DailyQuestions.key(person:text:)`.
        public var key: String { DailyQuestions.key(person: person, text: text) }
    }

    /// In file order: person by person, each person's in the order they are asked.
    public private(set) var questions: [Question]

    public static let fileName = "questions.yml"

    public init(questions: [Question] = []) {
        self.questions = questions
    }

    /// The question as `questions.yml` has it (person and words compared as `isSame` does).
    public func question(person: String, text: String) -> Question? {
        let probe = Question(person: person, text: text, type: .text)
        return questions.first { $0.isSame(as: probe) }
    }

    /// Adds a question not yet listed after its person's others, or marks a listed one archived
    /// (a question is never un-archived here: a keeper does that by editing the file).
    /// Returns whether the list changed.
    @discardableResult
    public mutating func note(_ question: Question) -> Bool {
        if let index = questions.firstIndex(where: { $0.isSame(as: question) }) {
            guard question.archived, !questions[index].archived else { return false }
            questions[index].archived = true
            return true
        }
        let slug = StoryID.nameSlug(question.person)
        let place = questions.lastIndex { StoryID.nameSlug($0.person) == slug }.map { $0 + 1 } ?? questions.endIndex
        questions.insert(question, at: place)
        return true
    }

    /// Case and runs of spaces ignored, as a retyped question still matches.
    public static func matchKey(_ text: String) -> String {
        PromptLibrary.matchKey(text)
    }

    /// A person's question as ingest and the site match it: the person's slug and the words'
    /// `matchKey` ("grandma-rose/did i walk today?").
    public static func key(person: String, text: String) -> String {
        StoryID.nameSlug(person) + "/" + matchKey(text)
    }
}

extension DailyQuestions {
    /// Reads the archive's `questions.yml`; an archive without one has no questions listed.
    public static func load(from archive: Archive) throws(ArchiveError) -> DailyQuestions {
        let file = archive.root.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: file.path, readingAtMost: InputLimits.metadataBytes) else { return DailyQuestions() }
        return try parse(data, file: file.path)
    }

    /// Reads a questions.yml's bytes; `file` names it in the error.
    public static func parse(_ data: Data, file: String) throws(ArchiveError) -> DailyQuestions {
        let hint = "Each person is a line \"Name:\", then for each question \"  - question: …\" and \"    type: yes-no\" (or number, text)."
        let document: JSONValue
        do {
            document = try MetadataDocument.parse(data, isJSON: false)
        } catch {
            throw ArchiveError(.invalidFile, file: file, message: error.message, hint: hint)
        }
        var questions: [Question] = []
        guard case .object(let members) = document else { return DailyQuestions() }
        for member in members {
            guard case .array(let items) = member.value else {
                throw ArchiveError(.invalidFile, file: file, message: "\"\(member.key)\" should be a list of questions", hint: hint)
            }
            for item in items {
                var reader = FieldReader(item)
                let text = reader.string("question")
                let type = reader.string("type").flatMap(QuestionType.init(named:))
                let archived = reader.bool("archived") ?? false
                // A misspelt key ("archive: true") would be lost when ingest next writes the file.
                let unknown = reader.unknownKeys(known: ["question", "type", "archived"])
                guard unknown.isEmpty else {
                    throw ArchiveError(.invalidFile, file: file, message: "a question of \(member.key) has \"\(unknown[0])\", which is not question, type or archived",
                                       hint: hint)
                }
                guard let text, let type, reader.problems.isEmpty else {
                    throw ArchiveError(.invalidFile, file: file,
                                       message: "a question of \(member.key) needs \"question\" (its words) and \"type\" (\(QuestionType.choices))"
                                           + (reader.problems.first.map { ": \($0)" } ?? ""),
                                       hint: hint)
                }
                questions.append(Question(person: member.key, text: text, type: type, archived: archived))
            }
        }
        return DailyQuestions(questions: questions)
    }

    /// The file's text: a comment saying what it is, then each person's questions.
    public func yamlText() -> String {
        var text = """
        # Each person's daily questions, in the order their journal asks them. storychop ingest
        # adds new ones from the journals' exports; "archived: true" marks one no longer asked
        # (its answers are kept and still shown). Ingest writes this file anew: comments of
        # your own are not kept.

        """
        var person: String?
        for question in questions {
            if question.person != person {
                person = question.person
                text += Self.scalar(question.person) + ":\n"
            }
            text += "  - question: \(Self.scalar(question.text))\n    type: \(question.type.rawValue)\n"
            if question.archived { text += "    archived: true\n" }
        }
        return text
    }

    /// Writes `questions.yml` so a reader sees the old list or the new, never half of one.
    public func write(to archive: Archive) throws(ArchiveError) {
        try AtomicFile.write(Data(yamlText().utf8), to: archive.root.appendingPathComponent(Self.fileName))
    }

    /// A YAML scalar as Yams writes text (quoted when it would read back as something else:
    /// "Yes", "null", "1.50"), on one line.
    private static func scalar(_ text: String) -> String {
        let node = (try? text.represented()) ?? Node(text)
        let dumped = (try? Yams.serialize(node: node, width: -1)) ?? "\"\(text)\""
        return dumped.trimmingCharacters(in: .newlines).replacingOccurrences(of: "\n", with: " ")
    }
}
