import StoryArchive

/// The size and SHA-256 of each story's own files (`story.json`, audio, transcript) as they
/// went into the ZIP, kept until `manifest.json` lists them by story after the payload.
/// Only these three files a story are kept, not every payload file's.
struct StoryFileFacts {
    /// What a file is to its story, as `manifest.json` names it; in the order it lists them.
    enum Role: String, CaseIterable, Sendable {
        case metadata, audio, transcript

        /// The file's name in the story's folder; nil when the story has none.
        func fileName(in story: Story) -> String? {
            switch self {
            case .metadata: "story.json"
            case .audio: story.audio?.file
            case .transcript: story.transcript?.file
            }
        }
    }

    /// Which story (its index in the export's list) and which of its files.
    struct Slot: Sendable, Equatable {
        var story: Int
        var role: Role
    }

    private var facts: [Int: [Role: FileFact]] = [:]

    mutating func record(_ fact: FileFact, at slot: Slot) {
        facts[slot.story, default: [:]][slot.role] = fact
    }

    func facts(ofStory index: Int) -> [Role: FileFact] {
        facts[index] ?? [:]
    }
}
