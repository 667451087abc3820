import Foundation
@testable import Site
import StoryArchive
import Testing
import TestSupport

/// Records written from lines made and lines taken where they lie in an earlier file.
@Suite struct StateFileTests {
    @Test func linesTakenFromAMappedFileAreWrittenInTheirPlaces() throws {
        let folder = try TemporaryDirectory("storychop-state-lines")
        defer { folder.remove() }
        let old = try folder.write("one\ntwo\nthree\nfour\n", to: "old")
        let file = try #require(MappedFile(old.path))
        var lines = StateFile.Lines("header")
        lines.append(raw: file.bytes[0..<4], of: file)
        lines.append(raw: file.bytes[4..<8], of: file)     // follows on: joined to the run before
        lines.add("new", "line")
        lines.append(raw: file.bytes[14..<19], of: file)
        lines.append(raw: file.bytes[0..<0], of: file)     // nothing
        lines.append(raw: file.bytes[8..<14], of: file)    // earlier in the file: a run of its own
        #expect(String(decoding: lines.written, as: UTF8.self) == "header\none\ntwo\nnew\tline\nfour\nthree\n")
        let saved = folder.appending("saved")
        try lines.save(as: saved)
        #expect(try String(contentsOf: saved, encoding: .utf8) == "header\none\ntwo\nnew\tline\nfour\nthree\n")
    }

    @Test func replacingLinesKeepsAllElse() throws {
        let folder = try TemporaryDirectory("storychop-state-lines")
        defer { folder.remove() }
        let old = try folder.write("one\ntwo\nthree\n", to: "old")
        let file = try #require(MappedFile(old.path))
        // Out of order, the first line and the last.
        let lines = StateFile.Lines(file, replacing: [(8..<14, "3"), (0..<4, "first")])
        #expect(String(decoding: lines.written, as: UTF8.self) == "first\ntwo\n3\n")
        #expect(String(decoding: StateFile.Lines(file, replacing: []).written, as: UTF8.self) == "one\ntwo\nthree\n")
    }

    @Test func theStateIsReadIntoItsSectionsAndAFoldersFilesAreFound() throws {
        let folder = try TemporaryDirectory("storychop-state-lines")
        defer { folder.remove() }
        let files: BuildState.Lines = ["about/index.html", "atom.xml", "index.html", "stories/a/audio.wav", "stories/a/index.html",
                                       "stories/a/sub/x.txt", "stories/ab/index.html", "stories/b/index.html", "stories/index.html"]
            .map { ($0, "f-" + $0) }
        try BuildState.save(to: folder.url, settings: "s", storyCount: 3, warnings: [SiteWarning(file: "w", message: "m")],
                            inputs: [("stories/a/story.json", "1-2-3")], files: files, folders: [("", "9"), ("stories/a", "8")],
                            groupOrder: StoryGroups.Order(categories: [.init(name: "Love", slug: "love"), .init(name: "Work\tand play", slug: "work")],
                                                          people: [.init(name: "Zoë", slug: "zoe")]))
        let state = BuildState.load(from: folder.url)
        #expect(state.settings == "s" && state.storyCount == 3 && state.warnings.count == 1)
        #expect(state.groupOrder == StoryGroups.Order(categories: [.init(name: "Love", slug: "love"), .init(name: "Work and play", slug: "work")],
                                                      people: [.init(name: "Zoë", slug: "zoe")]))
        #expect(state.inputs.count == 1 && state.files.count == files.count && state.folders.count == 2)
        #expect(state.files["stories/ab/index.html"] == "f-stories/ab/index.html")
        #expect(Set(state.files.paths(inFolders: ["stories/a"])) == ["stories/a/audio.wav", "stories/a/index.html"])
        #expect(Set(state.files.paths(inFolders: ["", "stories/b"])) == ["atom.xml", "index.html", "stories/b/index.html"])
        #expect(state.files.paths(inFolders: ["stories/c", "nowhere"]).isEmpty)
        #expect(state.files.paths(inFolders: ["stories"]) == ["stories/index.html"])
    }
}
