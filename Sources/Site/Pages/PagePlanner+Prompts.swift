import StoryArchive

extension PagePlanner {
    /// The Prompts page and a page per category, made from prompts.yml's questions (see
    /// `PromptPlan`); categories found only in stories get a page too. Only when the archive has
    /// a prompt library: without one, `groupPages` lists each category's stories.
    func promptPages() -> [PageJob] {
        let names = promptCategoryNames()
        let indexPath = SitePaths.categories
        var jobs = [PageJob(path: indexPath, template: "prompts") {
            PromptIndexModel(page: contexts.make(path: indexPath, title: "Prompts"),
                             intro: "The family's questions by category, with the stories that answer them, and the questions still to ask.",
                             categories: names.enumerated().map { categoryView($1, number: $0 + 1, from: indexPath) },
                             withoutCategory: groups.withoutCategoryLink(from: indexPath))
        }]
        for name in names {
            let path = groups.categoryPath(name)
            let count = ListPages.split(categoryStories(name).items).count
            for number in 1...count {
                let here = ListPages.path(path, page: number)
                jobs.append(PageJob(path: here, template: "prompt-category") {
                    PromptCategoryModel(page: contexts.make(path: here, title: ListPages.title(name, page: number, of: count)),
                                        category: categoryView(name, number: 1, from: here, page: number),
                                        intro: "Questions about \(name), the stories that answer them, and those still to ask.",
                                        pageNav: PageNavigation(first: path, page: number, of: count))
                })
            }
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

    /// A category's stories in the order its pages show them: each answered question's (by its
    /// position among the category's questions), then those answering none (nil).
    private func categoryStories(_ name: String) -> (items: [(question: Int?, story: Int)], questions: [PromptPlan.Question]) {
        let members = groups.categories.first { $0.name == name }?.members ?? []
        let questions = prompts.category(named: name)?.questions ?? []
        var items = questions.enumerated().flatMap { index, question in question.answers.map { (question: Optional(index), story: $0) } }
        let shown = Set(items.map(\.story))
        items += members.filter { !shown.contains($0) }.map { (question: nil, story: $0) }
        return (items, questions)
    }

    /// Page `pageNumber` of a category as the page at `page` shows it (the Prompts page shows
    /// the first); `number` makes its fragment id. Questions keep their ids on every page.
    private func categoryView(_ name: String, number: Int, from page: String, page pageNumber: Int = 1) -> PromptCategoryView {
        let (items, questions) = categoryStories(name)
        let pages = ListPages.split(items)
        let onPage = pages[min(pageNumber, pages.count) - 1]
        let answered = questions.indices.compactMap { index -> QuestionView? in
            let answers = onPage.filter { $0.question == index }.map(\.story)
            guard !answers.isEmpty else { return nil }
            return QuestionView(id: "question-\(index + 1)", text: questions[index].text, stories: cards(answers.map { stories[$0] }, from: page))
        }
        return PromptCategoryView(
            name: name, href: SitePaths.link(from: page, to: groups.categoryPath(name)), id: "category-\(number)",
            count: storyCount(Set(items.map(\.story)).count), questions: answered,
            otherStories: cards(onPage.filter { $0.question == nil }.map { stories[$0.story] }, from: page),
            stillToAsk: pageNumber == 1 ? questions.filter(\.answers.isEmpty).map(\.text) : [],
            moreStories: pages.count > 1 && pageNumber == 1)
    }
}
