import Foundation
import StoryCore

/// What `storychop edit ID --chapter 12:40 "The wedding"` and `--remove-chapter 12:40` change
/// in a story's index: a chapter added (or the one at that time replaced), chapters removed.
/// Times are typed as a keeper reads them ("12:40", "1:02:05", or seconds); one typed in whole
/// seconds names the chapter shown at that time (a chapter at 760.4 s is shown as 12:40).
public struct ChapterEdit: Sendable, Equatable {
    /// The chapter to add or replace: its time as typed, title, synopsis and keywords.
    public struct Addition: Sendable, Equatable {
        public var time: String
        public var title: String
        public var synopsis: String?
        public var keywords: [String]

        public init(time: String, title: String, synopsis: String? = nil, keywords: [String] = []) {
            self.time = time
            self.title = title
            self.synopsis = synopsis
            self.keywords = keywords
        }
    }

    public var addition: Addition?
    /// The times of the chapters to remove, as typed.
    public var removals: [String]

    public init(addition: Addition? = nil, removals: [String] = []) {
        self.addition = addition
        self.removals = removals
    }

    public var isEmpty: Bool { addition == nil && removals.isEmpty }

    /// The story's chapters with the edit made and checked (`StoryChapter.checked`) against the
    /// recording's `duration`, or every reason it cannot be, as sentences.
    public func applied(to chapters: [StoryChapter], duration: Double?) -> Result<[StoryChapter], EditRefusal> {
        var kept = chapters
        var problems: [String] = []
        for time in removals {
            guard let seconds = Self.seconds(time, problems: &problems) else { continue }
            let before = kept.count
            kept.removeAll { Self.isAt(seconds, typed: time, $0) }
            if kept.count == before {
                let starts = chapters.map { ClockText.of(seconds: $0.start) }.joined(separator: ", ")
                problems.append("there is no chapter at \(time)" + (starts.isEmpty ? " (the story has no chapters)" : " (its chapters start at \(starts))"))
            }
        }
        if let addition, let seconds = Self.seconds(addition.time, problems: &problems) {
            kept.removeAll { Self.isAt(seconds, typed: addition.time, $0) }
            kept.append(StoryChapter(start: seconds, title: addition.title, synopsis: addition.synopsis, keywords: addition.keywords))
        }
        guard problems.isEmpty else { return .failure(EditRefusal(problems: problems)) }
        return StoryChapter.checked(kept, duration: duration).mapError { EditRefusal(problems: [$0.description]) }
    }

    private static func seconds(_ time: String, problems: inout [String]) -> Double? {
        guard let seconds = ClockText.seconds(in: time) else {
            problems.append("the chapter's time \"\(time)\" is not a time like 12:40, 1:02:05 or a number of seconds")
            return nil
        }
        return seconds
    }

    /// Whether `chapter` is the one a keeper means by `typed`: the same whole second when they
    /// typed whole seconds, else the same millisecond.
    private static func isAt(_ seconds: Double, typed: String, _ chapter: StoryChapter) -> Bool {
        if typed.contains(".") { return (seconds * 1000).rounded() == (chapter.start * 1000).rounded() }
        return seconds == chapter.start.rounded(.down)
    }
}
