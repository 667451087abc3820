import Foundation
@testable import Book
import StoryArchive
import TestSupport

/// A copy of `sample-archive/` (settings and stories) with a stand-in typesetting engine: a
/// small Python program that honours the engine's contract, says each story takes
/// `pagesPerStory` pages, writes a one-page PDF and logs each run, so tests can count runs
/// and make volumes split without typesetting hundreds of real pages.
struct BookFixture {
    let folder: TemporaryDirectory
    let root: URL
    var book: URL { root.appendingPathComponent("book") }
    var runLog: URL { folder.appending("engine-runs.log") }

    init(pagesPerStory: Int = 2, engineFails: Bool = false, baseURL: String? = "https://stories.example.org/miller/") throws {
        folder = try TemporaryDirectory("storychop-book")
        root = folder.appending("archive")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["storychop.yml", "prompts.yml", "stories"] {
            try FileManager.default.copyItem(at: RepositoryPaths.sampleArchive.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
        let engine = try folder.write(Self.engine(pagesPerStory: pagesPerStory, fails: engineFails, log: runLog.path), to: "fake-engine")
        chmod(engine.path, 0o755)
        var config = try String(contentsOf: root.appendingPathComponent("storychop.yml"), encoding: .utf8)
        config += "book_engine: \(engine.path)\n" + (baseURL.map { "base_url: \($0)\n" } ?? "")
        try config.write(to: root.appendingPathComponent("storychop.yml"), atomically: true, encoding: .utf8)
    }

    var archive: Archive { get throws { try Archive.open(at: root.path) } }

    func make(_ change: (inout BookOptions) -> Void = { _ in }) throws -> BookResult {
        var options = BookOptions(today: RecordedDate(year: 2026, month: 11, day: 29)!)
        change(&options)
        return try BookMaker(archive: try archive, options: options).make()
    }

    /// How many times the engine was asked to typeset.
    var engineRuns: Int {
        ((try? String(contentsOf: runLog, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    func html(_ name: String = "book.html") throws -> String {
        try String(contentsOf: book.appendingPathComponent(name), encoding: .utf8)
    }

    /// Rewrites one story's story.json through `change`.
    func edit(_ id: String, _ change: (inout Story) -> Void) throws {
        let archive = try self.archive
        var story = try archive.readStory(in: archive.storyDirectory(id)).get()
        change(&story)
        try archive.save(story)
    }

    func remove() { folder.remove() }

    static func engine(pagesPerStory: Int, fails: Bool, log: String) -> String {
        """
        #!/usr/bin/env python3
        import json, re, sys
        args = sys.argv[1:]
        if args == ["--about"]:
            print(json.dumps({"engine": "FakeSetter", "version": "1"}))
            sys.exit(0)
        if \(fails ? "True" : "False"):
            sys.stderr.write("the fake engine fails on purpose\\n")
            sys.exit(1)
        html = open(args[args.index("--html") + 1], encoding="utf-8").read()
        ids = re.findall(r'id="((?:story|part)-[^"]+)"', html)
        anchors, page = {}, 3
        for name in ids:
            if name in ("part-cover",): anchors[name] = 1; continue
            if name in ("part-title",): anchors[name] = 2; continue
            if name in ("part-contents",): anchors[name] = 3; continue
            page += \(pagesPerStory) if name.startswith("story-") else 1
            anchors[name] = page
        with open(args[args.index("--pdf") + 1], "wb") as pdf:
            pdf.write(b"%PDF-1.7\\n% fake\\n%%EOF\\n")
        with open("\(log)", "a") as runs:
            runs.write(str(len(ids)) + "\\n")
        print(json.dumps({"pages": page + 1, "anchors": anchors}))
        """
    }
}
