import StoryCore

/// StoryChop's BagIt profile (BagIt Profiles Specification 1.4.0): what every bundle
/// `storychop export` writes holds, so an archive's tools can check a bundle against it. It is
/// made from the bundle's own layout (the tag files, `bag-info.txt`'s fields, the checksums), so
/// it cannot drift from what is written; each bundle carries it as the tag file
/// `bagit-profile.json` and names it in `bag-info.txt`, and docs/bagit-profile.json is the same
/// text (a test compares them).
public enum BagItProfile {
    /// The profile's name in `bag-info.txt` and inside itself. The specification asks for the
    /// URL the profile can be fetched from; StoryChop has no web address of its own to promise,
    /// so the name is a URN that only this profile has, and the profile travels in every bundle
    /// beside `bag-info.txt` (and in StoryChop's source, docs/bagit-profile.json). A bundle whose
    /// layout changes in a way this profile would refuse gets a new profile with a new name.
    public static let identifier = "urn:uuid:ee286bbc-ec15-4327-a9c7-445e1e92a8f8"
    public static let fileName = "bagit-profile.json"
    /// The profile's own version, raised when it changes without breaking bundles made before.
    static let version = "1.0"
    static let specificationVersion = "1.4.0"

    /// The profile's text, pretty-printed JSON ending in a newline.
    public static var text: String { document.prettyPrinted() }

    static var document: JSONValue {
        let algorithms = JSONValue.array(BagAlgorithm.allCases.map { .string($0.rawValue) })
        let tagFiles = JSONValue.array(ownTagFiles.map(JSONValue.string))
        return .object([
            .init("BagIt-Profile-Info", .object([
                .init("BagIt-Profile-Identifier", .string(identifier)),
                .init("BagIt-Profile-Version", .string(specificationVersion)),
                .init("Source-Organization", .string("StoryChop")),
                .init("External-Description", .string(
                    "A family's recorded stories as StoryChop exports them: a website in data/ with every story's recording, "
                    + "transcript, story.json, chapters and OHMS record (ohms.xml); index.html opens it; manifest.json is StoryChop's "
                    + "own list of the stories and files, with sizes and SHA-256.")),
                .init("Version", .string(version)),
            ])),
            .init("Bag-Info", .object(BagInfo.exportLabels.map { label in
                .init(label, .object([.init("required", .bool(true)), .init("repeatable", .bool(false))]))
            })),
            .init("Manifests-Required", algorithms),
            .init("Manifests-Allowed", algorithms),
            .init("Tag-Manifests-Required", algorithms),
            .init("Tag-Manifests-Allowed", algorithms),
            .init("Tag-Files-Required", tagFiles),
            .init("Tag-Files-Allowed", tagFiles),
            .init("Allow-Fetch.txt", .bool(false)),
            .init("Data-Empty", .bool(false)),
            // A ZIP, as export writes it; ingest and verify read the folder it unpacks to as well.
            .init("Serialization", .string("optional")),
            .init("Accept-Serialization", .array([.string("application/zip")])),
            .init("Accept-BagIt-Version", .array([.string("1.0")])),
        ])
    }

    /// The tag files beside `bag-info.txt` that are StoryChop's own (not BagIt's declaration,
    /// its manifests or `bag-info.txt`, which the specification requires by other fields).
    static var ownTagFiles: [String] {
        let bagIts = [BundleLayout.bagDeclaration, BundleLayout.bagInfo] + BagAlgorithm.allCases.map(\.payloadManifest)
        return BundleLayout.taggedFiles.filter { !bagIts.contains($0) }.sorted()
    }
}
