import Foundation
import StoryCore

/// One segment of a story's index (`"chapters": [...]` in story.json), as oral-history indexes
/// (OHMS, Aviary) keep them, about ten an hour: where it starts, its title, and a synopsis and
/// keywords when a keeper wrote them. A chapter runs until the next one starts, the last to the
/// recording's end, so only starts are stored.
public struct StoryChapter: Codable, Sendable, Equatable {
    /// Seconds from the start of the recording, to the millisecond (as WebVTT keeps times).
    public var start: Double
    public var title: String
    /// A sentence or two of what is told in it.
    public var synopsis: String?
    /// Words a search should lead to it by; written only when there are any.
    @Defaulted<DefaultRules.NoKeywords> public var keywords: [String]

    public init(start: Double, title: String, synopsis: String? = nil, keywords: [String] = []) {
        self.start = start
        self.title = title
        self.synopsis = synopsis
        self.keywords = keywords
    }

    /// How many chapters a story may have: ten an hour of a very long recording, and then some.
    public static let limit = 1_000
    /// The latest a chapter may start, in seconds (over eleven days): a start past it is a typing
    /// slip, and a recording's length may be unknown (a story.json edited by hand).
    public static let latestStart = 1_000_000.0

    /// The chapters as a hand-edited story.json may hold them, checked and in order of their
    /// start: each start a number of seconds from 0 up to the recording's end (`duration`, when
    /// known), no two at the same millisecond, each with a title; texts cleaned as a story's are.
    /// `problem` describes the first that is wrong, for the caller's error.
    public static func checked(_ chapters: [StoryChapter], duration: Double?) -> Result<[StoryChapter], Problem> {
        guard chapters.count <= limit else { return .failure(.tooMany(chapters.count)) }
        var kept: [StoryChapter] = []
        for var chapter in chapters {
            guard chapter.start.isFinite, (0...latestStart).contains(chapter.start) else { return .failure(.badStart(chapter)) }
            chapter.start = (chapter.start * 1000).rounded() / 1000
            if let duration, duration.isFinite, chapter.start > duration { return .failure(.pastTheEnd(chapter, duration)) }
            guard let title = FieldText.cut(chapter.title) else { return .failure(.noTitle(chapter)) }
            chapter.title = title
            chapter.synopsis = chapter.synopsis.flatMap { FieldText.cut($0) }
            chapter.keywords = FieldText.cut(chapter.keywords)
            kept.append(chapter)
        }
        kept.sort { $0.start < $1.start }
        for (earlier, later) in zip(kept, kept.dropFirst()) where earlier.start == later.start {
            return .failure(.sameStart(earlier, later))
        }
        return .success(kept)
    }

    /// What is wrong with a story's chapters, in words a keeper can act on.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case tooMany(Int)
        case badStart(StoryChapter)
        case pastTheEnd(StoryChapter, Double)
        case noTitle(StoryChapter)
        case sameStart(StoryChapter, StoryChapter)

        public var description: String {
            switch self {
            case .tooMany(let count):
                "has \(count) chapters; a story may have at most \(StoryChapter.limit)"
            case .badStart(let chapter):
                "chapter \"\(chapter.title)\" should start at a number of seconds from 0 to 1000000, not \(chapter.start)"
            case .pastTheEnd(let chapter, let duration):
                "chapter \"\(chapter.title)\" starts at \(ClockText.of(seconds: chapter.start)), after the recording ends (\(ClockText.of(seconds: duration)))"
            case .noTitle(let chapter):
                "the chapter at \(ClockText.of(seconds: chapter.start)) has no title"
            case .sameStart(let first, let second):
                "chapters \"\(first.title)\" and \"\(second.title)\" both start at \(ClockText.of(seconds: first.start))"
            }
        }
    }
}
