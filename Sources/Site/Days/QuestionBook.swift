import StoryArchive

/// The daily questions as their pages need them: each person's questions (in questions.yml's
/// order, then any only their answers name), every answer by day, the days each was asked.
/// Pure: built once per build from the `answers` entries and questions.yml.
struct QuestionBook: Sendable {
    /// A person who answers daily questions.
    struct Asker: Sendable {
        var name: String
        var slug: String
        var questions: [AskedQuestion]
        /// The days they answered anything (or skipped everything), earliest first.
        var days: [RecordedDate]
    }

    /// By name, as the Days pages list people.
    let askers: [Asker]
    /// Whether questions.yml lists any (it is then published beside the pages, and linked).
    let hasFile: Bool
    /// Person's slug + question's match key → where the question is in `askers`.
    private let index: [String: (asker: Int, question: Int)]

    init(entries: [DayEntry], listed: DailyQuestions) {
        hasFile = !listed.questions.isEmpty
        let answerDays = entries.filter { $0.kind == .answers }.sorted(by: DayEntry.inDayOrder)
        var askers: [Asker] = []
        var bySlug: [String: Int] = [:]
        var answersByKey: [String: [DayAnswer]] = [:]
        var found: [String: DailyQuestions.Question] = [:]
        for entry in answerDays {
            let slug = SitePaths.slug(entry.person)
            if bySlug[slug] == nil {
                bySlug[slug] = askers.count
                askers.append(Asker(name: entry.person, slug: slug, questions: [], days: []))
            }
            askers[bySlug[slug] ?? 0].days.append(entry.day)
            for answer in entry.answers {
                let key = DailyQuestions.key(person: entry.person, text: answer.question)
                answersByKey[key, default: []].append(DayAnswer(day: entry.day, answer: answer.answer))
                if found[key] == nil { found[key] = .init(person: entry.person, text: answer.question, type: answer.type) }
            }
        }
        for position in askers.indices {
            let asker = askers[position]
            let fromFile = listed.questions.filter { SitePaths.slug($0.person) == asker.slug }
            let fileKeys = Set(fromFile.map(\.key))
            let onlyAnswered = found.filter { $0.key.hasPrefix(asker.slug + "/") && !fileKeys.contains($0.key) }
                .sorted { (answersByKey[$0.key]?.first?.day.dayString ?? "", $0.key) < (answersByKey[$1.key]?.first?.day.dayString ?? "", $1.key) }
                .map(\.value)
            var slugs: Set<String> = []
            askers[position].questions = (fromFile + onlyAnswered).map { question in
                let answers = answersByKey[question.key] ?? []
                let slug = Self.unique(SitePaths.slug(question.text), in: &slugs)
                let last = question.archived ? answers.last?.day : asker.days.last
                return AskedQuestion(person: asker.name, personSlug: asker.slug, text: question.text, type: question.type,
                                     archived: question.archived, slug: slug, answers: answers,
                                     first: answers.first?.day, last: answers.isEmpty ? nil : last)
            }
        }
        self.askers = askers.sorted { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }
        var index: [String: (Int, Int)] = [:]
        for (a, asker) in self.askers.enumerated() {
            for (q, question) in asker.questions.enumerated() {
                index[DailyQuestions.key(person: asker.name, text: question.text)] = (a, q)
            }
        }
        self.index = index
    }

    var isEmpty: Bool { askers.isEmpty }

    /// The question `person` answered with `text`, for a link from a day's page.
    func question(person: String, text: String) -> AskedQuestion? {
        index[DailyQuestions.key(person: person, text: text)].map { askers[$0.asker].questions[$0.question] }
    }

    /// `base`, or `base-2`, `base-3` … when taken: two questions may differ only in punctuation.
    private static func unique(_ base: String, in taken: inout Set<String>) -> String {
        var slug = base.isEmpty ? "question" : base
        var number = 2
        while taken.contains(slug) {
            slug = "\(base)-\(number)"
            number += 1
        }
        taken.insert(slug)
        return slug
    }
}

/// One answer on one day; nil when the question was skipped.
struct DayAnswer: Sendable, Equatable {
    var day: RecordedDate
    var answer: AnswerValue?
}

/// One of a person's daily questions with every answer given to it.
struct AskedQuestion: Sendable {
    var person: String
    var personSlug: String
    var text: String
    var type: QuestionType
    var archived: Bool
    var slug: String
    /// In day order.
    var answers: [DayAnswer]
    /// The days it was asked: from its first answer to the person's last day of answers (to its
    /// own last answer, when archived). Nil when it has never been answered or skipped.
    var first: RecordedDate?
    var last: RecordedDate?

    /// How a day stands for this question: what the calendar shows and the runs count.
    enum DayStatus: Sendable, Equatable {
        case answered(AnswerValue)
        case skipped
        case missed
        case notAsked
    }

    func status(on day: RecordedDate, answersByDay: [String: AnswerValue?]) -> DayStatus {
        guard let first, let last, first <= day, day <= last else { return .notAsked }
        guard let given = answersByDay[day.dayString] else { return .missed }
        return given.map(DayStatus.answered) ?? .skipped
    }

    /// Day → its answer (nil inside: skipped).
    var answersByDay: [String: AnswerValue?] {
        Dictionary(answers.map { ($0.day.dayString, $0.answer) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every day from `first` to `last`.
    var askedDays: [RecordedDate] {
        guard let first, let last else { return [] }
        var days: [RecordedDate] = []
        var day = first
        while day <= last {
            days.append(day)
            day = day.nextDay
        }
        return days
    }

    /// The longest run of consecutive answered days, and the run that reaches its last day.
    var runs: (current: Int, longest: Int) {
        let byDay = answersByDay
        var current = 0, longest = 0
        for day in askedDays {
            if case .answered = status(on: day, answersByDay: byDay) { current += 1 } else { current = 0 }
            longest = max(longest, current)
        }
        return (current, longest)
    }
}
