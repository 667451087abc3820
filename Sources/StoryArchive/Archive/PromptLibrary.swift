import Foundation
import StoryCore

/// The optional `prompts.yml`: the questions a family asks, grouped by category.
///
///     Childhood:
///       - What games did you play as a child?
///     Love & Family:
///       - How did you meet?
public struct PromptLibrary: Sendable, Equatable {
    public struct Category: Sendable, Equatable {
        public var name: String
        public var prompts: [String]

        public init(name: String, prompts: [String]) {
            self.name = name
            self.prompts = prompts
        }
    }

    public var categories: [Category]

    public init(categories: [Category]) {
        self.categories = categories
    }

    public static let fileName = "prompts.yml"

    /// The category a prompt belongs to, when the library lists it (case and spacing ignored).
    public func category(ofPrompt prompt: String) -> String? {
        let key = PromptLibrary.matchKey(prompt)
        return categories.first { $0.prompts.contains { PromptLibrary.matchKey($0) == key } }?.name
    }

    /// Reads `prompts.yml` from the archive; an archive without one has an empty library.
    public static func load(from archive: Archive) throws(ArchiveError) -> PromptLibrary {
        let file = archive.root.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: file.path, readingAtMost: InputLimits.metadataBytes) else { return PromptLibrary(categories: []) }
        let document: JSONValue
        do {
            document = try MetadataDocument.parse(data, isJSON: false)
        } catch {
            throw ArchiveError(.invalidFile, file: file.path, message: error.message,
                               hint: "Each category is a line \"Category:\" followed by \"  - prompt\" lines.")
        }
        guard case .object(let members) = document else { return PromptLibrary(categories: []) }
        var categories: [Category] = []
        for member in members {
            var fields = FieldReader(document)
            guard let prompts = fields.stringList(member.key, item: "prompt") else {
                throw ArchiveError(.invalidFile, file: file.path,
                                   message: fields.problems.first ?? "\"\(member.key)\" should be a list of prompts",
                                   hint: "List each prompt on its own line starting with \"  - \".")
            }
            categories.append(Category(name: member.key, prompts: prompts))
        }
        return PromptLibrary(categories: categories)
    }

    /// The form in which a story's prompt and a question of the library are compared: lower-cased,
    /// each run of white space one space, so a retyped question still matches.
    public static func matchKey(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
