import StoryArchive

/// The file names story.json gives for a recording and a transcript, checked before the site
/// uses them: each must be a plain name inside the story's folder, and not one of the files
/// the site itself puts there. A hand-edited "../../index.html" would otherwise overwrite
/// another page, or a file outside the site.
enum StoryFileNames {
    /// Names the site writes into every story's folder.
    static let reserved: Set<String> = ["index.html", "story.json", "audio-playable.m4a"]

    static func isPlain(_ name: String) -> Bool {
        StoryFileName.isPlain(name) && !reserved.contains(name)
    }

    /// `story` without the recording or transcript whose name is not plain, with a warning for each.
    static func checked(_ story: Story, in archive: Archive, warnings: inout [SiteWarning]) -> Story {
        var story = story
        let file = archive.storyDirectory(story.id).appendingPathComponent("story.json").path
        if let name = story.audio?.file, !isPlain(name) {
            story.audio = nil
            warnings.append(SiteWarning(file: file, message: "the recording's file name \"\(name)\" is not a plain name in the story's folder; its page says \"Recording unavailable\" until story.json names the file beside it"))
        }
        if let name = story.transcript?.file, !isPlain(name) {
            story.transcript = nil
            warnings.append(SiteWarning(file: file, message: "the transcript's file name \"\(name)\" is not a plain name in the story's folder; its page says \"Transcript unavailable\" until story.json names the file beside it"))
        }
        return story
    }
}
