import Foundation
@testable import Sharing
import StoryArchive
import Testing
import TestSupport

/// Of a story's photos only the copies a build makes leave this computer: never an original
/// (it may carry where it was taken), nor any other file in the photos folder.
@Suite struct SharedPhotosTests {
    private let photos = [
        StoryPhoto(file: "photo-1.jpg", format: "jpeg", bytes: 10, sha256: "a", alt: "x"),
        StoryPhoto(file: "photo-2.heic", format: "heic", bytes: 10, sha256: "b", alt: nil),
    ]

    private func makeSite(_ temp: TemporaryDirectory) throws -> SharedFiles {
        let files = [
            "stories/open/index.html", "stories/open/photo-1.jpg", "stories/open/photos/photo-1-480.jpg",
            "stories/open/photos/photo-1-1600.jpg", "stories/open/photos/photo-2-760.jpg", "stories/open/photos/photo-1.jpg",
            "stories/open/photos/notes.txt", "stories/plain/index.html", "stories/plain/photos/photo-1-480.jpg",
            "stories/sealed/index.html", "stories/sealed/photos/photo-1-480.jpg", "people/rose/portrait-160.jpg",
        ]
        for file in files { _ = try temp.write("x", to: "site/" + file) }
        return SharedFiles(site: temp.appending("site"), items: ["stories/open/": .all, "stories/plain/": .all, "stories/sealed/": .pageOnly],
                           photos: ["stories/open/": photos, "stories/sealed/": photos])
    }

    @Test func onlyTheCopiesOfAStorysPhotosAreShared() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let shared = try makeSite(temp)
        #expect(try shared.list().map(\.path) == [
            "people/rose/portrait-160.jpg", "stories/open/index.html", "stories/open/photos/photo-1-1600.jpg",
            "stories/open/photos/photo-1-480.jpg", "stories/open/photos/photo-2-760.jpg", "stories/plain/index.html",
            "stories/sealed/index.html",
        ])
        for refused in ["stories/open/photo-1.jpg", "stories/open/photos/photo-1.jpg", "stories/open/photos/notes.txt",
                        "stories/open/photos/photo-1-500.jpg", "stories/plain/photos/photo-1-480.jpg", "stories/sealed/photos/photo-1-480.jpg"] {
            #expect(!shared.allows(refused), "\(refused) should not be shared")
        }
    }
}
