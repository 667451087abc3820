import Foundation
import PhotoProbe
import StoryArchive

/// Brings back the people a bundle carries (`people-book/`: people.yml and the portraits it
/// names): each file the archive does not have yet is copied in; one it has is never replaced,
/// since the keeper may have changed it since the export. Portraits come back only into
/// `people/`, and only as photos `PhotoProbe` takes.
struct PeopleImport {
    let archive: Archive
    let dryRun: Bool

    func bringBack(_ folder: LooseFile, into report: inout IngestReport) {
        let listed = folder.url.appendingPathComponent(PeopleBook.fileName)
        var files: [String] = []
        if FileManager.default.fileExists(atPath: listed.path) { files.append(PeopleBook.fileName) }
        let data = FileManager.default.contents(atPath: listed.path, readingAtMost: InputLimits.metadataBytes)
        let people = (try? data.map { try PeopleBook.parse($0, file: listed.path) }) ?? nil
        let found = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(PeopleBook.folderName).path)) ?? []
        let portraits = PeopleBook.withPortraitsFound(people ?? [], files: found.sorted()).compactMap(\.portrait)
        for portrait in portraits where !files.contains(portrait) {
            guard portrait.hasPrefix(PeopleBook.folderName + "/"), PeopleBook.isInsideArchive(portrait) else {
                report.warn(folder.displayName + "/" + portrait, ["this portrait was not brought back: only portraits in people/ are — copy it into the archive by hand"])
                continue
            }
            files.append(portrait)
        }
        for file in files {
            bring(file, from: folder, into: &report)
        }
    }

    /// Copies one file in, unless the archive has it; a portrait only when it is a photo.
    private func bring(_ file: String, from folder: LooseFile, into report: inout IngestReport) {
        let source = folder.url.appendingPathComponent(file)
        let target = archive.root.appendingPathComponent(file)
        let shownAs = folder.displayName + "/" + file
        guard !FileManager.default.fileExists(atPath: target.path), FileManager.default.fileExists(atPath: source.path) else { return }
        if file != PeopleBook.fileName {
            do {
                _ = try PhotoProbe.probe(source)
            } catch {
                report.warn(shownAs, ["this portrait was not brought back: \(error.message) — \(error.hint)"])
                return
            }
        }
        guard !dryRun else {
            report.peopleFilesAdded.append(file)
            return
        }
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = try FileDigest.copy(from: source.path, to: target.path)
            report.peopleFilesAdded.append(file)
        } catch {
            report.warn(shownAs, ["this could not be brought back into the archive (\(error))"])
        }
    }
}
