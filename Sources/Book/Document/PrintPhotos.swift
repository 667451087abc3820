import Foundation
import PhotoProbe
import Site
import StoryArchive
import StoryCore

/// The photos' copies for print, in the book's `images/` folder: 1,800 pixels on the long side
/// (300 dpi across a 6-inch page), upright, as JPEG without metadata (where a photo was taken
/// stays off paper too). Each is named by its original's checksum, so a copy made once serves
/// every later book; vipsthumbnail makes them, as it makes the site's.
struct PrintPhotos {
    let folder: URL
    let program: String?

    static let longSide = 1800
    static let folderName = "images"

    /// Whether `name` is a copy's name (24 hexadecimal digits of its original's SHA-256, `.jpg`):
    /// only those are ever removed from `images/`, a folder that may be the keeper's own.
    static func isCopyName(_ name: String) -> Bool {
        name.count == 28 && name.hasSuffix(".jpg") && name.prefix(24).allSatisfy(\.isHexDigit)
    }

    /// Whether the folder at `path` holds only what making copies leaves: copies and staging folders.
    static func holdsOnlyCopies(_ path: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.allSatisfy { isCopyName($0) || $0.hasPrefix(".staging-") }
    }

    /// One original to copy: its path, its checksum, and whose it is for a warning.
    struct Original: Sendable {
        var path: String
        var sha256: String
        var owner: String
        /// The size story.json records, to tell a damaged file from one of another kind.
        var bytes: Int64?
    }

    /// The copies' paths relative to the book's folder by checksum, and a warning for each
    /// original that could not be copied (the book goes on without it).
    func make(_ originals: [Original]) -> (copies: [String: String], warnings: [String]) {
        var copies: [String: String] = [:], warnings: [String] = []
        guard !originals.isEmpty else { return ([:], []) }
        guard let program else {
            return ([:], ["vipsthumbnail is not installed, so the book has no photos — install it (Debian and Ubuntu: sudo apt-get install libvips-tools) and make the book again"])
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for original in originals where copies[original.sha256] == nil {
            let name = String(original.sha256.prefix(24)) + ".jpg"
            let target = folder.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: target) || copy(original, to: target, program: program, warnings: &warnings) {
                copies[original.sha256] = Self.folderName + "/" + name
            }
        }
        return (copies, warnings)
    }

    /// Makes one copy under a temporary name and renames it into place; false (with a warning) when it cannot.
    private func copy(_ original: Original, to target: String, program: String, warnings: inout [String]) -> Bool {
        if let refusal = Self.refusal(of: original) {
            warnings.append("\(original.path): \(refusal.message) — \(original.owner) is printed without it. \(refusal.hint)")
            return false
        }
        let staging = folder.appendingPathComponent(".staging-\(getpid())")
        try? FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        let ending = (original.path as NSString).pathExtension
        // The copy's name differs from the link's, whatever the original's ending: vipsthumbnail
        // writing to the link's name would write through it, over the archive's original.
        let input = staging.appendingPathComponent("original" + (ending.isEmpty ? "" : "." + ending)).path
        let made = staging.appendingPathComponent("print-original.jpg").path
        guard symlink(original.path, input) == 0 else {
            warnings.append("\(original.path): cannot be read for printing (\(String(cString: strerror(errno)))) — \(original.owner) is printed without it")
            return false
        }
        let run = try? QuietRun.run(program, ["-s", "\(Self.longSide)x\(Self.longSide)>", "-o", staging.path + "/print-%s.jpg[Q=85,strip,background=255]", input])
        guard run?.status == 0, FileManager.default.fileExists(atPath: made), rename(made, target) == 0 else {
            let said = run?.errorOutput.split(separator: "\n").first.map(String.init) ?? "it did not start"
            warnings.append("\(original.path): vipsthumbnail could not read it (\(said)) — \(original.owner) is printed without it; check that it opens in an image viewer")
            return false
        }
        return true
    }

    /// Why an original cannot be printed, before vipsthumbnail reads it: missing, not the size
    /// story.json records (damaged), or not a photo by its headers (cut off, another format, a bomb).
    static func refusal(of original: Original) -> (message: String, hint: String)? {
        let size = (try? FileManager.default.attributesOfItem(atPath: original.path))?[.size] as? NSNumber
        guard let size else { return ("the photo is missing", "Put it back, or `storychop repair BUNDLE.zip` puts it back from a bundle.") }
        if let bytes = original.bytes, size.int64Value != bytes {
            return ("the photo is not the size story.json records: it is damaged", "`storychop repair BUNDLE.zip` puts it back from a bundle.")
        }
        do {
            _ = try PhotoProbe.probe(URL(fileURLWithPath: original.path))
            return nil
        } catch {
            return (error.message, error.hint)
        }
    }

    /// The cover photo, which the keeper named: unlike a story's photo, one that cannot be used stops the book.
    func cover(_ path: String) throws(BookError) -> BookPhotoModel {
        let refuse = { (message: String) in
            BookError(.badPhoto, file: path, message: "the cover photo cannot be used: \(message)",
                      hint: "Name a JPEG, PNG, WebP or HEIC photo that opens in an image viewer with --cover, or leave --cover out.")
        }
        let sha: String
        do {
            sha = try FileDigest.sha256(ofFileAt: path).sha256
        } catch {
            throw refuse(error.message)
        }
        let original = Original(path: path, sha256: sha, owner: "the cover")
        if let refusal = Self.refusal(of: original) { throw refuse(refusal.message) }
        guard let src = make([original]).copies[sha] else { throw refuse("vipsthumbnail could not read it") }
        return BookPhotoModel(src: src, alt: "", caption: nil)
    }
}
