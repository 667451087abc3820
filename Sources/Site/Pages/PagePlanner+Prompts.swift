import StoryArchive

extension PagePlanner {
    /// The Prompts page and a page per category, made from prompts.yml's questions (see
    /// `PromptPlan`); categories found only in stories get a page too. Only when the archive has
    /// a prompt library: without one, `groupPages` lists each category's stories.
    func promptPages() -> [PageJob] {
        let names = promptCategoryNames()
        let indexPath = SitePaths.categories
        var jobs = [PageJob(path: indexPath, template: "prompts") {
            PromptIndexModel(page: contexts.make(path: indexPath, title: "Prompts", section: indexPath),
                             intro: "The family's questions by category, with the stories that answer them, and the questions still to ask.",
                             categories: names.enumerated().map { categoryView($1, number: $0 + 1, from: indexPath) })
        }]
        for name in names {
            let path = groups.categoryPath(name)
            jobs.append(PageJob(path: path, template: "prompt-category") {
                PromptCategoryModel(page: contexts.make(path: path, title: name, section: nil),
                                    category: categoryView(name, number: 1, from: path),
                                    intro: "Questions about \(name), the stories that answer them, and those still to ask.")
            })
        }
        return jobs
    }

    /// The question the home page suggests asking next, linked to its category's "Still to ask".
    func featuredPrompt(from page: String) -> FeaturedPrompt? {
        prompts.featured(storyCount: stories.count).map { choice in
            FeaturedPrompt(question: choice.question, category: choice.category,
                           href: SitePaths.link(from: page, to: groups.categoryPath(choice.category)) + "#still-to-ask")
        }
    }

    /// prompts.yml's categories in its order, then those only stories name.
    private func promptCategoryNames() -> [String] {
        let library = prompts.categories.map(\.name)
        let known = Set(library)
        return library + groups.categories.map(\.name).filter { !known.contains($0) }
    }

    /// A category as the page at `page` shows it; `number` makes its fragment id.
    private func categoryView(_ name: String, number: Int, from page: String) -> PromptCategoryView {
        let members = groups.categories.first { $0.name == name }?.members ?? []
        let questions = prompts.category(named: name)?.questions ?? []
        let answered = questions.filter { !$0.answers.isEmpty }
        let shown = Set(answered.flatMap(\.answers))
        return PromptCategoryView(
            name: name, href: SitePaths.link(from: page, to: groups.categoryPath(name)), id: "category-\(number)",
            count: storyCount(Set(members).union(shown).count),
            questions: answered.enumerated().map { index, question in
                QuestionView(id: "question-\(index + 1)", text: question.text,
                             stories: cards(question.answers.map { stories[$0] }, from: page))
            },
            otherStories: cards(members.filter { !shown.contains($0) }.map { stories[$0] }, from: page),
            stillToAsk: questions.filter(\.answers.isEmpty).map(\.text))
    }
}
