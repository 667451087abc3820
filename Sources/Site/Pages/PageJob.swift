import StoryArchive

/// One page to write: where, with which template, what it is made from, and how to build
/// its data when it must be rendered.
struct PageJob: Sendable {
    var path: String
    var template: String
    var key: PageKey
    /// Set on pages whose story lists are kept as pieces (see `FragmentStore`): everything of
    /// the page's data but the listed stories' keys. On story pages, whose transcript is kept
    /// as a piece: everything but the neighbours (see `StoryTranscript`).
    var frame: PageKey? = nil
    /// Built only for pages whose key changed: on a rebuild most pages are not.
    var model: @Sendable () -> any PageModel
    /// Set on story pages: their transcript is read only if the page must be rendered (or
    /// the search index needs its words and they are not known from the last build).
    var transcript: TranscriptSource?
}

struct TranscriptSource: Sendable {
    var story: Story
    var stamp: String
    /// The audio the transcript's timestamps play from.
    var audioSrc: String?
    /// The story's piece key (see `StoryTranscript`).
    var pieceKey: UInt64
}

/// The data of a page, rendered by Mustache (each model names its fields, see TemplateFields.swift).
protocol PageModel: TemplateFields, Sendable {
    /// The page with its transcript (story pages only; others are returned as they are).
    func with(transcript: StoryTranscript?) -> Self
}

extension PageModel {
    func with(transcript: StoryTranscript?) -> Self { self }
}

extension StoryPageModel {
    func with(transcript: StoryTranscript?) -> StoryPageModel {
        var page = self
        page.transcript = transcript
        return page
    }
}

extension StoryPageModel: PageModel {}
extension StoryListModel: PageModel {}
extension GroupIndexModel: PageModel {}
extension HomeModel: PageModel {}
extension SearchModel: PageModel {}
extension AboutModel: PageModel {}
extension CalendarYearModel: PageModel {}
extension CalendarIndexModel: PageModel {}
