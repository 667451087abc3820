import StoryArchive

extension PagePlanner {
    /// The daily questions' pages, when anyone answers some: a page per person (the share
    /// answered each day, their questions) and a page per question.
    func questionPages() -> [PageJob] {
        dayViews.questions.askers.flatMap { asker in
            // A question listed in questions.yml but never answered or skipped has no page yet.
            [questionsPage(of: asker)] + asker.questions.filter { $0.first != nil }.map { questionPage($0) }
        }
    }

    private func questionsPage(of asker: QuestionBook.Asker) -> PageJob {
        let path = SitePaths.questions(person: asker.slug)
        return PageJob(path: path, template: "questions") { [contexts, dayViews] in
            let links = asker.questions.filter { $0.first != nil }.map { QuestionViews.link($0, from: path) }
            let archived = Set(asker.questions.filter(\.archived).map(\.text))
            let (current, listedArchived) = (links.filter { !archived.contains($0.text) }, links.filter { archived.contains($0.text) })
            return QuestionsPersonModel(page: contexts.make(path: path, title: "\(asker.name)'s daily questions", section: nil),
                                        person: asker.name, daysHref: SitePaths.link(from: path, to: SitePaths.dayPerson(asker.name)),
                                        fileHref: dayViews.questions.hasFile ? SitePaths.link(from: path, to: SitePaths.questionsFile) : nil,
                                        chart: QuestionCharts.share(for: asker),
                                        current: current, archived: listedArchived, hasCurrent: !current.isEmpty,
                                        hasArchived: !listedArchived.isEmpty)
        }
    }

    private func questionPage(_ question: AskedQuestion) -> PageJob {
        let path = SitePaths.question(person: question.personSlug, slug: question.slug)
        return PageJob(path: path, template: "question") { [contexts] in
            let runs = question.runs
            var asked = "Never answered yet."
            if let first = question.first, let last = question.last {
                asked = question.archived
                    ? "Asked from \(DisplayText.date(first)) until \(DisplayText.date(last)); now archived (no longer asked)."
                    : "Asked from \(DisplayText.date(first)) to \(DisplayText.date(last)), the last day of answers."
            }
            return QuestionPageModel(
                page: contexts.make(path: path, title: question.text, section: nil), question: question.text, person: question.person,
                questionsHref: SitePaths.link(from: path, to: SitePaths.questions(person: question.personSlug)),
                typeLabel: QuestionViews.typeLabel(question.type), archived: question.archived, asked: asked,
                counts: QuestionViews.counts(question),
                currentRun: question.archived ? nil : QuestionViews.days(runs.current), longestRun: QuestionViews.days(runs.longest),
                chart: QuestionCharts.chart(for: question), months: QuestionViews.calendar(question),
                weekdays: MonthGrid.weekdayHeadings, answers: QuestionViews.rows(question, from: path))
        }
    }
}
