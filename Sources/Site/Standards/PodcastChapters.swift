import StoryCore
import StoryArchive

/// A story's chapters in the Podcasting 2.0 JSON chapters format (version 1.2.0):
/// `chapters.json` beside its page, which its feed item names with `<podcast:chapters>` so
/// podcast apps show the chapters and skip between them.
enum PodcastChapters {
    static let fileName = "chapters.json"
    /// The type the format asks for, in the feed's `podcast:chapters`.
    static let mediaType = "application/json+chapters"
    static let formatVersion = "1.2.0"

    /// The file's JSON: the episode's title, narrator and podcast, then each chapter's start
    /// (seconds, to the millisecond) and title, in order.
    static func document(_ story: Story, podcastName: String) -> JSONValue {
        var members: [JSONValue.Member] = [.init("version", .string(formatVersion)), .init("title", .string(story.title))]
        if let narrator = story.narrator { members.append(.init("author", .string(narrator))) }
        members.append(.init("podcastName", .string(podcastName)))
        members.append(.init("chapters", .array(story.chapters.map { chapter in
            .object([.init("startTime", .double(chapter.start)), .init("title", .string(chapter.title))])
        })))
        return .object(members)
    }
}
