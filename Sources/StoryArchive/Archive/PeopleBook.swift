import Foundation
import StoryCore

/// The family's people, from the optional `people.yml` and `people/` folder: a portrait and a
/// line for each, shown on their page, beside their stories and days, and on the home page.
///
///     Grandma Rose:
///       portrait: people/rose.jpg     # a file in the archive; JPEG, PNG, WebP or HEIC
///       portrait_alt: Rose at seventy, smiling in her garden   # optional; her name otherwise
///       born: 1941
///       about: Grew up on a farm near Ames; married Joe in 1962.
///
/// Without a `portrait:` line, `people/NAME.jpg` (or .jpeg, .png, .webp, .heic) is the portrait;
/// a person with only such a file has a portrait and no line.
public struct PeopleBook: Sendable, Equatable {
    public struct Person: Sendable, Equatable {
        /// The name the person goes by in the archive (a story's narrator, a day entry's person).
        public var name: String
        /// The portrait's path relative to the archive, e.g. `people/rose.jpg`.
        public var portrait: String?
        /// The portrait's alt text; the person's name when nobody wrote one, since a portrait
        /// beside the name shows who it is.
        public var portraitAlt: String?
        /// When they were born, as far as the family writes it ("1941", "1941-04-02").
        public var born: String?
        /// One sentence about them.
        public var about: String?

        public init(name: String, portrait: String? = nil, portraitAlt: String? = nil, born: String? = nil, about: String? = nil) {
            self.name = name
            self.portrait = portrait
            self.portraitAlt = portraitAlt
            self.born = born
            self.about = about
        }
    }

    public var people: [Person]

    public init(people: [Person]) {
        self.people = people
    }

    public static let fileName = "people.yml"
    public static let folderName = "people"
    /// The endings a portrait found by name in `people/` may have.
    public static let portraitExtensions = ["jpg", "jpeg", "png", "webp", "heic"]

    /// The person with `name`, compared as `PromptLibrary.matchKey` compares (case and spacing).
    public func person(named name: String) -> Person? {
        let key = PromptLibrary.matchKey(name)
        return people.first { PromptLibrary.matchKey($0.name) == key }
    }

    /// Reads `people.yml` and the portraits in `people/`; an archive with neither has nobody.
    public static func load(from archive: Archive) throws(ArchiveError) -> PeopleBook {
        let file = archive.root.appendingPathComponent(fileName)
        var people: [Person] = []
        if let data = FileManager.default.contents(atPath: file.path, readingAtMost: InputLimits.metadataBytes) {
            people = try parse(data, file: file.path)
        }
        let folder = archive.root.appendingPathComponent(folderName, isDirectory: true)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        return PeopleBook(people: withPortraitsFound(people, files: files))
    }

    /// The people of `people.yml`, in its order; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(ArchiveError) -> [Person] {
        let document: JSONValue
        do {
            document = try MetadataDocument.parse(data, isJSON: false)
        } catch {
            throw ArchiveError(.invalidFile, file: file, message: error.message, hint: hint)
        }
        guard case .object(let members) = document else {
            if case .null = document { return [] }
            throw ArchiveError(.invalidFile, file: file, message: "should list people by name", hint: hint)
        }
        var people: [Person] = []
        var problems: [String] = []
        for member in members {
            var fields = FieldReader(member.value)
            let person = Person(name: member.key, portrait: fields.string("portrait"), portraitAlt: fields.string("portrait_alt"),
                                born: fields.string("born"), about: fields.string("about"))
            let unknown = fields.unknownKeys(known: ["portrait", "portrait_alt", "born", "about"])
            problems += fields.problems.map { "\(member.key): \($0)" }
            problems += unknown.map { "\(member.key): unknown key \"\($0)\"" }
            if case .object = member.value {} else if member.value != .null {
                problems.append("\(member.key): should hold portrait, born and about lines")
            }
            if let portrait = person.portrait, !isInsideArchive(portrait) {
                problems.append("\(member.key): \"portrait\" should be a path inside the archive, like people/rose.jpg, not \"\(portrait)\"")
            }
            people.append(person)
        }
        guard problems.isEmpty else {
            throw ArchiveError(.invalidFile, file: file, message: problems.joined(separator: "; "), hint: hint)
        }
        return people
    }

    private static let hint = "Each person is a line \"Name:\" followed by \"  portrait: people/file.jpg\", \"  born: 1941\" and \"  about: …\" lines."

    /// A relative path that stays inside the archive and out of its hidden folders.
    public static func isInsideArchive(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }

    /// Each person without a `portrait:` line gets `people/NAME.ext` when there is one; a
    /// portrait file naming nobody in people.yml, and nobody's `portrait:`, adds that person.
    public static func withPortraitsFound(_ listed: [Person], files: [String]) -> [Person] {
        var people = listed
        for file in files where !file.hasPrefix(".") {
            let url = URL(fileURLWithPath: file)
            guard portraitExtensions.contains(url.pathExtension.lowercased()) else { continue }
            let name = url.deletingPathExtension().lastPathComponent
            let path = folderName + "/" + file
            // A file people.yml names as someone's portrait (people/rose.jpg) is theirs, not a person.
            if people.contains(where: { $0.portrait == path }) { continue }
            if let index = people.firstIndex(where: { PromptLibrary.matchKey($0.name) == PromptLibrary.matchKey(name) }) {
                if people[index].portrait == nil { people[index].portrait = path }
            } else {
                people.append(Person(name: name, portrait: path))
            }
        }
        return people
    }
}
