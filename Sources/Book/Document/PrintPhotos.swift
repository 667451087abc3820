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

    /// One original to copy: its path, its checksum, and whose it is for a warning.
    struct Original: Sendable {
        var path: String
        var sha256: String
        var owner: String
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
        do {
            _ = try PhotoProbe.probe(URL(fileURLWithPath: original.path))
        } catch {
            warnings.append("\(original.path): \(error.message) — \(original.owner) is printed without it; \(error.hint)")
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

    /// The cover photo, which the keeper named: unlike a story's photo, one that cannot be used stops the book.
    func cover(_ path: String) throws(BookError) -> BookPhotoModel {
        let sha: String
        do {
            sha = try FileDigest.sha256(ofFileAt: path).sha256
        } catch {
            throw BookError(.badPhoto, file: path, message: "the cover photo cannot be read (\(error.message))", hint: "Name a JPEG, PNG, WebP or HEIC photo that exists with --cover.")
        }
        let made = make([Original(path: path, sha256: sha, owner: "the cover")])
        guard let src = made.copies[sha] else {
            throw BookError(.badPhoto, file: path, message: "the cover photo cannot be used: \(made.warnings.first ?? "")",
                            hint: "Name another photo with --cover, or leave --cover out for a cover without one.")
        }
        return BookPhotoModel(src: src, alt: "", caption: nil)
    }
}
