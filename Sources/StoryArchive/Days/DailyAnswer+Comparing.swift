/// How a day's answers in a new export stand to those the archive keeps: the same, only more
/// (answers to questions the day lacked or had skipped), or different, and where. Questions are
/// matched by their words, case and spacing ignored, in any order; a day answers each once.
extension DailyAnswer {
    /// Each answer by its question's `DailyQuestions.matchKey`.
    static func byQuestion(_ answers: [DailyAnswer]) -> [String: DailyAnswer] {
        Dictionary(answers.map { (DailyQuestions.matchKey($0.question), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether two days' answers say the same: each question with the same type and answer.
    public static func same(_ first: [DailyAnswer], _ second: [DailyAnswer]) -> Bool {
        let (one, other) = (byQuestion(first), byQuestion(second))
        return one.count == other.count && one.allSatisfy { key, answer in
            other[key].map { $0.type == answer.type && $0.answer == answer.answer } ?? false
        }
    }

    /// Whether `new` only adds to `kept`: every kept answer is there unchanged, or was skipped
    /// and is answered now, and something is new. What a later export of a day says when the
    /// earlier one was made before every question was answered (or a wrong row was fixed).
    public static func onlyAdds(_ new: [DailyAnswer], to kept: [DailyAnswer]) -> Bool {
        let now = byQuestion(new)
        let keeps = kept.allSatisfy { old in
            guard let given = now[DailyQuestions.matchKey(old.question)], given.type == old.type else { return false }
            return old.answer == nil || given.answer == old.answer
        }
        return keeps && !same(new, kept)
    }

    /// The first way `new` differs from `kept`, in words (`"Hours of sleep" is 8 here, 7.5 in
    /// the archive`); nil when it does not.
    public static func difference(_ new: [DailyAnswer], from kept: [DailyAnswer]) -> String? {
        let old = byQuestion(kept)
        for answer in new {
            guard let before = old[DailyQuestions.matchKey(answer.question)] else {
                return "the archive has no answer to \"\(answer.question)\" for that day"
            }
            if before.answer != answer.answer {
                return "\"\(answer.question)\" is \(answer.answer?.shown ?? "skipped") here, \(before.answer?.shown ?? "skipped") in the archive"
            }
        }
        let now = byQuestion(new)
        return kept.first { now[DailyQuestions.matchKey($0.question)] == nil }
            .map { "this export leaves out \"\($0.question)\", which the archive has for that day" }
    }
}
