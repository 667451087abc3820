import Foundation

/// Checks a bundle's contents against its manifests: BagIt's payload and tag manifests
/// (SHA-256, and SHA-512 when the bag has them), `bag-info.txt`'s Payload-Oxum, and
/// StoryChop's `manifest.json`.
struct BagChecker {
    let inventory: BagInventory
    private(set) var list = ProblemList()
    /// Stories `manifest.json` lists (0 when it cannot be read).
    private(set) var stories = 0
    private(set) var dayEntries = 0
    /// The algorithms whose manifests were compared.
    private(set) var checksums: [BagAlgorithm] = []

    init(_ inventory: BagInventory) {
        self.inventory = inventory
        list.append(contentsOf: inventory.problems)
    }

    static let anotherCopy = "use another copy of the bundle, or export it again from the archive"

    mutating func check() -> [VerifyProblem] {
        checkDeclaration()
        let payload = inventory.files.keys.filter { $0.hasPrefix(BundleLayout.payloadFolder + "/") }
        let tagFiles = inventory.files.keys.filter { !$0.hasPrefix(BundleLayout.payloadFolder + "/") && !BundleLayout.isTagManifest($0) }
        checksums = algorithms()
        for algorithm in checksums {
            if let lines = manifestLines(algorithm.payloadManifest, algorithm) {
                compare(lines, against: Set(payload), manifest: algorithm.payloadManifest, algorithm)
            }
            if let lines = manifestLines(algorithm.tagManifest, algorithm) {
                compare(lines, against: Set(tagFiles), manifest: algorithm.tagManifest, algorithm)
            }
        }
        checkOxum(payload)
        checkStorychopManifest(Set(payload))
        return list.problems
    }

    private mutating func checkDeclaration() {
        guard let data = inventory.tagTexts[BundleLayout.bagDeclaration] else {
            if !list.contains(.damaged, BundleLayout.bagDeclaration) {
                list.add(.missing, BundleLayout.bagDeclaration, "is missing, so this is not a complete BagIt bundle",
                         hint: "Point verify at a StoryChop bundle (its ZIP or unpacked folder), or \(Self.anotherCopy).")
            }
            return
        }
        let info = BagInfo(parsing: String(decoding: data, as: UTF8.self))
        if info.value("BagIt-Version") == nil || info.value("Tag-File-Character-Encoding")?.uppercased() != "UTF-8" {
            list.add(.invalid, BundleLayout.bagDeclaration, "does not declare a BagIt version and the UTF-8 encoding",
                     hint: "The file was changed; \(Self.anotherCopy).")
        }
    }

    /// SHA-256 always, as every StoryChop bundle has it; SHA-512 when the bag has either of
    /// its manifests (a bundle from before SHA-512 has neither), and then it needs both.
    private func algorithms() -> [BagAlgorithm] {
        let sha512 = BagAlgorithm.sha512
        let hasSHA512 = [sha512.payloadManifest, sha512.tagManifest].contains { inventory.files[$0] != nil || list.contains(.damaged, $0) }
        return hasSHA512 ? [.sha256, .sha512] : [.sha256]
    }

    /// The lines of a manifest, or nil (with a problem) when it is missing or unreadable.
    private mutating func manifestLines(_ name: String, _ algorithm: BagAlgorithm) -> [ManifestLine]? {
        guard let data = inventory.tagTexts[name] else {
            if !list.contains(.damaged, name) {
                list.add(.missing, name, "is missing, so the files cannot be checked against it", hint: Self.anotherCopy.capitalizedFirst + ".")
            }
            return nil
        }
        var lines: [ManifestLine] = []
        var number = 0, start = data.startIndex
        // A line at a time, as text only while it is read: a manifest may be hundreds of megabytes.
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
            let raw = Substring(String(decoding: data[start..<end], as: UTF8.self))
            number += 1
            start = end < data.endIndex ? end + 1 : end
            guard !raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            guard let line = ManifestLine(parsing: raw, algorithm: algorithm) else {
                list.add(.invalid, name, "line \(number) is not \"<\(algorithm.rawValue)>  <path>\"", hint: "The file was changed or damaged; \(Self.anotherCopy).")
                continue
            }
            lines.append(line)
        }
        return lines
    }

    /// Every listed file present with the listed checksum; every present file listed.
    private mutating func compare(_ lines: [ManifestLine], against present: Set<String>, manifest: String, _ algorithm: BagAlgorithm) {
        var listed: Set<String> = []
        for line in lines {
            guard listed.insert(line.path).inserted else {
                list.add(.invalid, manifest, "lists \"\(line.path)\" twice", hint: "The file was changed; \(Self.anotherCopy).")
                continue
            }
            guard inventory.files[line.path] != nil else {
                if !list.contains(.damaged, line.path) {
                    list.add(.missing, line.path, "is listed in \(manifest) but missing from the bundle",
                             hint: "The file was deleted or lost; \(Self.anotherCopy).")
                }
                continue
            }
            if inventory.digest(of: line.path, algorithm) != line.digest {
                list.add(.changed, line.path, "the checksum does not match the manifest (\(manifest))",
                         hint: "The file was changed or damaged; \(Self.anotherCopy).")
            }
        }
        for path in present.subtracting(listed).sorted() {
            list.add(.extra, path, "is in the bundle but not in \(manifest)",
                     hint: "It was added after the bundle was made; remove it, or \(Self.anotherCopy).")
        }
    }

    private mutating func checkOxum(_ payload: [String]) {
        // A damaged entry has no size to count; it is reported on its own already.
        guard let data = inventory.tagTexts[BundleLayout.bagInfo], !inventory.problems.contains(where: { $0.kind == .damaged }) else { return }
        guard let oxum = BagInfo(parsing: String(decoding: data, as: UTF8.self)).payloadOxum else {
            list.add(.invalid, BundleLayout.bagInfo, "has no readable Payload-Oxum (bytes.files)", hint: "The file was changed; \(Self.anotherCopy).")
            return
        }
        let bytes = payload.reduce(Int64(0)) { $0 + (inventory.files[$1]?.bytes ?? 0) }
        if oxum.bytes != bytes || oxum.files != payload.count {
            list.add(.invalid, BundleLayout.bagInfo,
                     "Payload-Oxum says \(oxum.bytes) bytes in \(oxum.files) files, but data/ holds \(bytes) bytes in \(payload.count) files",
                     hint: "Files were added, removed or changed after the bundle was made; \(Self.anotherCopy).")
        }
    }

    private mutating func checkStorychopManifest(_ payload: Set<String>) {
        let name = BundleLayout.storychopManifest
        guard let data = inventory.tagTexts[name] else {
            if !list.contains(.damaged, name) {
                list.add(.missing, name, "is missing", hint: Self.anotherCopy.capitalizedFirst + ".")
            }
            return
        }
        let document: ManifestDocument
        switch ManifestDocument.parse(data) {
        case .failure(let failure):
            list.add(.invalid, name, failure.text, hint: "StoryChop's manifest is damaged; \(Self.anotherCopy).")
            return
        case .success(let parsed):
            document = parsed
        }
        stories = document.storyCount
        dayEntries = document.dayCount
        if document.formatVersion > BundleLayout.formatVersion {
            list.add(.invalid, name, "was written by a newer StoryChop (format \(document.formatVersion); this one reads up to \(BundleLayout.formatVersion))",
                     hint: "Update StoryChop, then verify again.")
        }
        var listed: Set<String> = []
        for (path, fact) in document.files {
            listed.insert(path)
            guard let present = inventory.files[path] else {
                if !list.contains(.damaged, path) {
                    list.add(.missing, path, "is listed in manifest.json but missing from the bundle", hint: "The file was deleted or lost; \(Self.anotherCopy).")
                }
                continue
            }
            if present != fact {
                list.add(.changed, path, "the checksum or size does not match manifest.json", hint: "The file was changed or damaged; \(Self.anotherCopy).")
            }
        }
        for path in payload.subtracting(listed).sorted() {
            list.add(.extra, path, "is in the bundle but not in manifest.json", hint: "It was added after the bundle was made; remove it, or \(Self.anotherCopy).")
        }
        for audio in document.audio {
            guard let present = inventory.files[audio.path] else {
                if !list.contains(.missing, audio.path), !list.contains(.damaged, audio.path) {
                    list.add(.missing, audio.path, "the \(audio.what) its metadata names is missing from the bundle",
                             hint: "The file was deleted or lost; \(Self.anotherCopy).")
                }
                continue
            }
            if present != audio.fact {
                list.add(.changed, audio.path, "the \(audio.what) does not match the checksum in its metadata",
                         hint: "The file was changed or damaged; \(Self.anotherCopy).")
            }
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
