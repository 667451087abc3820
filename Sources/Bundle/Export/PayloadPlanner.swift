import Foundation
import StoryArchive

/// Decides what goes under `data/`: the built site, with each story's `story.json`, audio and
/// transcript taken from the archive itself (the source of truth; the site holds the same
/// bytes as hard links or copies), and checks that the site was built from this archive.
struct PayloadPlanner {
    let archive: Archive
    let stories: [Story]
    let site: URL

    /// The payload, sorted by the bytes of its paths (the order the ZIP lists them in).
    func plan() throws(BundleError) -> [PayloadFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path),
              FileManager.default.fileExists(atPath: site.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BundleError(.siteMissing, file: site.path, message: "there is no built site here to put in the bundle",
                              hint: "Run `storychop build` first, then export again.")
        }
        var files: [String: PayloadFile] = [:]
        for (path, found) in try SiteWalker(root: site).files() {
            files[path] = PayloadFile(path: path, source: found.source, bytes: found.bytes, expected: nil, slot: nil)
        }
        let ids = Set(stories.map(\.id))
        for path in files.keys where path.hasPrefix("stories/") && path.hasSuffix("/story.json") {
            let id = path.dropFirst("stories/".count).dropLast("/story.json".count)
            if !id.contains("/"), !ids.contains(String(id)) {
                throw outOfDate("the site still has the story \"\(id)\", which is no longer in the archive")
            }
        }
        for (index, story) in stories.enumerated() {
            guard files["stories/\(story.id)/index.html"] != nil else {
                throw outOfDate("the site has no page for the story \"\(story.id)\"")
            }
            for file in try storyFiles(story, index: index) { files[file.path] = file }
        }
        return files.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// `story.json`, the audio and the transcript, read from the story's folder in the archive.
    private func storyFiles(_ story: Story, index: Int) throws(BundleError) -> [PayloadFile] {
        let folder = archive.storyDirectory(story.id)
        let storyJSON = folder.appendingPathComponent("story.json").path
        var files: [PayloadFile] = []
        for role in StoryFileFacts.Role.allCases {
            guard let name = role.fileName(in: story) else { continue }
            let source = folder.appendingPathComponent(name).path
            guard StoryFileName.isPlain(name) else {
                throw BundleError(.badStory, file: storyJSON, message: "the file name \"\(name)\" is not a plain name inside the story's folder",
                                  hint: "Fix the name in story.json by hand (for example audio.m4a), then export again.")
            }
            var info = stat()
            guard stat(source, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                throw BundleError(.badStory, file: source, message: "story.json names this file, but it is missing",
                                  hint: "Put the file back (from a backup or an earlier bundle), or fix story.json, then export again.")
            }
            var file = PayloadFile(path: "stories/\(story.id)/\(name)", source: source, bytes: Int64(info.st_size), expected: nil,
                                   slot: .init(story: index, role: role))
            if role == .audio, let audio = story.audio, !audio.sha256.isEmpty {
                file.expected = .init(sha256: audio.sha256.lowercased(), bytes: audio.bytes, storyJSON: storyJSON)
            }
            files.append(file)
        }
        return files
    }

    private func outOfDate(_ what: String) -> BundleError {
        BundleError(.siteOutOfDate, file: site.path, message: "the site is out of date: \(what)",
                    hint: "Run `storychop build` to bring it up to date, then export again.")
    }
}

/// File names a `story.json` may give: a plain, visible name inside the story's own folder.
enum StoryFileName {
    static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
