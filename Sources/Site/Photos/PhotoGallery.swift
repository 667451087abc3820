import StoryArchive

/// A story's photos on its page (Templates/story-photos.mustache): each a figure with its
/// copies in `srcset`, its size (no jumping layout), its alt text and its caption, linking to
/// its largest copy so it opens large on its own.
struct PhotoGallery: Sendable, Encodable {
    var photos: [PhotoView]

    /// nil when the story has no photos, or none were copied (vipsthumbnail is not installed:
    /// the pages show no photos rather than the originals).
    init?(_ story: Story, copies: [String: [PhotoCopy]], from path: String) {
        let shown = story.photos.enumerated().compactMap { index, photo -> PhotoView? in
            guard let made = copies[PhotoSource.key(story: story.id, file: photo.file)] else { return nil }
            return PhotoView(photo, number: index + 1, of: story, copies: made, from: path)
        }
        guard !shown.isEmpty else { return nil }
        photos = shown
    }

    /// How wide a photo is shown: the page's column on a computer, the screen on a phone.
    static let sizes = "(min-width: 44rem) 42rem, calc(100vw - 2rem)"

    /// A story card's picture: its first photo that has alt text (or is marked decoration),
    /// cropped to the card's width; none for a photo nobody described yet.
    static func cardPhoto(of story: Story, copies: [String: [PhotoCopy]], from path: String) -> SmallImage? {
        guard let photo = story.photos.first(where: { $0.alt != nil }), let alt = photo.alt,
              let made = copies[PhotoSource.key(story: story.id, file: photo.file)], let first = made.first else { return nil }
        let link = { (copy: PhotoCopy) in PublishedPhotos.link(from: path, to: copy.path) }
        let shown = made.prefix(2)
        return SmallImage(src: link(first), srcset: shown.map { "\(link($0)) \($0.width)w" }.joined(separator: ", "),
                          sizes: "(min-width: 44rem) 24rem, calc(100vw - 2rem)", width: first.width, height: first.height, alt: alt)
    }
}

/// One photo of a story's page.
struct PhotoView: Sendable, Encodable {
    /// nil when its copies could not be made: the caption is shown alone.
    var image: PhotoImage?
    var caption: String?
    var date: String?
    /// "With Grandma Rose and Grandpa Joe": who is in it, as the family listed them.
    var people: String?
    var hasCaption: Bool

    init?(_ photo: StoryPhoto, number: Int, of story: Story, copies: [PhotoCopy], from path: String) {
        caption = photo.caption.flatMap { $0.isEmpty ? nil : $0 }
        date = photo.date.flatMap { $0.isEmpty ? nil : DisplayText.photoDate($0) }
        people = photo.people.isEmpty ? nil : "With " + DisplayText.listed(photo.people)
        hasCaption = caption != nil || date != nil || people != nil
        image = PhotoImage(photo, number: number, of: story, copies: copies, from: path)
        if image == nil, !hasCaption { return nil }
    }
}

/// The `<img>` of a photo, in its link to the largest copy.
struct PhotoImage: Sendable, Encodable {
    var src: String
    var srcset: String
    var sizes: String
    var width: Int
    var height: Int
    var alt: String
    /// The link's words when the photo is decoration (`alt: ""`), so the link still says what it opens.
    var openLabel: String?
    /// The command that describes a photo nobody described yet; `storychop check` reads it as an error.
    var undescribed: String?
    /// Below the first screen: the browser loads it when it is scrolled near. The first is not.
    var lazy: Bool
    var largeHref: String

    init?(_ photo: StoryPhoto, number: Int, of story: Story, copies: [PhotoCopy], from path: String) {
        guard let largest = copies.last else { return nil }
        let link = { (copy: PhotoCopy) in PublishedPhotos.link(from: path, to: copy.path) }
        src = link(copies[min(1, copies.count - 1)])
        srcset = copies.map { "\(link($0)) \($0.width)w" }.joined(separator: ", ")
        sizes = PhotoGallery.sizes
        (width, height) = (largest.width, largest.height)
        largeHref = link(largest)
        lazy = number > 1
        alt = Self.alt(of: photo, number: number, storyTitle: story.title)
        openLabel = photo.alt == "" ? "Open photo \(number) large" : nil
        undescribed = photo.alt == nil ? Self.describeCommand(story: story.id, file: photo.file) : nil
    }

    /// The photo's own alt text; "" only when marked so; an honest one when nobody wrote it.
    static func alt(of photo: StoryPhoto, number: Int, storyTitle: String) -> String {
        photo.alt ?? "Photo \(number) of \(storyTitle), not yet described"
    }

    /// `storychop edit ID --photo FILE --alt "…"`: how a keeper writes a photo's alt text.
    static func describeCommand(story id: String, file: String) -> String {
        "storychop edit \(id) --photo \(file) --alt \"what the photo shows\""
    }

    /// The build's warning for each photo of a shown story that has no alt text yet.
    static func missingAltWarnings(_ story: Story, storyFile: String) -> [SiteWarning] {
        story.photos.enumerated().compactMap { index, photo in
            guard photo.alt == nil else { return nil }
            return SiteWarning(file: storyFile, message: "photo \(index + 1) (\(photo.file)) has no alt text, so its page calls it \"\(alt(of: photo, number: index + 1, storyTitle: story.title))\" — say what it shows: \(describeCommand(story: story.id, file: photo.file)), or --decorative instead of --alt when it is only decoration")
        }
    }
}
