import CompressNIO
import Foundation
import NIOCore
import Testing

/// `storychop serve` over HTTP, asked with raw requests: pages, ranges of a recording,
/// revalidation, gzip, and every way out of the site refused.
@Suite struct ServeHTTPTests {
    @Test func servesPagesAndRangesOfRecordingsAsBrowsersNeed() async throws {
        let archive = try ServedArchive()
        defer { archive.temp.remove() }
        let server = try ServeProcess(archive: archive.root)
        defer { server.stop() }
        try server.waitFor(" the site for ")

        let home = try await RawHTTP.send(port: server.port, "/")
        #expect(home.status == 200 && home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.text.contains("The Miller Family Stories"))
        #expect(home.text.contains("<script src=\"/.storychop-serve/reload.js?page="))
        #expect(try archive.file("index.html").count < home.body.count)   // the file itself has no such tag

        let bytes = [UInt8](try archive.file(ServedArchive.recording))
        let part = try await RawHTTP.send(port: server.port, "/" + ServedArchive.recording, headers: ["Range": "bytes=1000-66535"])
        #expect(part.status == 206)
        #expect(part.headers["content-range"] == "bytes 1000-66535/\(bytes.count)")
        #expect(part.headers["accept-ranges"] == "bytes" && part.headers["content-type"] == "audio/mp4")
        #expect(part.body == Array(bytes[1000...66535]))

        let end = try await RawHTTP.send(port: server.port, "/" + ServedArchive.recording, headers: ["Range": "bytes=-100"])
        #expect(end.status == 206 && end.body == Array(bytes.suffix(100)))
        let past = try await RawHTTP.send(port: server.port, "/" + ServedArchive.recording, headers: ["Range": "bytes=\(bytes.count)-"])
        #expect(past.status == 416 && past.headers["content-range"] == "bytes */\(bytes.count)")
        let whole = try await RawHTTP.send(port: server.port, "/" + ServedArchive.recording)
        #expect(whole.status == 200 && whole.body == bytes && whole.headers["accept-ranges"] == "bytes")

        let head = try await RawHTTP.send(port: server.port, "/" + ServedArchive.recording, method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty && head.headers["content-length"] == String(bytes.count))
        #expect(try await RawHTTP.send(port: server.port, "/", method: "POST").status == 405)
        #expect(server.stop() == 0)
    }

    @Test func revalidatesWithETagsAndRangesOnlyTheSameCopy() async throws {
        let archive = try ServedArchive()
        defer { archive.temp.remove() }
        let server = try ServeProcess(archive: archive.root)
        defer { server.stop() }
        try server.waitFor(" the site for ")
        let path = "/" + ServedArchive.recording

        let first = try await RawHTTP.send(port: server.port, path)
        let etag = try #require(first.headers["etag"])
        let modified = try #require(first.headers["last-modified"])
        #expect(first.headers["cache-control"] == "no-cache")
        let again = try await RawHTTP.send(port: server.port, path, headers: ["If-None-Match": etag])
        #expect(again.status == 304 && again.body.isEmpty)
        #expect(try await RawHTTP.send(port: server.port, path, headers: ["If-Modified-Since": modified]).status == 304)
        #expect(try await RawHTTP.send(port: server.port, path, headers: ["If-None-Match": "\"other\""]).status == 200)

        let page = try await RawHTTP.send(port: server.port, "/index.html")
        let pageTag = try #require(page.headers["etag"])
        #expect(try await RawHTTP.send(port: server.port, "/index.html", headers: ["If-None-Match": pageTag]).status == 304)

        // If-Range: a range of this copy, or the whole file when the browser's copy is another.
        let same = try await RawHTTP.send(port: server.port, path, headers: ["Range": "bytes=0-9", "If-Range": etag])
        #expect(same.status == 206 && same.body.count == 10)
        let stale = try await RawHTTP.send(port: server.port, path, headers: ["Range": "bytes=0-9", "If-Range": "\"older\""])
        #expect(stale.status == 200 && stale.body.count == first.body.count)
    }

    @Test func gzipsTextWhenAskedAndOnlyThen() async throws {
        let archive = try ServedArchive()
        defer { archive.temp.remove() }
        let server = try ServeProcess(archive: archive.root)
        defer { server.stop() }
        try server.waitFor(" the site for ")

        let plain = try await RawHTTP.send(port: server.port, "/assets/style.css")
        #expect(plain.headers["content-encoding"] == nil && plain.headers["vary"] == "Accept-Encoding")
        #expect(plain.body == [UInt8](try archive.file("assets/style.css")))
        let zipped = try await RawHTTP.send(port: server.port, "/assets/style.css", headers: ["Accept-Encoding": "br, gzip;q=0.8"])
        #expect(zipped.headers["content-encoding"] == "gzip" && zipped.body.count < plain.body.count)
        #expect(zipped.headers["etag"] != plain.headers["etag"])
        var buffer = ByteBuffer(bytes: zipped.body)
        let unzipped = try buffer.decompress(with: .gzip())
        #expect(Array(unzipped.readableBytesView) == plain.body)

        let refused = try await RawHTTP.send(port: server.port, "/assets/style.css", headers: ["Accept-Encoding": "gzip;q=0"])
        #expect(refused.headers["content-encoding"] == nil)
        let recording = try await RawHTTP.send(port: server.port, "/" + ServedArchive.recording, headers: ["Accept-Encoding": "gzip"])
        #expect(recording.headers["content-encoding"] == nil)   // audio is compressed already
    }

    @Test func refusesEveryWayOutOfTheSiteAndItsHiddenRecords() async throws {
        let archive = try ServedArchive()
        defer { archive.temp.remove() }
        try archive.run(["build", "--no-check", "--quiet"])
        // Links a careless hand might leave in the site: out of it, and inside it.
        try FileManager.default.createSymbolicLink(atPath: archive.site.appendingPathComponent("leak.yml").path,
                                                   withDestinationPath: "../storychop.yml")
        try FileManager.default.createSymbolicLink(atPath: archive.site.appendingPathComponent("outside").path,
                                                   withDestinationPath: archive.root.path)
        try FileManager.default.createSymbolicLink(atPath: archive.site.appendingPathComponent("stories/\(ServedArchive.story)/leak.m4a").path,
                                                   withDestinationPath: archive.root.appendingPathComponent("storychop.yml").path)
        try FileManager.default.createSymbolicLink(atPath: archive.site.appendingPathComponent("home.html").path,
                                                   withDestinationPath: "index.html")
        let server = try ServeProcess(archive: archive.root)
        defer { server.stop() }
        try server.waitFor(" the site for ")

        for path in ["/../storychop.yml", "/%2e%2e/storychop.yml", "/stories/%2E%2E/%2e%2e/storychop.yml",
                     "/stories%2f..%2f..%2fstorychop.yml", "/leak.yml", "/outside/storychop.yml", "/outside/stories/",
                     "/.storychop-build", "/.storychop-build-files", "/%2estorychop-build", "/stories\\..\\..\\storychop.yml",
                     "/index.html%00.css", "/.storychop/lock", "/stories/\(ServedArchive.story)/leak.m4a"] {
            let reply = try await RawHTTP.send(port: server.port, path)
            #expect(reply.status == 404, "\(path) gave \(reply.status)")
            #expect(!reply.text.contains("title:"), "\(path) leaked storychop.yml")
        }
        #expect(try await RawHTTP.send(port: server.port, "/home.html").status == 200)   // a link inside the site is its file
        #expect(try await RawHTTP.send(port: server.port, "/stories/\(ServedArchive.story)").status == 301)
    }
}
