import Foundation
import PhotoProbe
import StoryArchive

/// Takes a story's photos: each is probed (`PhotoProbe`: the format from its bytes, a cut-off
/// copy, a bomb) and copied byte for byte into the story's staged folder as `photo-1.jpg`,
/// `photo-2.heic` …, in the order given, with its checksum. A photo that cannot be taken is
/// one warning naming it and what to do; the story is added without it.
enum PhotoIntake {
    struct Taken: Sendable {
        var photos: [StoryPhoto] = []
        var warnings: [IngestReport.Warning] = []
        /// Bytes copied.
        var bytes: Int64 = 0
    }

    /// `staged`: the story's folder being written; nil in a dry run, which probes and copies nothing.
    static func take(_ sources: [PhotoSource], into staged: StagedFolder?) -> Taken {
        var taken = Taken()
        for source in sources {
            do throws(PhotoRefusal) {
                let photo = try take(source, number: taken.photos.count + 1, into: staged)
                taken.photos.append(photo)
                taken.bytes += photo.bytes
            } catch {
                taken.warnings.append(IngestReport.Warning(file: source.shownAs, message: error.text))
            }
        }
        return taken
    }

    struct PhotoRefusal: Error { var text: String }

    private static func take(_ source: PhotoSource, number: Int, into staged: StagedFolder?) throws(PhotoRefusal) -> StoryPhoto {
        let info: PhotoInfo
        do {
            info = try PhotoProbe.probe(source.url)
        } catch {
            throw refusal(error, source)
        }
        var photo = source.words
        photo.file = "photo-\(number).\(info.format.fileExtension)"
        photo.format = info.format.rawValue
        photo.bytes = info.bytes
        guard let staged else { return photo }
        let digest: FileDigest.Result
        do throws(ArchiveError) {
            digest = try staged.copyPhoto(from: source.url.path, named: photo.file)
        } catch {
            try? FileManager.default.removeItem(atPath: staged.path + "/" + photo.file)   // no part of it stays
            throw PhotoRefusal(text: "this photo was not added: it could not be copied (\(error.message)) — \(error.hint)")
        }
        if let expected = source.expectedSHA256, expected != digest.sha256 {
            try? FileManager.default.removeItem(atPath: staged.path + "/" + photo.file)
            throw PhotoRefusal(text: "this photo was not added: it does not match the checksum in \(source.listedIn ?? "story.json") — it was changed or damaged after export; use an undamaged copy of the bundle")
        }
        photo.sha256 = digest.sha256
        photo.bytes = digest.bytes
        return photo
    }

    /// One line: which photo, what is wrong, what to do, and that the story came in without it.
    static func refusal(_ error: PhotoProbeError, _ source: PhotoSource) -> PhotoRefusal {
        if error.reason == .io, let notes = source.listedIn, !FileManager.default.fileExists(atPath: source.url.path) {
            return PhotoRefusal(text: "this photo, named in \(notes), is not there, so the story was added without it — put the photo there or fix its name in \(notes), then add it with `storychop edit ID --add-photo FILE --alt TEXT`")
        }
        return PhotoRefusal(text: "this photo was not added (the story was): \(error.message) — \(error.hint)")
    }
}
