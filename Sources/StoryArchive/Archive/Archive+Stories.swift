import Foundation

/// A story read from disk, or the reason it could not be read.
public struct ItemProblem: Error, Sendable, Equatable {
    /// The `story.json` (or folder) at fault.
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }
}

/// All stories of an archive, oldest first, plus those that could not be read.
public struct StoryCatalog: Sendable {
    public var stories: [Story]
    public var problems: [ItemProblem]

    /// Every audio SHA-256 in the archive, to skip duplicates on ingest.
    public var audioHashes: Set<String> { Set(stories.compactMap { $0.audio?.sha256 }) }
}

extension Archive {
    /// Reads every `stories/*/story.json`. A broken file does not hide the others: it is
    /// reported in `problems` with what is wrong, and the rest load.
    public func loadStories() throws(ArchiveError) -> StoryCatalog {
        var (stories, problems) = loadItems(Story.self, names: try storyFolderNames())
        stories.sort { ($0.recorded, $0.id) < ($1.recorded, $1.id) }
        return StoryCatalog(stories: stories, problems: problems)
    }

    /// The names in `stories/` that may be story folders (hidden ones left out), in the order of
    /// their bytes: the order `loadStories` reads them in, for a reader that takes them a few at
    /// a time.
    public func storyFolderNames() throws(ArchiveError) -> [String] {
        try folderNames(of: .stories)
    }

    /// The story in `stories/<folder>/`, its id the folder's name; nil when that is not a folder.
    public func loadStory(folder name: String) -> Result<Story, ItemProblem>? {
        loadItem(Story.self, folder: name)
    }

    /// Reads one `story.json`.
    public func readStory(in directory: URL) -> Result<Story, ItemProblem> {
        readItem(Story.self, in: directory)
    }

    /// Writes `story.json` for an existing story in place (atomically).
    public func save(_ story: Story) throws(ArchiveError) {
        let file = storyDirectory(story.id).appendingPathComponent("story.json")
        try AtomicFile.write(try StoryJSON.encode(story, file: file.path), to: file)
    }
}

/// Encodes a story the one way every writer of `story.json` uses.
public enum StoryJSON {
    public static func encode(_ story: Story, file: String) throws(ArchiveError) -> Data {
        try story.encodedMetadata(file: file)
    }
}

/// Turns a `DecodingError` into "field: what is wrong" for a person editing JSON by hand.
public enum DecodingErrorText {
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not valid JSON" }
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = path(context.codingPath)
            return "\"\(parent.isEmpty ? key.stringValue : parent + "." + key.stringValue)\" is missing"
        case .typeMismatch(let type, let context):
            return "\"\(path(context.codingPath))\" has the wrong type (expected \(typeName(type)))"
        case .valueNotFound(let type, let context):
            return "\"\(path(context.codingPath))\" is empty (expected \(typeName(type)))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not valid JSON" }
            return "\"\(path(context.codingPath))\": \(context.debugDescription)"
        @unknown default:
            return "not valid story.json"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type, is Int64.Type: "a whole number"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is Array<Any>.Type: "a list"
        default: "\(type)".lowercased()
        }
    }
}
