import Foundation
import StoryArchive
import ZipIO

/// Reads a bundle ZIP entry by entry, without unpacking anything to disk: each entry's bytes
/// are hashed as they stream past (64 KiB at a time), and only the small tag files are kept.
enum ZipInventoryReader {
    private struct Entry {
        var digests: BagDigests
        var text: Data?
    }

    /// What walking the ZIP found: its files, the entries that could not be read, the links.
    private struct Walk {
        var entries: [(name: String, entry: Entry)] = []
        var damaged: [(name: String, detail: String)] = []
        var links: [String] = []
    }

    /// Checks the ZIP's records agree (`ZipStructure`), then reads every entry.
    static func read(zipAt path: String) -> BagInventory {
        var inventory = BagInventory()
        let zipName = URL(fileURLWithPath: path).lastPathComponent
        let structure: ZipStructureReport
        do {
            structure = try ZipStructure.check(zipAt: path)
        } catch {
            inventory.problems.append(VerifyProblem(.damaged, file: zipName, message: error.message,
                                                    hint: error.hint.capitalizedFirst + "."))
            return inventory
        }
        // The central directory says whether there are SHA-512 manifests before any entry is read.
        let sha512 = structure.names.isEmpty || BagInventory.needsSHA512(structure.names, under: topPrefix(structure.names))
        let walk = walk(zipAt: path, sha512: sha512, problems: &inventory.problems)
        let read = walk.entries.map(\.name) + walk.damaged.map(\.name)
        let prefix = topPrefix(read.isEmpty ? structure.names : read)
        file(walk, prefix: prefix, into: &inventory)
        // First: a ZIP read differently by other programs explains what else is found.
        inventory.problems.insert(contentsOf: ZipStructureFindings.problems(structure, prefix: prefix, zipName: zipName), at: 0)
        return inventory
    }

    /// Every entry, hashed as it streams past; a ZIP that cannot be read past some point adds a
    /// problem, and what was read before it stands.
    private static func walk(zipAt path: String, sha512: Bool, problems: inout [VerifyProblem]) -> Walk {
        var entries: [(name: String, entry: Entry)] = []
        var damaged: [(name: String, detail: String)] = []
        var links: [String] = []
        do {
            try ZipReader.forEachEntry(zipAt: path) { info, readChunk in
                if info.isDirectory { return }
                guard info.isRegularFile else {
                    links.append(info.path)
                    return
                }
                let name = info.path
                let keep = isTagFile(name) && (info.size ?? 0) <= BagInventory.tagFileLimit
                var hasher = BagHasher(sha512: sha512)
                var text = keep ? Data() : nil
                // Grown chunk by chunk, Data doubles: up to twice a 27 MB manifest.json.
                text?.reserveCapacity(Int(info.size ?? 0))
                do throws(ZipError) {
                    while let chunk = try readChunk() {
                        hasher.update(chunk)
                        text?.append(chunk)
                        // A size patched small in the headers: the entry inflates past what it declares.
                        if let kept = text, kept.count > BagInventory.tagFileLimit {
                            damaged.append((name, "it unpacks to more than \(BagInventory.tagFileLimit >> 20) MB, far more than it declares and than a tag file may be"))
                            return
                        }
                    }
                } catch {
                    // Recorded, and the walk goes on: one damaged entry should not hide the others.
                    damaged.append((name, error.message))
                    return
                }
                entries.append((name, Entry(digests: hasher.finish(), text: text)))
            }
        } catch let error as ZipError {
            problems.append(VerifyProblem(.damaged, file: error.entry ?? URL(fileURLWithPath: path).lastPathComponent,
                message: "the ZIP cannot be read\(entries.isEmpty ? "" : " past this point"): \(error.message)",
                hint: "The ZIP is damaged or not a StoryChop bundle; use another copy of the bundle."))
        } catch {
            problems.append(VerifyProblem(.damaged, file: path, message: "the ZIP cannot be read",
                                          hint: "Use another copy of the bundle."))
        }
        return Walk(entries: entries, damaged: damaged, links: links)
    }

    /// The walk's files under their names inside the bag, and a problem for each entry that
    /// is outside it, damaged or a link.
    private static func file(_ walk: Walk, prefix: String, into inventory: inout BagInventory) {
        let (entries, damaged, links) = (walk.entries, walk.damaged, walk.links)
        func relative(_ name: String) -> String? {
            name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : nil
        }
        for (name, entry) in entries {
            guard let inner = relative(name) else {
                inventory.problems.append(VerifyProblem(.extra, file: name, message: "this entry is outside the bundle's folder \"\(prefix)\"",
                                                        hint: "It was added after the bundle was made; use an unchanged copy, or export again."))
                continue
            }
            if BagInventory.isSystemClutter(inner.split(separator: "/").last.map(String.init) ?? inner) {
                inventory.ignored.append(inner)
                continue
            }
            guard inventory.files[inner] == nil else {
                inventory.problems.append(VerifyProblem(.damaged, file: inner, message: "the ZIP holds this file more than once, so programs would not agree which one it is",
                                                        hint: "Use another copy of the bundle, or export it again."))
                continue
            }
            inventory.record(entry.digests, as: inner)
            if let text = entry.text, !inner.contains("/") { inventory.tagTexts[inner] = text }
        }
        for (name, detail) in damaged {
            inventory.problems.append(VerifyProblem(.damaged, file: relative(name) ?? name, message: "cannot be read from the ZIP: \(detail)",
                                                    hint: "The file was changed or damaged inside the ZIP; use another copy of the bundle, or export it again."))
        }
        for name in links {
            inventory.problems.append(VerifyProblem(.extra, file: relative(name) ?? name, message: "this entry is a link, not a file; bundles hold only files",
                                                    hint: "It was added after the bundle was made; use an unchanged copy, or export again."))
        }
    }

    /// `Family-Stories/` when the bag sits in one top folder (as StoryChop writes it), `""` when
    /// its files are at the ZIP's root: where the shallowest `bagit.txt` is.
    static func topPrefix(_ names: [String]) -> String {
        let declarations = names.filter { $0 == BundleLayout.bagDeclaration || $0.hasSuffix("/" + BundleLayout.bagDeclaration) }
        guard let shallowest = declarations.min(by: { $0.split(separator: "/").count < $1.split(separator: "/").count }) else {
            // No bagit.txt at all: still name files relative to the one top folder, if there is one.
            let tops = Set(names.compactMap { name in name.firstIndex(of: "/").map { String(name[...$0]) } })
            return tops.count == 1 && names.allSatisfy({ $0.contains("/") }) ? tops.first ?? "" : ""
        }
        return String(shallowest.dropLast(BundleLayout.bagDeclaration.count))
    }

    private static func isTagFile(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count <= 2 && BagInventory.tagFileNames.contains(String(parts.last ?? ""))
    }
}
