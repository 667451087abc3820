/// Where a story's or a day entry's files are: in the archive, and when published — in the
/// site, and so in a bundle's `data/`, which is the site. The site, the bundle's export and
/// verify, and repair all take these names from here.
///
///     archive                            site (and data/ in a bundle)
///     stories/<id>/story.json, audio …   stories/<id>/index.html (its page), story.json, audio …
///     days/<id>/entry.json, audio …      days/<yyyy-mm-dd>/index.html (its day's page)
///                                        days/<yyyy-mm-dd>/<id>/entry.json, audio …
///     people.yml, people/rose.jpg        people-book/people.yml, people-book/people/rose.jpg (bundle only)
public enum ItemLayout {
    /// Where a bundle keeps the archive's `people.yml` and the portraits it names, as they lie
    /// in the archive, so that re-importing the bundle brings them back.
    public static let peopleBookFolder = "people-book/"

    /// An item's folder in the archive: `stories/<id>/`, `days/<id>/`.
    public static func archiveFolder(_ collection: ArchiveCollection, id: String) -> String {
        "\(collection.folderName)/\(id)/"
    }

    /// An item's `story.json` or `entry.json` in the archive.
    public static func archiveMetadataFile(_ collection: ArchiveCollection, id: String) -> String {
        archiveFolder(collection, id: id) + collection.metadataFileName
    }

    /// Where a story's page and its own files are published: `stories/<id>/`.
    public static func storyFolder(id: String) -> String {
        "\(ArchiveCollection.stories.folderName)/\(id)/"
    }

    /// A story's page.
    public static func storyPage(id: String) -> String { storyFolder(id: id) + pageName }

    /// A day's page, with everyone's entries of that day: `days/<yyyy-mm-dd>/index.html`.
    public static func dayPage(day: String) -> String { dayFolder(day) + pageName }

    /// Where a day entry's own files are published: beside its day's page, `days/<yyyy-mm-dd>/<id>/`.
    public static func dayEntryFolder(day: String, id: String) -> String { dayFolder(day) + "\(id)/" }

    /// The name of every page's file in its folder.
    public static let pageName = "index.html"

    /// The published item folder (`stories/<id>/`, `days/<yyyy-mm-dd>/<id>/`) that holds the
    /// site's file `path`, with which collection and id; nil for any other file.
    public static func publishedItem(holding path: String) -> (folder: String, collection: ArchiveCollection, id: String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3 else { return nil }
        if parts[0] == ArchiveCollection.stories.folderName, !parts[1].isEmpty {
            return (storyFolder(id: parts[1]), .stories, parts[1])
        }
        if parts.count >= 4, parts[0] == ArchiveCollection.days.folderName, isDay(parts[1]), !parts[2].isEmpty {
            return (dayEntryFolder(day: parts[1], id: parts[2]), .days, parts[2])
        }
        return nil
    }

    private static func dayFolder(_ day: String) -> String { "\(ArchiveCollection.days.folderName)/\(day)/" }

    /// `2024-03-05`: how a day's folder is named (the Days pages' other folders are not).
    public static func isDay(_ name: some StringProtocol) -> Bool {
        name.split(separator: "-", omittingEmptySubsequences: false).map(\.count) == [4, 2, 2]
            && name.allSatisfy { $0 == "-" || ("0"..."9").contains($0) }
    }
}

extension Story {
    /// Where this story's page and files are published.
    public var publishedFolder: String { ItemLayout.storyFolder(id: id) }
}

extension DayEntry {
    /// Where this entry's files are published, beside its day's page.
    public var publishedFolder: String { ItemLayout.dayEntryFolder(day: day.dayString, id: id) }
}
