import Foundation
import StoryCore
import PhotoProbe
#if canImport(Glibc)
import Glibc
#endif

/// One run of vipsthumbnail per width over a few originals: each is linked into the staging
/// folder under its number (names in a run must differ; story folders all hold `photo-1.jpg`),
/// made into every width, measured, and moved into the site.
struct PhotoBatch {
    let program: String
    let staging: String
    let writer: SiteWriter
    let members: [(number: Int, source: PhotoSource)]

    func make() -> [(PhotoSource, Result<[PhotoCopy], PhotoFailure>)] {
        var refused: [Int: PhotoFailure] = [:]
        var inputs: [String] = []
        for (number, source) in members {
            if let failure = Self.refusal(of: source) {
                refused[number] = failure
            } else if symlink(source.original, link(number, source)) != 0 {
                refused[number] = PhotoFailure(reason: "it cannot be linked for copying (\(String(cString: strerror(errno))))",
                                               hint: "check that you may write to the site folder")
            } else {
                inputs.append(link(number, source))
            }
        }
        var said = ""
        if let recipe = members.first?.source.recipe, !inputs.isEmpty {
            for width in recipe.widths {
                said += run(PhotoRecipe.arguments(width: width, inputs: inputs, into: staging))
            }
        }
        return members.map { number, source in
            if let failure = refused[number] { return (source, .failure(failure)) }
            return (source, place(number, source, said: said))
        }
    }

    /// Asked of each original before vipsthumbnail reads it: a refusal says why it is not
    /// copied: it must be there, of the size story.json records, and a photo by its headers.
    static func refusal(of source: PhotoSource) -> PhotoFailure? {
        var info = stat()
        guard stat(source.original, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return PhotoFailure(reason: "\(source.archivePath) is missing", hint: "put the file back, or `storychop repair BUNDLE.zip` puts it back from a bundle")
        }
        if let bytes = source.bytes, Int64(info.st_size) != bytes {
            return PhotoFailure(reason: "\(source.archivePath) is not the size story.json records (it is damaged)",
                                hint: "`storychop repair BUNDLE.zip` puts it back from a bundle")
        }
        // A file put in by hand may be cut off or a pixel bomb: refused from its headers, before
        // vipsthumbnail would spend minutes and gigabytes decoding it.
        do {
            _ = try PhotoProbe.probe(URL(fileURLWithPath: source.original))
        } catch {
            return PhotoFailure(reason: "\(source.archivePath): \(error.message)", hint: error.hint)
        }
        return nil
    }

    private func link(_ number: Int, _ source: PhotoSource) -> String {
        let ending = (source.original as NSString).pathExtension
        return "\(staging)/\(number)" + (ending.isEmpty ? "" : "." + ending)
    }

    private func staged(_ number: Int, width: Int) -> String { "\(staging)/\(number)-\(width).jpg" }

    /// Moves a member's copies into the site, one per distinct width (a photo narrower than a
    /// step gives the same copy twice: the larger is dropped), or says why there are none.
    private func place(_ number: Int, _ source: PhotoSource, said: String) -> Result<[PhotoCopy], PhotoFailure> {
        let widths = source.recipe.widths
        let sizes = widths.map { JPEGSize.of(staged(number, width: $0)) }
        guard sizes.allSatisfy({ $0 != nil }) else {
            widths.forEach { unlink(staged(number, width: $0)) }
            return .failure(PhotoFailure(reason: "vipsthumbnail could not read it (\(Self.complaint(about: link(number, source), in: said)))",
                                         hint: "check that it opens in an image viewer; if not, replace it with `storychop edit`"))
        }
        var copies: [PhotoCopy] = []
        for (width, size) in zip(widths, sizes.compactMap { $0 }) {
            let staged = staged(number, width: width)
            guard copies.last?.width != size.width else { unlink(staged); continue }
            let path = source.siteFolder + PublishedPhotos.copyName(stem: source.stem, width: width)
            do {
                try writer.moveIn(staged, to: path, fingerprint: PhotoPublisher.fingerprintPrefix(source) + "\(size.width)x\(size.height)")
            } catch {
                return .failure(PhotoFailure(reason: error.message, hint: error.hint))
            }
            copies.append(PhotoCopy(path: path, width: size.width, height: size.height))
        }
        return .success(copies)
    }

    /// The line vipsthumbnail said after naming `input`, or its first line.
    static func complaint(about input: String, in said: String) -> String {
        let lines = said.split(separator: "\n").map(String.init)
        if let index = lines.firstIndex(where: { $0.contains(input) }), index + 1 < lines.count,
           !lines[index + 1].hasPrefix("vipsthumbnail:") {
            return lines[index + 1].replacingOccurrences(of: input, with: "the photo")
        }
        return lines.first.map { $0.replacingOccurrences(of: input, with: "the photo") } ?? "no message"
    }

    /// Runs vipsthumbnail; returns what it said on its error output.
    private func run(_ arguments: [String]) -> String {
        do {
            return try QuietRun.run(program, arguments).errorOutput
        } catch {
            return "\(program) could not be started (\(error))\n"
        }
    }
}
