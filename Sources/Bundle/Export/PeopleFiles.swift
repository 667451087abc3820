import Foundation
import StoryArchive

/// The archive's people in a bundle: `people.yml` and each portrait it names (or `people/`
/// holds), under `people-book/` as they lie in the archive, so re-importing brings them back.
enum PeopleFiles {
    /// The payload files, sorted by path (the walk's order); none when the archive has no people.
    static func payload(of archive: Archive) throws(BundleError) -> [PayloadFile] {
        let book: PeopleBook
        do {
            book = try PeopleBook.load(from: archive)
        } catch {
            throw BundleError(error)
        }
        var paths = FileManager.default.fileExists(atPath: archive.root.appendingPathComponent(PeopleBook.fileName).path)
            ? [PeopleBook.fileName] : []
        paths += book.people.compactMap(\.portrait).filter(PeopleBook.isInsideArchive)
        var files: [PayloadFile] = []
        for path in Set(paths) {
            let source = archive.root.appendingPathComponent(path).path
            var info = stat()
            guard stat(source, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                throw BundleError(.badStory, file: source, message: "\(PeopleBook.fileName) names this portrait, but it is missing",
                                  hint: "Put the photo back, or fix the \"portrait:\" line in \(PeopleBook.fileName), then export again.")
            }
            files.append(PayloadFile(path: ItemLayout.peopleBookFolder + path, source: source, bytes: Int64(info.st_size)))
        }
        return files.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
    }
}
