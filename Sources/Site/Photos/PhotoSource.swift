import StoryArchive

/// One original photo to copy into the site, a story's or a person's portrait.
struct PhotoSource: Sendable {
    /// How its copies are looked up afterwards (`PhotoSource.key(story:file:)`, `portraitKey`).
    var key: String
    /// The original, a full path.
    var original: String
    /// The archive-relative path, as warnings name it.
    var archivePath: String
    /// Where its copies go in the site (`stories/<id>/photos/`), and how their names begin.
    var siteFolder: String
    var stem: String
    /// What the original is: its SHA-256 (a story's photo) or its stamp (a portrait). A copy
    /// made from the same identity and recipe is kept.
    var identity: String
    var recipe: PhotoRecipe
    /// The size story.json records, checked before vipsthumbnail runs; nil for a portrait.
    var bytes: Int64?
    /// Whose photo, for the warning when it cannot be copied ("the story \"x\"").
    var owner: String

    static func key(story id: String, file: String) -> String { id + "/" + file }
    static func portraitKey(_ name: String) -> String { "person:" + name }

    /// A story's photos, when its files are published (not private, not sealed).
    static func photos(of story: Story, in archive: Archive) -> [PhotoSource] {
        let folder = ItemLayout.archiveFolder(.stories, id: story.id)
        return zip(story.photos, PublishedPhotos.stems(of: story.photos)).map { photo, stem in
            PhotoSource(key: key(story: story.id, file: photo.file), original: archive.root.path + "/" + folder + photo.file,
                        archivePath: folder + photo.file, siteFolder: story.publishedFolder + PublishedPhotos.folderName + "/",
                        stem: stem, identity: photo.sha256, recipe: .story, bytes: photo.bytes, owner: "the story \"\(story.id)\"")
        }
    }

    /// A person's portrait, under their page's folder (`people/<slug>/portrait-160.jpg`); nil
    /// when they have none or its file is missing (the stamp stands for its bytes).
    static func portrait(of person: PeopleBook.Person, in archive: Archive) -> PhotoSource? {
        guard let path = person.portrait, let stamp = FileStamp.of(archive.root.path + "/" + path) else { return nil }
        return PhotoSource(key: portraitKey(person.name), original: archive.root.path + "/" + path, archivePath: path,
                           siteFolder: "people/\(SitePaths.slug(person.name))/", stem: "portrait",
                           identity: String(FileStamp.identity(of: stamp)), recipe: .portrait, bytes: nil,
                           owner: "\(person.name)'s portrait")
    }
}

/// One copy in the site: its path and the size vipsthumbnail gave it.
struct PhotoCopy: Sendable, Equatable {
    var path: String
    var width: Int
    var height: Int
}
