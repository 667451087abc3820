/// The Prompts page when the archive has a prompt library: every category with its questions,
/// the stories answering each, and the questions still to ask.
struct PromptIndexModel: Sendable, Encodable {
    var page: PageContext
    var intro: String
    var categories: [PromptCategoryView]
    /// The page of stories filed under no category, when there are such.
    var withoutCategory: GroupLink?
}

/// One category's page: its answered questions with their stories' cards, its stories whose
/// prompt is not in the library, and its questions still to ask.
struct PromptCategoryModel: Sendable, Encodable {
    var page: PageContext
    var category: PromptCategoryView
    var intro: String
    /// Links to the category's other pages, when it has more than one.
    var pageNav: PageNavigation?
}

/// A category of prompts as both pages show it.
struct PromptCategoryView: Sendable, Encodable {
    var name: String
    /// Its page, from the page showing it.
    var href: String
    /// A fragment id, unique on the Prompts page.
    var id: String
    /// "3 stories"
    var count: String
    /// Questions with at least one story, in prompts.yml's order.
    var questions: [QuestionView]
    var hasQuestions: Bool
    /// The category's stories that answer none of `questions` (a prompt not in the library).
    var otherStories: [StoryCard]
    var hasOtherStories: Bool
    /// "Other stories" below answered questions, "Stories" when there are none.
    var otherStoriesHeading: String
    /// Questions nobody has answered yet.
    var stillToAsk: [String]
    var hasStillToAsk: Bool
    /// Whether the category has more stories than this first page of them.
    var moreStories: Bool

    init(name: String, href: String, id: String, count: String, questions: [QuestionView], otherStories: [StoryCard],
         stillToAsk: [String], moreStories: Bool) {
        (self.name, self.href, self.id, self.count) = (name, href, id, count)
        (self.questions, self.otherStories, self.stillToAsk, self.moreStories) = (questions, otherStories, stillToAsk, moreStories)
        hasQuestions = !questions.isEmpty
        hasOtherStories = !otherStories.isEmpty
        otherStoriesHeading = questions.isEmpty ? "Stories" : "Other stories"
        hasStillToAsk = !stillToAsk.isEmpty
    }
}

/// A question of prompts.yml and the stories answering it, newest first.
struct QuestionView: Sendable, Encodable {
    var id: String
    var text: String
    var stories: [StoryCard]
}

/// The question the home page suggests asking next, with its category's page.
struct FeaturedPrompt: Sendable, Encodable {
    var question: String
    var category: String
    /// The category page's "Still to ask" section.
    var href: String
}

extension PromptIndexModel: PageModel {}
extension PromptCategoryModel: PageModel {}
