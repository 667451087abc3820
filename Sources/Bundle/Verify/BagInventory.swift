import Foundation

/// What a bundle holds, read from a ZIP or a folder: every file's size and SHA-256, and the
/// contents of the small tag files the checks need. Paths are relative to the bag's top
/// folder: `bagit.txt`, `data/stories/x/audio.m4a`.
struct BagInventory {
    var files: [String: FileFact] = [:]
    /// The contents of the tag files (`bagit.txt`, the manifests, `manifest.json`).
    var tagTexts: [String: Data] = [:]
    /// Problems met while reading (a damaged entry, something outside the top folder).
    var problems: [VerifyProblem] = []
    /// OS clutter left out of the check.
    var ignored: [String] = []

    /// Files whose contents are kept for the checks (they sit in the bag's top folder).
    static let tagFileNames: Set<String> = [
        BundleLayout.bagDeclaration, BundleLayout.bagInfo, BundleLayout.payloadManifest,
        BundleLayout.tagManifest, BundleLayout.storychopManifest,
    ]
    /// No tag file of ours comes near this; a larger one is not read into memory.
    static let tagFileLimit: Int64 = 64 << 20

    /// Files a Mac or Windows leaves in folders it shows, whatever they hold.
    static func isSystemClutter(_ name: String) -> Bool {
        name == ".DS_Store" || name == "Thumbs.db" || name == "desktop.ini" || name.hasPrefix("._") || name == "__MACOSX"
    }

    var bytesChecked: Int64 { files.values.reduce(0) { $0 + $1.bytes } }
}
