import Foundation
import StoryCore
import StoryArchive

/// A photo that comes with a recording: one beside it with the same name (`our-wedding.jpg`
/// beside `our-wedding.caf`), one its notes list under `photos:`, or one a re-imported story
/// keeps. Read and copied into the story's folder when the story is (`PhotoIntake`).
struct PhotoSource: Sendable, Equatable {
    var url: URL
    /// How the photo is named to the keeper (`Family/wedding.jpg`).
    var shownAs: String
    /// What the family wrote about it; `file`, `format`, `bytes` and `sha256` are set when it is taken.
    var words: StoryPhoto
    /// The notes that name it, when they do: a missing photo is then a wrong name in them.
    var listedIn: String?
    /// The checksum a re-imported story recorded for it; the copy must match.
    var expectedSHA256: String?

    /// Why a photo with no recording is passed over, and how to make it one's.
    static let alone = "this photo was ignored: it goes with no recording — name it after one (wedding.jpg beside wedding.m4a), list it under \"photos:\" in a recording's notes, or add it to a story with `storychop edit ID --add-photo FILE --alt TEXT`"

    /// The photos beside `audio` with its name (`NAME.jpg`, `.jpeg`, `.png`, `.webp`, `.heic`,
    /// `.heif`, any case), among `siblings` (lower-cased name → name).
    static func sameName(as audio: URL, siblings: [String: String], shownAs: (URL) -> String) -> [PhotoSource] {
        let stem = audio.deletingPathExtension().lastPathComponent.lowercased()
        return sameNameEndings.compactMap { ending in
            guard let name = siblings[stem + "." + ending] else { return nil }
            let url = audio.deletingLastPathComponent().appendingPathComponent(name, isDirectory: false)
            return PhotoSource(url: url, shownAs: shownAs(url), words: StoryPhoto(file: "", format: "", bytes: 0, sha256: "", originalFile: name))
        }
    }

    /// The endings a same-name photo may have, in the order several are taken.
    static let sameNameEndings = ["jpg", "jpeg", "png", "webp", "heic", "heif"]

    /// A re-imported story's photos, in its folder `directory` (prefix names them in messages);
    /// one whose name is not a plain file name in that folder is left out, with a warning.
    static func kept(by story: Story, in directory: URL, prefix: String) -> ([PhotoSource], [IngestReport.Warning]) {
        let notes = prefix + "story.json"
        let plain = story.photos.filter { StoryFileName.isPlain($0.file) }
        let photos = plain.map { photo in
            PhotoSource(url: directory.appendingPathComponent(photo.file, isDirectory: false), shownAs: prefix + photo.file,
                        words: photo, listedIn: notes, expectedSHA256: photo.sha256.isEmpty ? nil : photo.sha256)
        }
        let warnings = story.photos.filter { !StoryFileName.isPlain($0.file) }.map { photo in
            IngestReport.Warning(file: notes, message: "the photo \"\(photo.file)\" was not added: it should be a file in the story's folder, like photo-1.jpg")
        }
        return (photos, warnings)
    }
}
