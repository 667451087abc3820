import Crypto
import Foundation
@testable import Site
import StoryArchive
import TestSupport

/// Real photos for the site's tests, made with libvips's `vips` and tagged with exiftool, the
/// programs the build's copies come from and are read back with.
enum PhotoFixture {
    /// Runs a program found on PATH; fails with what it said.
    @discardableResult
    static func run(_ program: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let said = out.fileHandleForReading.readDataToEndOfFile()
        let complaint = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError("\(program) \(arguments.joined(separator: " ")): \(String(decoding: complaint, as: UTF8.self))")
        }
        return said
    }

    /// A `width`×`height` JPEG with a gradient (so its turn can be seen), at `path`; with
    /// `orientation` and a GPS position written into its EXIF.
    static func jpeg(at path: String, width: Int, height: Int, orientation: Int? = nil, gps: Bool = false) throws {
        let raw = path + ".v"
        try run("vips", ["xyz", raw, String(width), String(height)])
        try run("vips", ["cast", raw, raw + ".u.v", "uchar"])
        try run("vips", ["bandjoin_const", raw + ".u.v", path + "[Q=90]", "128"])
        for file in [raw, raw + ".u.v"] { try? FileManager.default.removeItem(atPath: file) }
        var tags = ["-overwrite_original", "-Make=FixtureCam", "-Model=Grandma's Phone"]
        if let orientation { tags.append("-Orientation#=\(orientation)") }
        if gps { tags += ["-GPSLatitude=41.99", "-GPSLatitudeRef=N", "-GPSLongitude=93.62", "-GPSLongitudeRef=W"] }
        try run("exiftool", tags + [path])
    }

    /// Puts the file at `source` into story `id` as a photo, listed in its story.json with
    /// `alt` and `caption`.
    static func add(_ source: String, as file: String, to id: String, in archive: Archive, format: String = "jpeg",
                    alt: String?, caption: String? = nil, date: String? = nil) throws {
        let target = archive.storyDirectory(id).appendingPathComponent(file)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(atPath: source, toPath: target.path)
        let data = try Data(contentsOf: target)
        let photo = StoryPhoto(file: file, format: format, bytes: Int64(data.count),
                               sha256: SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined(),
                               alt: alt, caption: caption, date: date)
        var story = try archive.readStory(in: archive.storyDirectory(id)).get()
        story.photos.removeAll { $0.file == file }
        story.photos.append(photo)
        try archive.save(story)
    }

    /// exiftool's reading of `path` (`exiftool -j`): tag name → value.
    static func tags(of path: String) throws -> [String: Any] {
        let json = try run("exiftool", ["-j", path])
        let list = try JSONSerialization.jsonObject(with: json) as? [[String: Any]]
        return list?.first ?? [:]
    }

    /// The inode of each file: a copy made again is a new file.
    static func inode(_ path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension PhotoFixture {
    /// Gives story `id` every kind of photo a page shows (described with a caption and a date,
    /// decoration, not yet described) and `person` a portrait, a birth year and a line, with
    /// files made in `scratch`: for tests that need every name the templates use filled in.
    static func furnish(_ archive: Archive, story id: String, person: String, scratch: URL) throws {
        let photo = scratch.appendingPathComponent("furnish.jpg").path
        try jpeg(at: photo, width: 900, height: 600)
        try add(photo, as: "photo-1.jpg", to: id, in: archive, alt: "The farmhouse", caption: "The farm", date: "1958")
        try add(photo, as: "photo-2.jpg", to: id, in: archive, alt: "")
        try add(photo, as: "photo-3.jpg", to: id, in: archive, alt: nil, caption: "Not yet described")
        let people = archive.root.appendingPathComponent("people")
        try FileManager.default.createDirectory(at: people, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: photo, toPath: people.appendingPathComponent("portrait.jpg").path)
        try Data("\(person):\n  portrait: people/portrait.jpg\n  born: 1941\n  about: Grew up on a farm.\n".utf8)
            .write(to: archive.root.appendingPathComponent("people.yml"))
    }
}
