import Foundation
import TestSupport

/// A copy of the sample archive in a temporary folder, and what the tests ask of it.
struct ServedArchive {
    let temp: TemporaryDirectory
    var root: URL { temp.appending("archive") }
    var site: URL { root.appendingPathComponent("site") }

    /// A story with a recording and a transcript.
    static let story = "2024-03-09-how-we-met"
    static let recording = "stories/\(story)/audio.m4a"
    /// Another, made private by `makePrivate`.
    static let other = "2024-03-17-grandmothers-kitchen"

    init() throws {
        temp = try TemporaryDirectory("storychop-serve")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["storychop.yml", "prompts.yml", "stories"] {
            try FileManager.default.copyItem(at: RepositoryPaths.sampleArchive.appendingPathComponent(name),
                                             to: root.appendingPathComponent(name))
        }
    }

    /// Runs `storychop ARGUMENTS --archive ROOT`, which must succeed.
    func run(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments + ["--archive", root.path])
        guard result.status == 0 else {
            throw RawHTTP.Failure(description: "storychop \(arguments.joined(separator: " ")): \(result.status)\n\(result.stderr)")
        }
    }

    /// A template of the archive's own that does not parse: every build fails until it goes.
    func breakTemplates() throws {
        try temp.write("{{#page}} never closed", to: "archive/templates/story.mustache")
    }

    func file(_ path: String) throws -> Data {
        try Data(contentsOf: site.appendingPathComponent(path))
    }
}

/// Waits for `condition` (asked every twentieth of a second) for at most `seconds`.
func eventually(seconds: Double = 30, _ what: String, _ condition: () async throws -> Bool) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try await condition() { return }
        try await Task.sleep(for: .milliseconds(50))
    }
    throw RawHTTP.Failure(description: "not within \(seconds) s: \(what)")
}
