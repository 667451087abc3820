import Foundation
import Testing
import TestSupport

/// serve as the archive changes: rebuilt and reloaded, the last good site kept through a failed
/// build unless it names a story made private since, a port in use said in one line, Ctrl-C a
/// clean stop.
@Suite struct ServeRebuildTests {
    private let storyPage = "/stories/\(ServedArchive.story)/index.html"
    /// These are about rebuilding, not the recordings' copies: without them (two ffmpeg runs a
    /// recording) a first build of the sample takes seconds, not a minute on a loaded machine.
    private static let quickStart = ["--port", "0", "--no-transcode"]

    @Test func anEditIsRebuiltAndTheOpenPagesAreToldToReload() async throws {
        let archive = try ServedArchive()
        defer { archive.temp.remove() }
        let server = try ServeProcess(archive: archive.root, arguments: Self.quickStart)
        defer { server.stop() }
        try server.waitFor(" the site for ")
        let before = try await RawHTTP.send(port: server.port, storyPage)
        let version = try #require(before.text.firstMatch(of: /reload\.js\?page=([^"]+)"/)).1

        // A page waiting for a reload, as the browser's script does, answered when the site changes.
        async let waited = RawHTTP.send(port: server.port, "/.storychop-serve/wait.js?since=\(version)")
        try archive.run(["edit", ServedArchive.story, "--title", "How We Met, Told Again"])
        let answer = try await waited
        #expect(answer.status == 200 && answer.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(answer.text.contains("storychopServe(") && !answer.text.contains("\"\(version)\""))

        let after = try await RawHTTP.send(port: server.port, storyPage)
        #expect(after.text.contains("How We Met, Told Again"))
        try server.waitFor("story.json changed: building")
        #expect(try await RawHTTP.send(port: server.port, "/.storychop-serve/reload.js").text.contains("location.reload()"))
    }

    /// With ffmpeg, the first build writes each recording's loudness into its story.json: serve
    /// does not take that for an edit, so the next build it announces is for the person's edit alone.
    @Test func theBuildsOwnWritesAreNotTakenForAnEdit() async throws {
        let archive = try ServedArchive()
        defer { archive.temp.remove() }
        let server = try ServeProcess(archive: archive.root, arguments: ["--port", "0"])
        defer { server.stop() }
        try server.waitFor(" the site for ", seconds: 600)
        let other = archive.root.appendingPathComponent("stories/\(ServedArchive.other)/story.json")
        #expect(try String(contentsOf: other, encoding: .utf8).contains("\"loudness\""))
        try archive.run(["edit", ServedArchive.story, "--title", "How We Met, Told Again"])
        try server.waitFor("changed: building")
        #expect(server.stdout.contains("stories/\(ServedArchive.story)/story.json changed: building"), "\(server.stdout)")
    }

    @Test func aFailedBuildKeepsTheLastGoodSite() async throws {
        let archive = try ServedArchive()
        defer { archive.temp.remove() }
        let server = try ServeProcess(archive: archive.root, arguments: Self.quickStart)
        defer { server.stop() }
        try server.waitFor(" the site for ")

        try archive.breakTemplates()
        try archive.run(["edit", ServedArchive.story, "--title", "How We Met, Told Again"])
        try server.waitFor("what is served stays as it was", inErrors: true)
        let page = try await RawHTTP.send(port: server.port, storyPage)
        #expect(page.status == 200 && page.text.contains("How We Met") && !page.text.contains("Told Again"))
        #expect(try await RawHTTP.send(port: server.port, "/stories/\(ServedArchive.other)/audio.mp3").status == 200)
    }

    @Test func aFailedBuildAfterAStoryWasMadePrivateServesNoPageThatNamesIt() async throws {
        let archive = try ServedArchive()
        defer { archive.temp.remove() }
        let server = try ServeProcess(archive: archive.root, arguments: Self.quickStart)
        defer { server.stop() }
        try server.waitFor(" the site for ")
        let privatePage = "/stories/\(ServedArchive.other)/index.html"
        #expect(try await RawHTTP.send(port: server.port, "/").text.contains("Grandmother"))

        // Both at once: the build fails, so the copy served still names the story in its lists.
        try archive.breakTemplates()
        try archive.run(["edit", ServedArchive.other, "--private"])
        try server.waitFor("no longer shared", inErrors: true)
        #expect(server.stderr.contains("story.mustache"))   // the whole error, in the terminal only
        for path in ["/", storyPage, privatePage, "/stories/"] {
            let answer = try await RawHTTP.send(port: server.port, path)
            #expect(answer.status == 503 && answer.text.contains("could not be built"), "\(path)")
            #expect(!answer.text.contains("Grandmother") && !answer.text.contains("story.mustache") && !answer.text.contains(archive.root.path))
        }

        // Mended: built again, and the story is gone from the site itself.
        try FileManager.default.removeItem(at: archive.root.appendingPathComponent("templates"))
        try server.waitFor(" the site for ", count: 2)
        #expect(!FileManager.default.fileExists(atPath: archive.site.appendingPathComponent(privatePage).path))
        #expect(try await RawHTTP.send(port: server.port, privatePage).status == 404)
        let home = try await RawHTTP.send(port: server.port, "/")
        #expect(home.status == 200 && !home.text.contains("Grandmother"))
    }

    @Test func aPortInUseIsOneClearLine() throws {
        let archive = try ServedArchive()
        defer { archive.temp.remove() }
        let first = try ServeProcess(archive: archive.root, arguments: Self.quickStart)
        defer { first.stop() }
        let second = try ServeProcess(archive: archive.root, arguments: ["--port", String(first.port)], waitForAddress: false)
        defer { second.stop() }
        #expect(second.waitForExit() == 3)
        let errors = second.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors == ["error: port \(first.port) is in use by another program — Stop that program, or choose another port with --port (for example --port \(first.port == 8000 ? 8080 : 8000))."])
        #expect(!second.stdout.contains("Serving"))
    }

    @Test func ctrlCStopsCleanlyAndLeavesNoCopyBehind() throws {
        let archive = try ServedArchive()
        defer { archive.temp.remove() }
        let server = try ServeProcess(archive: archive.root, arguments: Self.quickStart)
        try server.waitFor(" the site for ")
        let copies = archive.root.appendingPathComponent(".storychop/serve-\(server.process.processIdentifier)")
        #expect(FileManager.default.fileExists(atPath: copies.path))
        #expect(server.stop() == 0)
        #expect(server.stdout.hasSuffix("Stopped.\n"))
        #expect(!FileManager.default.fileExists(atPath: copies.path))
        // The site folder is what `build` writes, and serving it moved none of the archive's files
        // (a recording linked once more would have a new change time, and be read again): the
        // next build finds it up to date and writes nothing, not even its record.
        let record = archive.site.appendingPathComponent(".storychop-build").path
        let recorded = try FileManager.default.attributesOfItem(atPath: record)[.modificationDate] as? Date
        let build = try CommandRunner.run(["build", "--no-check", "--no-transcode", "--archive", archive.root.path])
        #expect(build.stdout.contains("0 files written, 0 removed"))
        #expect(try FileManager.default.attributesOfItem(atPath: record)[.modificationDate] as? Date == recorded)
    }

    @Test func lanPrintsTheAddressAndAQRCode() throws {
        let archive = try ServedArchive()
        defer { archive.temp.remove() }
        // Only printed and stopped: no request goes to the home network's address.
        let server = try ServeProcess(archive: archive.root, arguments: ["--port", "0", "--lan"])
        defer { server.stop() }
        try server.waitFor(" the site for ")
        let lines = server.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        guard !lines[0].contains("no home network address") else {   // a machine with the loopback alone
            #expect(!server.stdout.contains("Scan this"))
            return
        }
        #expect(lines[0].firstMatch(of: /Serving the site at http:\/\/\d+\.\d+\.\d+\.\d+:\d+\/ on the home network/) != nil)
        let scan = try #require(lines.firstIndex { $0.hasPrefix("Scan this") })
        // Into a pipe the code is plain half blocks: a square (two rows a line) in its quiet zone.
        let code = lines[(scan + 1)...].prefix { !$0.isEmpty && $0.allSatisfy { " ▀▄█".contains($0) } }
        let width = try #require(code.first?.count)
        #expect(width >= 21 + 8 && code.allSatisfy { $0.count == width } && code.count == (width + 1) / 2)
        #expect(code.first!.allSatisfy { $0 == " " } && code.last!.allSatisfy { $0 == " " })
    }
}
