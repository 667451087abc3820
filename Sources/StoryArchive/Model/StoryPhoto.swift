import Foundation

/// A photo kept with a story (`"photos": [...]` in story.json): the original file, byte for
/// byte, in the story's folder, and the words a person gave it.
public struct StoryPhoto: Codable, Sendable, Equatable {
    /// File name inside the story folder, e.g. `photo-1.jpg`; its bytes never change after ingest.
    public var file: String
    /// What the bytes are, read from them (not the name): jpeg, png, webp or heic.
    public var format: String
    public var bytes: Int64
    /// Lower-case hex SHA-256 of the bytes, checked by `verify` and `export`.
    public var sha256: String
    /// What the photo shows, for someone who cannot see it (WCAG 1.1.1). nil: nobody wrote it
    /// yet (`build` warns, `check` fails); "": the photo is decoration, on purpose.
    public var alt: String?
    /// The words shown under the photo, for everyone; never used as its alt text.
    public var caption: String?
    /// When it was taken, as far as the family knows ("1962", "1962-06-20").
    public var date: String?
    /// Who is in it, by the names the archive's people go by.
    @Defaulted<DefaultRules.NoWords> public var people: [String]
    /// The name the file had when it came in, so a keeper can trace it back.
    public var originalFile: String?

    public init(file: String, format: String, bytes: Int64, sha256: String, alt: String? = nil,
                caption: String? = nil, date: String? = nil, people: [String] = [], originalFile: String? = nil) {
        self.file = file
        self.format = format
        self.bytes = bytes
        self.sha256 = sha256
        self.alt = alt
        self.caption = caption
        self.date = date
        self.people = people
        self.originalFile = originalFile
    }

    private enum CodingKeys: String, CodingKey {
        case file, format, bytes, sha256, alt, caption, date, people
        case originalFile = "original_file"
    }
}
