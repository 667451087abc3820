import StoryArchive

/// The people's portraits as pages show them: beside "Told by NAME", on a person's page, and
/// (for pages that want them) on the home and day pages. Made from `PeopleBook` and the
/// portraits' copies.
struct Portraits: Sendable {
    var people = PeopleBook(people: [])
    /// `PhotoSource.portraitKey(name)` → the portrait's copies, smallest first.
    var copies: [String: [PhotoCopy]] = [:]

    /// The person's portrait at `size` CSS pixels wide, seen from the page at `path`; alt text
    /// "" where their name is written beside it (`decorative`), theirs or their name elsewhere.
    func portrait(of name: String, from path: String, size: Int, decorative: Bool) -> SmallImage? {
        guard let person = people.person(named: name), let made = copies[PhotoSource.portraitKey(person.name)],
              let largest = made.last else { return nil }
        let link = { (copy: PhotoCopy) in PublishedPhotos.link(from: path, to: copy.path) }
        return SmallImage(src: link(made[0]), srcset: made.map { "\(link($0)) \($0.width)w" }.joined(separator: ", "),
                            sizes: "\(size)px", width: size, height: max(1, size * largest.height / max(1, largest.width)),
                            alt: decorative ? "" : (person.portraitAlt ?? person.name))
    }

    /// What a person's page shows of them: portrait, born and the line about them; nil for
    /// someone people.yml does not know.
    func person(named name: String, from path: String) -> PersonView? {
        guard let person = people.person(named: name) else { return nil }
        let view = PersonView(portrait: portrait(of: name, from: path, size: 160, decorative: false),
                              born: person.born, about: person.about)
        return view.portrait == nil && view.born == nil && view.about == nil ? nil : view
    }
}

/// A small picture's `<img>`: a portrait (Templates/portrait.mustache), a story card's photo.
struct SmallImage: Sendable, Encodable {
    var src: String
    var srcset: String
    var sizes: String
    var width: Int
    var height: Int
    var alt: String
}

/// A person as their page introduces them.
struct PersonView: Sendable, Encodable {
    var portrait: SmallImage?
    var born: String?
    var about: String?
}
