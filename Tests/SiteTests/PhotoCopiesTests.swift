import Foundation
@testable import Site
import StoryArchive
import Testing
import TestSupport

/// The photos' copies in the site, made with the real vipsthumbnail and read back with the real
/// exiftool: upright, stripped of every metadata block, HEIC shown as JPEG, and made once.
@Suite(.serialized) struct PhotoCopiesTests {
    static let story = "2024-03-09-how-we-met"
    static let other = "2020-06-20-our-wedding-day"

    @Test func copiesAreUprightAndCarryNoMetadata() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let made = fixture.folder.appending("sideways.jpg").path
        try PhotoFixture.jpeg(at: made, width: 2000, height: 1200, orientation: 6, gps: true)
        #expect(try PhotoFixture.tags(of: made)["GPSLatitude"] != nil)   // the original has a position
        try PhotoFixture.add(made, as: "photo-1.jpg", to: Self.story, in: fixture.archive, alt: "Rose and Joe at the dance")
        try fixture.build()

        let folder = fixture.site.appendingPathComponent("stories/\(Self.story)/photos")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["photo-1-1600.jpg", "photo-1-480.jpg", "photo-1-760.jpg"])
        for name in names {
            let path = folder.appendingPathComponent(name).path
            let size = try #require(JPEGSize.of(path))
            #expect(size.height > size.width, "\(name) is \(size.width)x\(size.height): not turned upright")
            let tags = try PhotoFixture.tags(of: path)
            let kept = tags.keys.filter { $0.hasPrefix("GPS") || ["Make", "Model", "Orientation", "ExifByteOrder", "XMPToolkit"].contains($0) }
            #expect(kept.isEmpty, "\(name) keeps \(kept)")
        }
        #expect(JPEGSize.of(folder.appendingPathComponent("photo-1-480.jpg").path)?.width == 480)
        // The original stays in the archive only.
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/\(Self.story)/photo-1.jpg").path))
    }

    @Test func heicAndTransparentPNGBecomeJPEGNoLargerThanTheOriginal() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let jpeg = fixture.folder.appending("wide.jpg").path
        try PhotoFixture.jpeg(at: jpeg, width: 700, height: 420)
        let heic = fixture.folder.appending("phone.heic").path
        try PhotoFixture.run("vips", ["copy", jpeg, heic])
        let png = fixture.folder.appending("cutout.png").path
        try PhotoFixture.run("vips", ["black", png, "300", "200", "--bands", "4"])   // all transparent
        try PhotoFixture.add(heic, as: "photo-1.heic", to: Self.story, in: fixture.archive, format: "heic", alt: "A phone's photo")
        try PhotoFixture.add(png, as: "photo-2.png", to: Self.story, in: fixture.archive, format: "png", alt: "A cut-out")
        try fixture.build()

        let folder = "stories/\(Self.story)/photos/"
        // 700 wide: a 480 copy and one of its own width; the 1600 one would be that one again.
        #expect(JPEGSize.of(fixture.site.appendingPathComponent(folder + "photo-1-480.jpg").path)?.width == 480)
        #expect(JPEGSize.of(fixture.site.appendingPathComponent(folder + "photo-1-760.jpg").path)?.width == 700)
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent(folder + "photo-1-1600.jpg").path))
        // 300 wide: one copy of its own size, transparency laid on white.
        let cutout = fixture.site.appendingPathComponent(folder + "photo-2-480.jpg").path
        #expect(JPEGSize.of(cutout)?.width == 300)
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent(folder + "photo-2-760.jpg").path))
        let corner = String(decoding: try PhotoFixture.run("vips", ["getpoint", cutout, "5", "5"]), as: UTF8.self)
        #expect(corner.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.allSatisfy { $0 > 240 }, "\(corner)")
    }

    @Test func aRebuildMakesOnlyTheChangedPhotosCopiesAndRemovesARemovedOnes() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        for (index, id) in [Self.story, Self.other].enumerated() {
            let path = fixture.folder.appending("p\(index).jpg").path
            try PhotoFixture.jpeg(at: path, width: 1700 + index, height: 1000)
            try PhotoFixture.add(path, as: "photo-1.jpg", to: id, in: fixture.archive, alt: "Photo \(index)")
        }
        try fixture.build()
        let copy = { (id: String, width: Int) in fixture.site.appendingPathComponent("stories/\(id)/photos/photo-1-\(width).jpg").path }
        let before = [Self.story, Self.other].map { id in [480, 760, 1600].map { PhotoFixture.inode(copy(id, $0)) } }

        let changed = fixture.folder.appending("changed.jpg").path
        try PhotoFixture.jpeg(at: changed, width: 1800, height: 900)
        try PhotoFixture.add(changed, as: "photo-1.jpg", to: Self.story, in: fixture.archive, alt: "Photo 0, cropped")
        try fixture.build()
        let after = [Self.story, Self.other].map { id in [480, 760, 1600].map { PhotoFixture.inode(copy(id, $0)) } }
        #expect(after[1] == before[1], "the unchanged photo's copies were made again")
        #expect(zip(after[0], before[0]).allSatisfy { $0 != $1 }, "the changed photo's copies were kept")
        #expect(JPEGSize.of(copy(Self.story, 1600))?.height == 800)

        try fixture.edit(Self.other) { $0.photos = [] }
        try fixture.build()
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/\(Self.other)/photos").path))
        #expect(FileManager.default.fileExists(atPath: copy(Self.story, 480)))
    }

    @Test func aPhotoVipsCannotReadIsWarnedAboutAndItsCaptionShown() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let good = fixture.folder.appending("good.jpg").path
        try PhotoFixture.jpeg(at: good, width: 800, height: 600)
        let broken = fixture.folder.appending("broken.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x41, count: 400)).write(to: broken)
        try PhotoFixture.add(broken.path, as: "photo-1.jpg", to: Self.story, in: fixture.archive, alt: "Lost", caption: "The farmhouse, 1958")
        try PhotoFixture.add(good, as: "photo-2.jpg", to: Self.story, in: fixture.archive, alt: "Found")
        let report = try fixture.build()

        let warnings = report.warnings.filter { $0.message.contains("cannot be shown") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.file.hasSuffix("stories/\(Self.story)/photo-1.jpg") == true)
        #expect(warnings.first?.message.contains("the story \"\(Self.story)\"") == true)
        let page = try fixture.page("stories/\(Self.story)/index.html")
        let figures = page.elements(withClass: "story-photo")
        #expect(figures.count == 2)
        #expect(figures.first?.descendants.contains { $0.name == "img" } == false)
        #expect(figures.first?.text.contains("The farmhouse, 1958") == true)
        #expect(page.elements(named: "img").map { $0.attribute("alt") } == ["Found"])
    }

    /// An original lost since the last build is named, and its old copies are not shown.
    @Test func anOriginalLostSinceTheLastBuildIsNamedAndItsCopiesGo() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let path = fixture.folder.appending("p.jpg").path
        try PhotoFixture.jpeg(at: path, width: 800, height: 600)
        try PhotoFixture.add(path, as: "photo-1.jpg", to: Self.story, in: fixture.archive, alt: "Kept")
        try fixture.build()
        try FileManager.default.removeItem(at: fixture.archive.storyDirectory(Self.story).appendingPathComponent("photo-1.jpg"))
        let report = try fixture.build()

        #expect(report.warnings.contains { $0.message.contains("photo-1.jpg is missing") }, "\(report.warnings)")
        #expect(try fixture.page("stories/\(Self.story)/index.html").elements(named: "img").isEmpty)
    }

    /// A file put into a story's folder by hand is checked from its headers before vipsthumbnail
    /// runs: a tiny PNG declaring 100,000 × 100,000 pixels would take it minutes and gigabytes.
    @Test func aPixelBombPutInByHandIsRefusedFromItsHeader() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let bomb = fixture.folder.appending("bomb.png")
        try PhotoSamples.pngBomb().write(to: bomb)
        try PhotoFixture.add(bomb.path, as: "photo-1.png", to: Self.story, in: fixture.archive, alt: "Nothing", caption: "A bomb")
        let report = try fixture.build()

        let warnings = report.warnings.filter { $0.message.contains("cannot be shown") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("megapixels") == true, "\(warnings)")
        let page = try fixture.page("stories/\(Self.story)/index.html")
        #expect(page.elements(named: "img").isEmpty)
        let copies = fixture.site.appendingPathComponent("stories/\(Self.story)/photos").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: copies)) ?? []).isEmpty)
    }

    @Test func withoutVipsthumbnailBuildSaysHowToInstallItAndShowsNoPhotos() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let made = fixture.folder.appending("p.jpg").path
        try PhotoFixture.jpeg(at: made, width: 800, height: 600)
        try PhotoFixture.add(made, as: "photo-1.jpg", to: Self.story, in: fixture.archive, alt: "Rose", caption: "At the dance")
        let result = try CommandRunner.run(["build", "--archive", fixture.archive.root.path, "--output", fixture.site.path, "--no-check"],
                                           environment: ["PATH": fixture.folder.appending("empty").path])
        let said = result.stderr.split(separator: "\n").filter { $0.contains("vipsthumbnail") }
        #expect(said.count == 1, "\(result.stderr)")
        #expect(said.first?.contains("sudo apt-get install libvips-tools") == true)
        let page = try fixture.page("stories/\(Self.story)/index.html")
        #expect(page.elements(withClass: "story-photos").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/\(Self.story)/photos").path))
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/\(Self.story)/photo-1.jpg").path))
    }
}
