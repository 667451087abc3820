import Testing
@testable import StoryArchive

/// The names the site, the bundle, verify and repair all take from `ItemLayout`.
@Suite struct ItemLayoutTests {
    @Test func aStorysPageAndFilesShareItsFolder() {
        #expect(ItemLayout.storyFolder(id: "2024-03-05-the-day-we-moved") == "stories/2024-03-05-the-day-we-moved/")
        #expect(ItemLayout.storyPage(id: "2024-03-05-the-day-we-moved") == "stories/2024-03-05-the-day-we-moved/index.html")
        #expect(ItemLayout.archiveMetadataFile(.stories, id: "x") == "stories/x/story.json")
        #expect(ItemLayout.archiveMetadataFile(.days, id: "y") == "days/y/entry.json")
    }

    @Test func aDayEntrysFilesSitBesideItsDaysPage() {
        #expect(ItemLayout.dayPage(day: "2024-03-05") == "days/2024-03-05/index.html")
        #expect(ItemLayout.dayEntryFolder(day: "2024-03-05", id: "2024-03-05-rose-check-in")
                == "days/2024-03-05/2024-03-05-rose-check-in/")
    }

    @Test(arguments: [
        ("stories/a/audio.m4a", "stories/a/", ArchiveCollection.stories, "a"),
        ("stories/a/index.html", "stories/a/", .stories, "a"),
        ("days/2024-03-05/e/entry.json", "days/2024-03-05/e/", .days, "e"),
    ])
    func aPublishedFileIsFoundInItsItemsFolder(path: String, folder: String, collection: ArchiveCollection, id: String) throws {
        let item = try #require(ItemLayout.publishedItem(holding: path))
        #expect(item.folder == folder && item.collection == collection && item.id == id)
    }

    @Test(arguments: ["stories/index.html", "days/2024-03-05/index.html", "days/2024/03/index.html",
                      "days/people/rose/index.html", "about/index.html", "stories//x"])
    func otherFilesBelongToNoItem(path: String) {
        #expect(ItemLayout.publishedItem(holding: path) == nil)
    }
}
