import Foundation
import StoryArchive
import Testing
import TestSupport

/// `storychop edit ID --add-photo / --photo / --remove-photo` as a keeper types them.
@Suite struct PhotoEditCommandTests {
    @Test func aPhotoIsAddedOnlyWithAltDescribedAndRemovedToTheTrash() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        try folder.write(#"{"id":"a","title":"A","recorded":"2020-01-01"}"#, to: "family/stories/2020-01-01-a/story.json")
        let jpeg = try folder.write(PhotoSamples.jpeg, to: "wedding.jpeg").path
        let heic = try folder.write(PhotoSamples.heic, to: "IMG_0001.HEIC").path
        let story = { try Archive.open(at: archive).readStory(in: URL(fileURLWithPath: archive + "/stories/2020-01-01-a")).get() }

        let noAlt = try CommandRunner.run(["edit", "2020-01-01-a", "--add-photo", jpeg, "--archive", archive])
        #expect(noAlt.status == 2 && noAlt.stderr.contains("A photo needs alt text"))
        let emptyAlt = try CommandRunner.run(["edit", "2020-01-01-a", "--add-photo", jpeg, "--alt", "", "--archive", archive])
        #expect(emptyAlt.status == 2 && emptyAlt.stderr.contains("--decorative"))
        let gif = try folder.write(PhotoSamples.fixture("photo.gif"), to: "moving.jpg").path
        let refused = try CommandRunner.run(["edit", "2020-01-01-a", "--add-photo", gif, "--alt", "x", "--archive", archive])
        #expect(refused.status == 1 && refused.stderr.contains("moving.jpg") && refused.stderr.contains("a GIF"))
        #expect(try story().photos.isEmpty)

        let added = try CommandRunner.run(["edit", "2020-01-01-a", "--add-photo", jpeg, "--alt", "Rose in her garden", "--caption", "1962",
                                           "--in-photo", "Grandma Rose", "--archive", archive])
        #expect(added.status == 0 && added.stdout.contains(", 1 photo."), "\(added.stderr)")
        let decorative = try CommandRunner.run(["edit", "2020-01-01-a", "--add-photo", heic, "--decorative", "--archive", archive])
        #expect(decorative.status == 0, "\(decorative.stderr)")
        var photos = try story().photos
        #expect(photos.map(\.file) == ["photo-1.jpg", "photo-2.heic"])
        #expect(photos[0].alt == "Rose in her garden" && photos[0].caption == "1962" && photos[0].people == ["Grandma Rose"])
        #expect(photos[0].sha256 == FileDigest.sha256(of: PhotoSamples.jpeg) && photos[0].originalFile == "wedding.jpeg")
        #expect(photos[1].alt == "" && photos[1].format == "heic")
        #expect(FileManager.default.contents(atPath: archive + "/stories/2020-01-01-a/photo-2.heic") == PhotoSamples.heic)

        let described = try CommandRunner.run(["edit", "2020-01-01-a", "--photo", "photo-2.heic", "--alt", "The farmhouse in snow",
                                               "--caption", "", "--archive", archive])
        #expect(described.status == 0, "\(described.stderr)")
        #expect(try story().photos[1].alt == "The farmhouse in snow")
        let unknown = try CommandRunner.run(["edit", "2020-01-01-a", "--photo", "photo-9.jpg", "--alt", "x", "--archive", archive])
        #expect(unknown.status == 1 && unknown.stderr.contains("the story has no photo \"photo-9.jpg\" (it has photo-1.jpg, photo-2.heic)"))

        let removed = try CommandRunner.run(["edit", "2020-01-01-a", "--remove-photo", "photo-1.jpg", "--archive", archive])
        #expect(removed.status == 0, "\(removed.stderr)")
        photos = try story().photos
        #expect(photos.map(\.file) == ["photo-2.heic"])
        #expect(!FileManager.default.fileExists(atPath: archive + "/stories/2020-01-01-a/photo-1.jpg"))
        let trashed = try FileManager.default.contentsOfDirectory(atPath: archive + "/trash/photos")
        #expect(trashed.count == 1 && trashed[0].hasPrefix("2020-01-01-a-") && trashed[0].hasSuffix("-photo-1.jpg"))
        #expect(removed.stdout.contains("A removed photo stays in trash/photos/ until empty-trash"))
        // A new photo never takes a removed one's name back while its file could be confused with it.
        let again = try CommandRunner.run(["edit", "2020-01-01-a", "--add-photo", jpeg, "--alt", "Again", "--archive", archive])
        #expect(again.status == 0)
        #expect(try story().photos.map(\.file) == ["photo-2.heic", "photo-3.jpg"])
        #expect(try CommandRunner.run(["verify", archive]).status == 0)

        // empty-trash lists the removed photo and deletes it for good.
        let emptied = try CommandRunner.run(["empty-trash", "--yes", "--archive", archive])
        #expect(emptied.status == 0 && emptied.stdout.contains("photos/" + trashed[0]) && emptied.stdout.contains("Deleted 1 from the trash."),
                "\(emptied.stdout)")
        #expect(!FileManager.default.fileExists(atPath: archive + "/trash/photos/" + trashed[0]))
    }
}
