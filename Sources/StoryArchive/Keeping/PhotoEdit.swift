import Foundation

/// What `storychop edit ID` changes in a story's photos: one to add (its bytes probed by the
/// caller, which knows the formats), some to remove (to the trash), the words of one to change.
/// Alt text is required of a new photo, as WCAG 1.1.1 asks: `alt` is text, or "" for a photo
/// marked as decoration on purpose (`--decorative`); never left unsaid by `edit`.
public struct PhotoEdit: Sendable, Equatable {
    /// A photo to add: the file, the ending its bytes call for (`jpg`, `heic`), and its words.
    public struct Addition: Sendable, Equatable {
        public var source: URL
        public var fileExtension: String
        public var format: String
        public var words: Words

        public init(source: URL, fileExtension: String, format: String, words: Words) {
            self.source = source
            self.fileExtension = fileExtension
            self.format = format
            self.words = words
        }
    }

    /// What is said of a photo; nil leaves a value as it is, "" (or no people) removes it, but
    /// for `alt`, where "" marks decoration.
    public struct Words: Sendable, Equatable {
        public var alt: String?
        public var caption: String?
        public var date: String?
        public var people: [String]?

        public init(alt: String? = nil, caption: String? = nil, date: String? = nil, people: [String]? = nil) {
            self.alt = alt
            self.caption = caption
            self.date = date
            self.people = people
        }

        public var isEmpty: Bool { self == Words() }

        /// The photo with these words, cleaned as ingest cleans a field; or what is wrong.
        func applied(to photo: StoryPhoto) -> Result<StoryPhoto, EditRefusal> {
            var photo = photo
            var problems: [String] = []
            func cleaned(_ text: String, _ field: String) -> String? {
                switch FieldText.cleaned(text, field: field) {
                case .success(let value): return value
                case .failure(let tooLong): problems.append(tooLong.message); return nil
                }
            }
            if let alt { photo.alt = cleaned(alt, "alt") ?? "" }
            if let caption { photo.caption = cleaned(caption, "caption") }
            if let date { photo.date = cleaned(date, "date") }
            if let people {
                switch FieldText.cleaned(people, field: "in-photo", item: "person") {
                case .success(let names): photo.people = names
                case .failure(let tooLong): problems.append(tooLong.message)
                }
            }
            return problems.isEmpty ? .success(photo) : .failure(EditRefusal(problems: problems))
        }
    }

    public var addition: Addition?
    /// Photo file names (`photo-2.jpg`).
    public var removals: [String]
    /// The photo whose words change, by file name, and the change.
    public var change: (file: String, words: Words)?

    public init(addition: Addition? = nil, removals: [String] = [], change: (file: String, words: Words)? = nil) {
        self.addition = addition
        self.removals = removals
        self.change = change
    }

    public var isEmpty: Bool { addition == nil && removals.isEmpty && change == nil }

    public static func == (lhs: PhotoEdit, rhs: PhotoEdit) -> Bool {
        lhs.addition == rhs.addition && lhs.removals == rhs.removals
            && lhs.change?.file == rhs.change?.file && lhs.change?.words == rhs.change?.words
    }

    /// The story's photos with the removals and the change made (the addition is made by
    /// `Archive.edit`, which copies its file); or every reason it cannot be.
    func applied(to photos: [StoryPhoto]) -> Result<[StoryPhoto], EditRefusal> {
        var photos = photos
        var problems: [String] = []
        let names = photos.map(\.file).joined(separator: ", ")
        let unknown = { (file: String) in
            "the story has no photo \"\(file)\"" + (names.isEmpty ? " (it has none)" : " (it has \(names))")
        }
        for file in removals {
            guard let index = photos.firstIndex(where: { $0.file == file }) else { problems.append(unknown(file)); continue }
            photos.remove(at: index)
        }
        if let change {
            if let index = photos.firstIndex(where: { $0.file == change.file }) {
                switch change.words.applied(to: photos[index]) {
                case .success(let photo): photos[index] = photo
                case .failure(let refusal): problems += refusal.problems
                }
            } else {
                problems.append(unknown(change.file))
            }
        }
        return problems.isEmpty ? .success(photos) : .failure(EditRefusal(problems: problems))
    }
}
