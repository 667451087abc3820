import Foundation
import Site
import StoryArchive
import Testing

/// What story.json says shows on the story page after a rebuild: each field edited by hand,
/// the site rebuilt, and the page read back. A field shown on the page takes three edits
/// (see docs/ARCHITECTURE.md): `Story`, `StoryPageModel` (or `StoryCard`), the template.
@Suite struct StoryPageFieldsTests {
    static let id = "2021-06-12-sweeping-floors-at-hals"

    /// An edit and the text the page must then show.
    static let edits: [(name: String, change: @Sendable (inout Story) -> Void, shows: String)] = [
        ("title", { $0.title = "Sweeping Floors at Hal's Hardware" }, "Sweeping Floors at Hal's Hardware"),
        ("narrator", { $0.narrator = "Harold Q. Miller" }, "Harold Q. Miller"),
        ("prompt", { $0.prompt = "What was your very first paid job?" }, "What was your very first paid job?"),
        ("category", { $0.category = "Working Life" }, "Working Life"),
        ("tags", { $0.tags = ["hardware-store"] }, "hardware-store"),
        ("mood", { $0.mood = Mood(rawValue: 4) }, "Amazing"),
    ]

    @Test(arguments: edits.indices)
    func anEditedFieldShowsAfterARebuild(index: Int) throws {
        let (name, change, shows) = Self.edits[index]
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let before = try fixture.page("stories/\(Self.id)/index.html").text
        #expect(!before.contains(shows), "\(name) shows before the edit")
        try fixture.edit(Self.id, change)
        try fixture.build()
        let after = try fixture.page("stories/\(Self.id)/index.html").text
        #expect(after.contains(shows), "\(name): \(shows) is not on the page after a rebuild")
    }
}
