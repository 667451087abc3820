import StoryArchive

/// The order files are sent in, so a relative who opens the site mid-publish never follows a
/// link to a page not there yet: first each story's and each day's own files (its page,
/// recording, transcript) and the stylesheets and scripts; then the pages that link to them
/// (lists, calendars, search's index, feeds); the home page last. Removals come after all.
public enum PublishOrder {
    /// `files` in the phases they are sent in; an empty phase is left out.
    public static func phases(_ files: [SharedFile]) -> [[SharedFile]] {
        var own: [SharedFile] = []
        var lists: [SharedFile] = []
        var home: [SharedFile] = []
        for file in files {
            if file.path == "index.html" {
                home.append(file)
            } else if linksToOthers(file.path) {
                lists.append(file)
            } else {
                own.append(file)
            }
        }
        return [own, lists, home].filter { !$0.isEmpty }
    }

    /// A page, feed or search part that leads to other stories: every page but those inside
    /// a story's or a day's own folder (`stories/ID/…`, `days/YYYY-MM-DD/…`).
    static func linksToOthers(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.first == "search" { return true }
        guard path.hasSuffix(".html") || path.hasSuffix(".xml") else { return false }
        if parts.count >= 3, parts[0] == "stories" { return false }
        if parts.count >= 3, parts[0] == "days", ItemLayout.isDay(parts[1]) { return false }
        return true
    }
}
