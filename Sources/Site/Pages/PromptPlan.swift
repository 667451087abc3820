import StoryArchive

/// prompts.yml's questions, each with the stories that answer it (a story answers a question
/// when its prompt is the question, case and spacing ignored: `PromptLibrary.matchKey`), and the
/// questions nobody has answered yet, so the family can choose what to ask next.
struct PromptPlan: Sendable {
    struct Question: Sendable {
        var text: String
        /// Positions in the stories the plan was made from, newest first.
        var answers: [Int]
    }

    struct Category: Sendable {
        var name: String
        /// In prompts.yml's order.
        var questions: [Question]
    }

    /// prompts.yml's categories, in its order; empty without a prompt library.
    let categories: [Category]

    /// `stories` newest first, as the planner holds them.
    init(library: PromptLibrary, stories: [Story]) {
        var answers: [String: [Int]] = [:]
        for (position, story) in stories.enumerated() {
            if let prompt = story.prompt { answers[PromptLibrary.matchKey(prompt), default: []].append(position) }
        }
        categories = library.categories.map { category in
            Category(name: category.name, questions: category.prompts.map {
                Question(text: $0, answers: answers[PromptLibrary.matchKey($0)] ?? [])
            })
        }
    }

    /// Whether the archive has a prompt library: without one, prompt pages list stories only.
    var isEmpty: Bool { categories.isEmpty }

    /// The library's category called `name`, if it lists one.
    func category(named name: String) -> Category? {
        categories.first { $0.name == name }
    }

    /// Every question nobody has answered, in prompts.yml's order, with its category.
    var stillToAsk: [(category: String, question: String)] {
        categories.flatMap { category in
            category.questions.filter(\.answers.isEmpty).map { (category.name, $0.text) }
        }
    }

    /// The question the home page suggests asking next: one of `stillToAsk`, moving on by one
    /// with each story added. Chosen from the archive's contents, not the date, so the same
    /// archive always builds the same bytes (a rebuild writes nothing, a bundle is reproducible).
    func featured(storyCount: Int) -> (category: String, question: String)? {
        let open = stillToAsk
        return open.isEmpty ? nil : open[storyCount % open.count]
    }
}
