import Foundation
@testable import Site
import SiteCheck
import StoryArchive
import Testing
import TestSupport
import XMLIO

/// The photos and portraits as pages show them: srcset, sizes, width and height, lazy below
/// the first photo, and alt text only ever the photo's own.
@Suite(.serialized) struct PhotoPagesTests {
    static let story = "2024-03-09-how-we-met"

    /// A site whose story has three photos: described, decoration, and not yet described.
    private func threePhotos() throws -> (SiteFixture, SiteReport) {
        let fixture = try SiteFixture()
        let path = fixture.folder.appending("p.jpg").path
        try PhotoFixture.jpeg(at: path, width: 2000, height: 1500)
        try PhotoFixture.add(path, as: "photo-1.jpg", to: Self.story, in: fixture.archive, alt: "Joe in his uniform at the dance hall",
                             caption: "The Starlight Ballroom", date: "1961")
        try PhotoFixture.add(path, as: "photo-2.jpg", to: Self.story, in: fixture.archive, alt: "", date: "1962-06")
        try PhotoFixture.add(path, as: "photo-3.jpg", to: Self.story, in: fixture.archive, alt: nil, caption: "Their first photo together",
                             date: "1962-06-09")
        return (fixture, try fixture.build())
    }

    @Test func eachPhotoHasItsCopiesSizeAndLoading() throws {
        let (fixture, _) = try threePhotos()
        defer { fixture.remove() }
        let figures = try fixture.page("stories/\(Self.story)/index.html").elements(withClass: "story-photo")
        let images = figures.compactMap { $0.descendants.first { $0.name == "img" } }
        let links = figures.compactMap { $0.descendants.first { $0.name == "a" } }
        #expect(images.count == 3)
        for (index, image) in images.enumerated() {
            #expect(image.attribute("srcset") == "photos/photo-\(index + 1)-480.jpg 480w, photos/photo-\(index + 1)-760.jpg 760w, photos/photo-\(index + 1)-1600.jpg 1600w")
            #expect(image.attribute("src") == "photos/photo-\(index + 1)-760.jpg")
            #expect(image.attribute("sizes") == PhotoGallery.sizes)
            #expect(image.attribute("width") == "1600")
            #expect(image.attribute("height") == "1200")
            #expect(image.attribute("decoding") == "async")
            #expect(image.attribute("loading") == (index == 0 ? nil : "lazy"))
            #expect(links[index].attribute("href") == "photos/photo-\(index + 1)-1600.jpg")
        }
        let captions = try fixture.page("stories/\(Self.story)/index.html").elements(named: "figcaption").map(\.text)
        // A date is read as a person says it; a year, or any other words, as written.
        #expect(captions == ["The Starlight Ballroom · 1961", "June 1962", "Their first photo together · 9 June 1962"])
    }

    /// A story's card shows its first photo with alt text, small: the lists feel like a family's.
    @Test func aStoryCardShowsItsFirstDescribedPhoto() throws {
        let (fixture, _) = try threePhotos()
        defer { fixture.remove() }
        let images = try fixture.page("stories/index.html").elements(withClass: "card-photo")
            .filter { $0.attribute("src")?.hasPrefix(Self.story + "/") == true }
        #expect(images.count == 1)
        #expect(images.first?.attribute("alt") == "Joe in his uniform at the dance hall")
        #expect(images.first?.attribute("srcset") == "\(Self.story)/photos/photo-1-480.jpg 480w, \(Self.story)/photos/photo-1-760.jpg 760w")
        #expect(images.first?.attribute("loading") == "lazy" && images.first?.attribute("width") == "480")
    }

    /// The sample's wedding photos list who is in them; the caption says so.
    @Test func aCaptionSaysWhoIsInThePhoto() throws {
        let (fixture, _) = try threePhotos()
        defer { fixture.remove() }
        let captions = try fixture.page("stories/2020-06-20-our-wedding-day/index.html").elements(named: "figcaption").map(\.text)
        #expect(captions.first == "Outside St. Mary's, after the rain stopped · 9 June 1962With Grandma Rose and Grandpa Joe", "\(captions)")
        #expect(captions.dropFirst().first == "The cake Rose's mother baked")
    }

    @Test func altIsThePhotosOwnEmptyOnlyWhenMarkedAndHonestWhenMissing() throws {
        let (fixture, report) = try threePhotos()
        defer { fixture.remove() }
        let page = try fixture.page("stories/\(Self.story)/index.html")
        let figures = page.elements(withClass: "story-photo")
        let images = figures.compactMap { $0.descendants.first { $0.name == "img" } }
        #expect(images.map { $0.attribute("alt") } == ["Joe in his uniform at the dance hall", "", "Photo 3 of How We Met, not yet described"])
        // The decoration's link still says what it opens; only the undescribed photo is marked for check.
        #expect(figures[1].descendants.first { $0.name == "a" }?.text == "Open photo 2 large")
        #expect(images.map { $0.attribute("data-undescribed") != nil } == [false, false, true])

        let warned = report.warnings.filter { $0.message.contains("has no alt text") }
        #expect(warned.count == 1)
        #expect(warned.first?.file.hasSuffix("stories/\(Self.story)/story.json") == true)
        #expect(warned.first?.message.contains("photo 3 (photo-3.jpg)") == true)
        #expect(warned.first?.message.contains("storychop edit \(Self.story) --photo photo-3.jpg --alt") == true)
    }

    @Test func checkCallsAPhotoWithoutAltAnErrorWhileBuildOnlyWarns() throws {
        let (fixture, _) = try threePhotos()
        defer { fixture.remove() }
        let problems = SiteChecker.check(siteDirectory: fixture.site).problems(.photoWithoutAlt)
        #expect(problems.count == 1)
        #expect(problems.first?.file == "stories/\(Self.story)/index.html")
        #expect(problems.first?.hint.contains("storychop edit \(Self.story) --photo photo-3.jpg --alt") == true)

        let built = try CheckedBuild.run(Archive.open(at: fixture.archive.root.path), options: SiteOptions(outputDirectory: fixture.site), check: true)
        #expect(built.check?.problems(.photoWithoutAlt).isEmpty == true)
    }

    @Test func aSealedStoryShowsNoPhotosUntilItsSealLifts() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let path = fixture.folder.appending("p.jpg").path
        try PhotoFixture.jpeg(at: path, width: 600, height: 400)
        try PhotoFixture.add(path, as: "photo-1.jpg", to: Self.story, in: fixture.archive, alt: "Sealed away")
        try fixture.edit(Self.story) { $0.sealedUntil = RecordedDate(year: 2090, month: 1, day: 1) }
        try fixture.build()
        #expect(try fixture.page("stories/\(Self.story)/index.html").elements(named: "img").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/\(Self.story)/photos").path))
    }

    @Test func aPortraitIsOnThePersonsPageAndBesideTheirStories() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let people = fixture.archive.root.appendingPathComponent("people")
        try FileManager.default.createDirectory(at: people, withIntermediateDirectories: true)
        try PhotoFixture.jpeg(at: people.appendingPathComponent("joe.jpg").path, width: 900, height: 1200)
        try PhotoFixture.jpeg(at: people.appendingPathComponent("Aunt May.jpg").path, width: 400, height: 400)
        try Data("Grandpa Joe:\n  portrait: people/joe.jpg\n  portrait_alt: Joe at eighty in his garden\n  born: 1938\n  about: Drove a milk truck for forty years.\n".utf8)
            .write(to: fixture.archive.root.appendingPathComponent("people.yml"))
        try fixture.build()

        let personPage = try fixture.page("people/grandpa-joe/index.html")
        let portrait = try #require(personPage.elements(withClass: "portrait").first)
        #expect(portrait.attribute("alt") == "Joe at eighty in his garden")
        #expect(portrait.attribute("srcset") == "portrait-160.jpg 160w, portrait-320.jpg 320w")
        #expect(personPage.elements(withClass: "person-born").first?.text == "Born 1938")
        #expect(personPage.elements(withClass: "person-about").first?.text == "Drove a milk truck for forty years.")

        let byline = try #require(try fixture.page("stories/\(Self.story)/index.html").elements(withClass: "story-byline").first)
        let beside = try #require(byline.descendants.first { $0.name == "img" })
        #expect(beside.attribute("alt") == "")   // "Told by Grandpa Joe" says who it is
        #expect(beside.attribute("src") == "../../people/grandpa-joe/portrait-160.jpg")
        #expect(JPEGSize.of(fixture.site.appendingPathComponent("people/grandpa-joe/portrait-320.jpg").path)?.width == 320)
        // Nobody's portrait is published without a page of theirs: Aunt May tells no story here.
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("people/aunt-may").path))
    }

    @Test func aPortraitIsOnThePersonsDaysPageToo() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        try PhotoFixture.furnish(fixture.archive, story: Self.story, person: "Grandma Rose", scratch: fixture.folder.url)
        try fixture.build()
        let page = try fixture.page("days/people/grandma-rose/index.html")
        #expect(page.elements(withClass: "portrait").first?.attribute("alt") == "Grandma Rose")
        #expect(page.elements(withClass: "person-born").first?.text == "Born 1941")
    }
}
