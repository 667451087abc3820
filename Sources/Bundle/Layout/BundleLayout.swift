import StoryArchive

/// The fixed names and numbers of a StoryChop bundle (see DESIGN.md, "The bundle"):
///
///     Family-Stories/
///       index.html               "open me": leads to data/index.html
///       bagit.txt  bag-info.txt  (BagIt, RFC 8493)  bagit-profile.json (what the bundle holds, as a BagIt profile)
///       manifest-sha256.txt  manifest-sha512.txt  tagmanifest-sha256.txt  tagmanifest-sha512.txt
///       manifest.json            StoryChop's own: format version, generator, stories and files
///       data/                    the built site, with each story's audio, transcript and story.json
public enum BundleLayout {
    /// The `manifest.json` layout this StoryChop writes and the newest it reads.
    public static let formatVersion = 1
    /// `manifest.json`'s `format` field, so a reader can tell the file is ours.
    public static let formatName = "storychop-bundle"

    public static let payloadFolder = "data"
    public static let bagDeclaration = "bagit.txt"
    public static let bagInfo = "bag-info.txt"
    public static let storychopManifest = "manifest.json"
    public static let openMe = "index.html"

    /// Tag files the tag manifests cover: every file in the bag's top folder but the tag
    /// manifests themselves (RFC 8493 §2.2.1: each lists every payload manifest, none lists a
    /// tag manifest).
    static let taggedFiles = [bagInfo, bagDeclaration, openMe, storychopManifest, BagItProfile.fileName]
        + BagAlgorithm.allCases.map(\.payloadManifest)

    /// True for `tagmanifest-<algorithm>.txt`, of any algorithm.
    static func isTagManifest(_ name: String) -> Bool {
        name.hasPrefix("tagmanifest-") && name.hasSuffix(".txt") && !name.contains("/")
    }

    /// The story's or day entry's folder (`data/stories/<id>/`, `data/days/<day>/<id>/`)
    /// that holds the bag's file `path`, with which it is; nil for any other file.
    static func itemFolder(holding path: String) -> (folder: String, collection: ArchiveCollection, id: String)? {
        guard path.hasPrefix(payloadFolder + "/"),
              let item = ItemLayout.publishedItem(holding: String(path.dropFirst(payloadFolder.count + 1))) else { return nil }
        return ("\(payloadFolder)/" + item.folder, item.collection, item.id)
    }

    /// The exact text RFC 8493 §2.1.1 asks for.
    static let bagDeclarationText = "BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n"

    /// DOS times (the ZIP's own timestamp field) start in 1980 and end in 2107.
    static let earliestTime = 315_532_800
    static let latestTime = 4_354_819_198
}
