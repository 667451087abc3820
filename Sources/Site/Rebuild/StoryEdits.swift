import StoryArchive

/// The stories a rebuild found changed, when nothing else did: every archive file whose stamp
/// differs lies in a story folder (not storychop.yml, and no story folder came or went).
struct StoryEdits: Sendable {
    /// The changed stories' folder names (their ids).
    let ids: Set<String>

    /// Nil when a changed file is not in a story folder. `changed`: archive-relative path →
    /// stamp now, as `UpToDate` found them.
    init?(changed: [String: String]) {
        var ids = Set<String>()
        for path in changed.keys {
            let parts = path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0] == "stories", !parts[1].isEmpty, !parts[2].isEmpty else { return nil }
            ids.insert(String(parts[1]))
        }
        guard !ids.isEmpty else { return nil }
        self.ids = ids
    }

    /// Whether an edit from `old` to `new` leaves the site with the same pages and files:
    /// the same place in every list (date), the same groups (category, narrator), the same
    /// files in its folder, and audio browsers play as it is (no playable copy to make or
    /// remove). Titles, prompts, moods, tags, transcripts change only what pages show.
    static func keepsThePages(from old: Story, to new: Story) -> Bool {
        old.recorded == new.recorded && old.category == new.category && old.narrator == new.narrator
            && old.audio?.file == new.audio?.file && old.audio?.format == new.audio?.format
            && old.audio?.codec == new.audio?.codec && old.transcript?.file == new.transcript?.file
            && new.audio.map(MediaPublisher.browsersPlay) != false
    }
}
