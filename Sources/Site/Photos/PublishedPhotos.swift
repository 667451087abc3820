import StoryArchive

/// Where a story's photos are in the site: `stories/<id>/photos/<name>-<width>.jpg`, copies
/// made by `PhotoPublisher`, never the originals (which may carry where they were taken). The
/// one rule the build and `SharedFiles` (what serve and publish let out) share.
public enum PublishedPhotos {
    /// The folder of a story's copies, inside its published folder.
    public static let folderName = "photos"

    /// The name each photo's copies start with, in the story's order: its file's name without
    /// its ending, or with it (`photo-1-png`) when two photos of the story would share one.
    public static func stems(of photos: [StoryPhoto]) -> [String] {
        let plain = photos.map { stem(of: $0.file) }
        return zip(photos, plain).map { photo, stem in
            plain.filter { $0 == stem }.count > 1 ? photo.file.replacingOccurrences(of: ".", with: "-") : stem
        }
    }

    /// `copy` as seen from the page at `page`: `photos/photo-1-480.jpg` from its story's page,
    /// `../../people/rose/portrait-160.jpg` from another.
    static func link(from page: String, to copy: String) -> String {
        let folder = page.split(separator: "/").dropLast().map { $0 + "/" }.joined()
        return !folder.isEmpty && copy.hasPrefix(folder) ? String(copy.dropFirst(folder.count)) : SitePaths.link(from: page, to: copy)
    }

    /// `photo-1-480.jpg`.
    static func copyName(stem: String, width: Int) -> String { "\(stem)-\(width).jpg" }

    /// Whether `path`, inside a story's published folder (`photos/photo-1-480.jpg`), is one of
    /// the copies a build makes of its photos; a photo's original is not.
    public static func isCopy(_ path: some StringProtocol, of photos: [StoryPhoto]) -> Bool {
        guard path.hasPrefix(folderName + "/") else { return false }
        let name = path.dropFirst(folderName.count + 1)
        return stems(of: photos).contains { stem in
            PhotoRecipe.story.widths.contains { name == copyName(stem: stem, width: $0) }
        }
    }

    /// Whether `path` inside a story's published folder may be shared: one of its photos'
    /// copies, or any file not in `photos/` that is no photo's original.
    public static func mayShare(_ path: some StringProtocol, in photos: [StoryPhoto]) -> Bool {
        path.hasPrefix(folderName + "/") ? isCopy(path, of: photos) : !photos.contains { $0.file == path }
    }

    private static func stem(of file: String) -> String {
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
