import ArgumentParser
import Foundation
import PhotoProbe
import StoryArchive

/// `edit`'s photo options: add one (with its alt text, required), change one's words, remove some.
struct PhotoOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Add a photo (JPEG, PNG, WebP or HEIC), kept byte for byte; needs --alt or --decorative.", valueName: "FILE"))
    var addPhoto: String?
    @Option(help: ArgumentHelp("Change the words of this photo of the story (photo-2.jpg): --alt, --caption, --photo-date, --in-photo.",
                               valueName: "NAME"))
    var photo: String?
    @Option(help: ArgumentHelp("What the photo shows, for someone who cannot see it (not its caption).", valueName: "TEXT"))
    var alt: String?
    @Flag(help: "The photo only decorates: it is shown with an empty alt text, on purpose.") var decorative = false
    @Option(help: ArgumentHelp("The words shown under the photo (\"\" removes them).", valueName: "TEXT")) var caption: String?
    @Option(help: ArgumentHelp("When the photo was taken: 1962, 1962-06-20 (\"\" removes it).", valueName: "DATE")) var photoDate: String?
    @Option(help: ArgumentHelp("Someone in the photo; repeat for more. Replaces the list (\"\" empties it).", valueName: "NAME"))
    var inPhoto: [String] = []
    @Option(help: ArgumentHelp("Remove this photo (photo-2.jpg) to trash/photos/; repeat for more.", valueName: "NAME"))
    var removePhoto: [String] = []

    var isEmpty: Bool { addPhoto == nil && photo == nil && removePhoto.isEmpty && words.isEmpty && !decorative }

    private var words: PhotoEdit.Words {
        PhotoEdit.Words(alt: decorative ? "" : alt, caption: caption, date: photoDate, people: inPhoto.isEmpty ? nil : inPhoto)
    }

    func validate() throws {
        if addPhoto != nil, photo != nil { throw ValidationError("--add-photo and --photo cannot be given together: add one, then describe another.") }
        if alt != nil, decorative { throw ValidationError("--alt and --decorative cannot be given together.") }
        if addPhoto == nil, photo == nil, !words.isEmpty || decorative {
            throw ValidationError("--alt, --decorative, --caption, --photo-date and --in-photo describe a photo: give --add-photo FILE or --photo NAME with them.")
        }
        // An empty --alt is most often an empty variable in a script: decoration is said outright.
        if let alt, alt.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("--alt is empty: say what the photo shows, or give --decorative for a photo that only decorates.")
        }
        if addPhoto != nil, alt == nil, !decorative {
            throw ValidationError("A photo needs alt text, for someone who cannot see it (WCAG 1.1.1): add --alt \"what it shows\", or --decorative for a photo that only decorates.")
        }
        if photo != nil, words.isEmpty, !decorative { throw ValidationError("--photo NAME needs --alt, --decorative, --caption, --photo-date or --in-photo.") }
    }

    /// The edit, with the photo to add probed first: a file that is not a photo StoryChop
    /// keeps changes nothing at all.
    func edit() throws(ArchiveError) -> PhotoEdit {
        var edit = PhotoEdit(removals: removePhoto, change: photo.map { ($0, words) })
        if let addPhoto {
            let url = URL(fileURLWithPath: addPhoto)
            do {
                let info = try PhotoProbe.probe(url)
                edit.addition = .init(source: url, fileExtension: info.format.fileExtension, format: info.format.rawValue, words: words)
            } catch {
                throw ArchiveError(error.reason == .io ? .io : .invalidFile, file: addPhoto, message: error.message,
                                   hint: error.hint + " Nothing was changed.")
            }
        }
        return edit
    }
}
