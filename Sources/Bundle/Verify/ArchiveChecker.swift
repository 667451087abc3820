import Foundation
import StoryArchive
import Transcript

/// Checks an archive against itself: every story's `story.json` and day entry's `entry.json`
/// readable, its audio there with the size and SHA-256 it records, its transcript there.
struct ArchiveChecker {
    let archive: Archive

    func check() throws(BundleError) -> VerifyReport {
        let catalog: StoryCatalog
        let days: DayCatalog
        do {
            catalog = try archive.loadStories()
            days = try archive.loadDays()
        } catch {
            throw BundleError(error)
        }
        var list = ProblemList()
        for problem in catalog.problems + days.problems {
            let name = problem.file.hasSuffix("entry.json") ? "entry.json" : "story.json"
            list.add(.invalid, relative(problem.file), "this cannot be read: \(problem.message)",
                     hint: "Fix \(name) by hand (it is plain text), or restore it from a bundle.")
        }
        var totals = (files: 0, bytes: Int64(0))
        for story in catalog.stories { check(story, into: &list, totals: &totals) }
        for entry in days.entries { check(entry, into: &list, totals: &totals) }
        PortraitCheck(archive: archive).check(into: &list)
        return VerifyReport(kind: .archive, path: archive.root.path, stories: catalog.stories.count + catalog.problems.count,
                            dayEntries: days.entries.count + days.problems.count,
                            filesChecked: totals.files, bytesChecked: totals.bytes, problems: list.problems, ignored: [])
    }

    /// The item's audio against its recorded size and checksum, and its transcript there.
    private func check(_ item: some ArchiveItem, into list: inout ProblemList, totals: inout (files: Int, bytes: Int64)) {
        let collection = type(of: item).collection
        let folder = "\(collection.folderName)/\(item.id)/"
        let metadata = collection.metadataFileName
        let directory = archive.directory(of: collection).appendingPathComponent(item.id)
        let kept = (item.audio.map { [("recording", $0.file, $0.sha256, $0.bytes)] } ?? [])
            + ((item as? Story)?.photos.map { ("photo", $0.file, $0.sha256, $0.bytes) } ?? [])
        for (what, file, sha256, bytes) in kept {
            let path = directory.appendingPathComponent(file).path
            if !StoryFileName.isPlain(file) || !FileManager.default.fileExists(atPath: path) {
                list.add(.missing, folder + file, "the \(what) named in \(metadata) is missing",
                         hint: what == "photo" ? "Restore it from a backup, or from a bundle with `storychop repair BUNDLE.zip`."
                                               : "Restore it from a backup or a bundle (`storychop ingest BUNDLE.zip` adds back what is missing).")
                continue
            }
            do {
                let digest = try FileDigest.sha256(ofFileAt: path)
                totals.files += 1
                totals.bytes += digest.bytes
                if digest.sha256 != sha256.lowercased() || digest.bytes != bytes {
                    list.add(.changed, folder + file, "the \(what) does not match the size and checksum in its \(metadata)",
                             hint: "It was changed or damaged after it was added; restore the original from a backup or a bundle.")
                }
            } catch {
                list.add(.damaged, folder + file, error.message, hint: error.hint)
            }
        }
        if let transcript = item.transcript {
            let path = directory.appendingPathComponent(transcript.file).path
            var info = stat()
            if !StoryFileName.isPlain(transcript.file) || stat(path, &info) != 0 {
                list.add(.missing, folder + transcript.file, "the transcript named in \(metadata) is missing",
                         hint: "Restore it from a backup or a bundle, or set \"transcript\" to null in \(metadata).")
            } else if let tooLarge = TranscriptLimits.tooLarge(bytes: Int64(info.st_size), named: metadata) {
                list.add(.invalid, folder + transcript.file, tooLarge.message, hint: tooLarge.hint + ".")
            }
        }
    }

    /// `stories/x/story.json` rather than the full path: the report names the archive once.
    private func relative(_ path: String) -> String {
        let root = archive.root.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
