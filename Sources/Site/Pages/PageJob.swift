import StoryArchive

/// One page to write: where, with which template, and how to build its data.
struct PageJob: Sendable {
    var path: String
    var template: String
    var model: @Sendable () -> any PageModel
    /// Set on story pages: the transcript is read and shaped when the page is rendered.
    var transcript: TranscriptSource?
}

/// Where a story page's transcript comes from.
struct TranscriptSource: Sendable {
    var story: Story
}

/// The data of a page, rendered by Mustache: each model answers its template's field names
/// (`TemplateFields`) in its own file.
protocol PageModel: TemplateFields, Sendable, Encodable {
    /// The page with its transcript (story pages only; others are returned as they are).
    func with(transcript: TranscriptView?) -> Self
}

extension PageModel {
    func with(transcript: TranscriptView?) -> Self { self }
}
