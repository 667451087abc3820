import Foundation

/// What a bundle holds, read from a ZIP or a folder: every file's size and SHA-256 (and its
/// SHA-512 when the bag has SHA-512 manifests), and the contents of the small tag files the
/// checks need. Paths are relative to the bag's top folder: `bagit.txt`, `data/stories/x/audio.m4a`.
struct BagInventory {
    var files: [String: FileFact] = [:]
    /// Taken only for a bag with `manifest-sha512.txt`: older bundles have none.
    var sha512: [String: String] = [:]
    /// The contents of the tag files (`bagit.txt`, the manifests, `manifest.json`).
    var tagTexts: [String: Data] = [:]
    /// Problems met while reading (a damaged entry, something outside the top folder).
    var problems: [VerifyProblem] = []
    /// OS clutter left out of the check.
    var ignored: [String] = []

    /// Files whose contents are kept for the checks (they sit in the bag's top folder).
    static let tagFileNames: Set<String> = Set([BundleLayout.bagDeclaration, BundleLayout.bagInfo, BundleLayout.storychopManifest]
        + BagAlgorithm.allCases.flatMap { [$0.payloadManifest, $0.tagManifest] })
    /// A larger tag file is not read into memory. A community's 100,000 stories make a site of
    /// 400,000 files, whose SHA-512 manifest alone is 80 MB: room for three times that, while
    /// one held with its lines stays well under a gigabyte (a 1 MB ZIP can unpack to 500 MB).
    static let tagFileLimit: Int64 = 256 << 20

    /// Files a Mac or Windows leaves in folders it shows, whatever they hold.
    static func isSystemClutter(_ name: String) -> Bool {
        name == ".DS_Store" || name == "Thumbs.db" || name == "desktop.ini" || name.hasPrefix("._") || name == "__MACOSX"
    }

    var bytesChecked: Int64 { files.values.reduce(0) { $0 + $1.bytes } }

    /// Whether a bag whose files are `names` (each starting with `prefix`, the bag's folder)
    /// needs SHA-512s taken: when it has either SHA-512 manifest.
    static func needsSHA512(_ names: [String], under prefix: String = "") -> Bool {
        let manifests = Set([BagAlgorithm.sha512.payloadManifest, BagAlgorithm.sha512.tagManifest].map { prefix + $0 })
        return names.contains { manifests.contains($0) }
    }

    /// Records a file read whole: its facts, and its SHA-512 when taken.
    mutating func record(_ digests: BagDigests, as path: String) {
        files[path] = digests.fact
        if let sha512 = digests.sha512 { self.sha512[path] = sha512 }
    }

    /// The checksum `algorithm`'s manifests list for `path`, when it was taken.
    func digest(of path: String, _ algorithm: BagAlgorithm) -> String? {
        switch algorithm {
        case .sha256: files[path]?.sha256
        case .sha512: sha512[path]
        }
    }
}
