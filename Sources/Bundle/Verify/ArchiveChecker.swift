import Foundation
import StoryArchive

/// Checks an archive against itself: every story's `story.json` readable, its audio there with
/// the size and SHA-256 it records, its transcript there.
struct ArchiveChecker {
    let archive: Archive

    func check() throws(BundleError) -> VerifyReport {
        let catalog: StoryCatalog
        do {
            catalog = try archive.loadStories()
        } catch {
            throw BundleError(error)
        }
        var list = ProblemList()
        for problem in catalog.problems {
            list.add(.invalid, relative(problem.file), "this story cannot be read: \(problem.message)",
                     hint: "Fix story.json by hand (it is plain text), or restore it from a bundle.")
        }
        var files = 0
        var bytes: Int64 = 0
        for story in catalog.stories {
            let folder = "stories/\(story.id)/"
            if let audio = story.audio {
                let path = archive.storyDirectory(story.id).appendingPathComponent(audio.file).path
                guard StoryFileName.isPlain(audio.file), FileManager.default.fileExists(atPath: path) else {
                    list.add(.missing, folder + audio.file, "the recording named in story.json is missing",
                             hint: "Restore it from a backup or a bundle (`storychop ingest BUNDLE.zip` adds back what is missing).")
                    continue
                }
                do {
                    let digest = try FileDigest.sha256(ofFileAt: path)
                    files += 1
                    bytes += digest.bytes
                    if digest.sha256 != audio.sha256.lowercased() || digest.bytes != audio.bytes {
                        list.add(.changed, folder + audio.file, "the recording does not match the size and checksum in its story.json",
                                 hint: "It was changed or damaged after it was added; restore the original from a backup or a bundle.")
                    }
                } catch {
                    list.add(.damaged, folder + audio.file, error.message, hint: error.hint)
                }
            }
            if let transcript = story.transcript {
                let path = archive.storyDirectory(story.id).appendingPathComponent(transcript.file).path
                if !StoryFileName.isPlain(transcript.file) || !FileManager.default.fileExists(atPath: path) {
                    list.add(.missing, folder + transcript.file, "the transcript named in story.json is missing",
                             hint: "Restore it from a backup or a bundle, or set \"transcript\" to null in story.json.")
                }
            }
        }
        return VerifyReport(kind: .archive, path: archive.root.path, stories: catalog.stories.count + catalog.problems.count,
                            filesChecked: files, bytesChecked: bytes, problems: list.problems, ignored: [])
    }

    /// `stories/x/story.json` rather than the full path: the report names the archive once.
    private func relative(_ path: String) -> String {
        let root = archive.root.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
