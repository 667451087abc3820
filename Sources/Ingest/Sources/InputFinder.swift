import Foundation
import StoryCore
#if canImport(Glibc)
import Glibc
#endif
import StoryArchive

/// Walks a folder and turns the files in it into `IngestInput`s, in the order found, asking
/// `InputClassifier` what each is.
///
/// A recording goes with its notes and transcript beside it (`InputClassifier.recording`). A
/// folder holding a `story.json` or an `entry.json` is a StoryChop story or day entry (a
/// re-imported bundle): only the audio it names is taken from it; one holding a chat's file is
/// a chat export (`FoundChat`). JSON, YAML and CSV files that
/// go with no recording are classified on their own: a journal's entry may have no audio.
struct InputFinder {
    var classifier: InputClassifier
    /// Folders never walked into: the archive's own stories, days, site and work folder.
    var excludedDirectories: Set<String> = []
    /// Asked with each path walked past (a folder's ending in `/`): the files and folders it
    /// accepts are passed over, as a damaged bundle's are when only its intact part is taken.
    var leavesOut: (@Sendable (String) -> Bool)?

    /// What the walk meets, in order: an input known on the spot, an audio file still to be
    /// paired with its companions among `siblings` (lower-cased name → name), or a file found
    /// alone, classified once it is known that no recording took it.
    private enum Met: Sendable {
        case input(IngestInput)
        case audio(URL, display: String, siblings: [String: String])
        case alone(LooseFile)
        /// A photo: one with no recording to go with is passed over with why.
        case photo(LooseFile)
    }

    /// The inputs under `root`, shown as `display` (`Family`, `Family.zip:`); `prefix` begins
    /// the name of each file in it (`Family/`, `Family.zip:`).
    func find(under root: URL, display: String, prefix: String) throws(IngestError) -> [IngestInput] {
        var met: [Met] = []
        try walk(root, display: display, prefix: prefix, into: &met)
        // Pairing reads every `NAME.json` to tell a transcript from notes: done on every core.
        let paired = met.parallelMap { met -> Met in
            guard case .audio(let url, let display, let siblings) = met else { return met }
            return .input(.recording(classifier.recording(audio: url, display: display, siblings: siblings)))
        }
        let companions = Set(paired.flatMap { met -> [String] in
            guard case .input(.recording(let recording)) = met else { return [] }
            return [recording.sidecar?.path, recording.transcript?.path].compactMap { $0 } + recording.photos.map(\.url.path)
        })
        // Loose files too (a journal's file over a megabyte one at a time, and let go: `Kept`).
        return paired.parallelMap { met -> IngestInput? in
            switch met {
            case .input(let input): input
            case .alone(let file): companions.contains(file.url.path) ? nil : classifier.classify(file)
            case .photo(let file): companions.contains(file.url.path) ? nil : .ignored(shownAs: file.displayName, why: .photoAlone)
            case .audio: nil
            }
        }.compactMap { $0 }
    }

    /// A single audio file given on the command line.
    func recording(file: URL, display: String) -> Recording {
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)) ?? []
        return classifier.recording(audio: file, display: display, siblings: Self.byLowercasedName(siblings))
    }

    private func walk(_ directory: URL, display: String, prefix: String, into met: inout [Met]) throws(IngestError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw IngestError(.missingSource, file: display, message: "cannot read this folder",
                              hint: "Check that the folder exists and that you may read it.")
        }
        let visible = names.filter { !FileKinds.isJunk($0) }
        let shown = Set(visible)
        if shown.contains("story.json"), let story = classifier.storyFolder(directory, prefix: prefix, names: shown) {
            met.append(.input(story))
            return
        }
        if shown.contains("entry.json") {
            met.append(.input(classifier.entryFolder(directory, prefix: prefix, names: shown)))
            return
        }
        // A chat's export: its voice notes are the senders' (`ChatIntake`), never loose recordings.
        if let chat = chat(in: directory, names: shown, display: display, prefix: prefix) {
            met.append(.input(chat))
            return
        }
        let siblings = Self.byLowercasedName(visible)
        // Each entry is looked at by its path, made as a string; a `URL` (12,000 instructions to
        // make) only for the folders and recordings among them.
        let directoryPath = directory.path
        for name in visible {
            let shownAs = prefix + name
            let path = directoryPath + "/" + name
            let isFolder = isDirectory(path)
            if let leavesOut, leavesOut(isFolder ? path + "/" : path) { continue }
            if isFolder, name + "/" == ItemLayout.peopleBookFolder {
                met.append(.input(.peopleBook(LooseFile(url: directory.appendingPathComponent(name, isDirectory: true), displayName: shownAs))))
            } else if isFolder {
                let url = directory.appendingPathComponent(name, isDirectory: false)   // as before: spares URL a stat
                guard !excludedDirectories.contains(url.standardizedFileURL.path) else { continue }
                try walk(url, display: shownAs, prefix: shownAs + "/", into: &met)
            } else if FileKinds.isAudio(name) {
                met.append(.audio(directory.appendingPathComponent(name, isDirectory: false), display: shownAs, siblings: siblings))
            } else if FileKinds.isDocument(name) {
                met.append(.alone(LooseFile(url: directory.appendingPathComponent(name, isDirectory: false), displayName: shownAs)))
            } else if FileKinds.isPhoto(name) {
                // Beside a web page (a bundle's site: a person's portrait copies) a photo is the page's, not one left alone.
                guard !shown.contains("index.html") else { continue }
                met.append(.photo(LooseFile(url: directory.appendingPathComponent(name, isDirectory: false), displayName: shownAs)))
            } else if FileKinds.isZip(name) {
                met.append(.input(.ignored(shownAs: shownAs, why: .zipInside(name))))
            }
        }
    }

    /// Lower-cased name → name, so each companion is found in one lookup.
    private static func byLowercasedName(_ names: [String]) -> [String: String] {
        Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A real folder; a link to a folder is not followed (it could loop back on itself).
    /// One `lstat`: asking Foundation for the link flag and then the kind cost three.
    private func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
