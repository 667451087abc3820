import Crypto
import StoryCore
import Foundation
import StoryArchive
import ZipIO
#if canImport(Glibc)
import Glibc
#endif

/// What `storychop repair BUNDLE.zip` did.
public struct RepairReport: Sendable, Equatable {
    /// A file that is still missing or damaged, and why the bundle could not mend it.
    public struct Unmended: Sendable, Equatable {
        public var path: String
        public var why: String
    }

    /// Archive-relative paths put back from the bundle, with what was wrong ("damaged").
    public var restored: [(path: String, was: String)] = []
    public var unmended: [Unmended] = []

    public static func == (lhs: RepairReport, rhs: RepairReport) -> Bool {
        lhs.restored.map(\.path) == rhs.restored.map(\.path) && lhs.restored.map(\.was) == rhs.restored.map(\.was)
            && lhs.unmended == rhs.unmended
    }
}

/// Puts back the archive's damaged or missing recordings, photos and transcripts from a bundle that
/// verifies: a recording only from a copy whose SHA-256 is the one its story.json records, a
/// transcript only from an item whose metadata in the bundle records the same recording. A
/// file that is fine is never read from the bundle, let alone written; each one put back is
/// written beside its place and renamed over it, so a cut-short repair leaves the old file.
public struct ArchiveRepair {
    public let archive: Archive

    public init(archive: Archive) {
        self.archive = archive
    }

    public func repair(from zipPath: String) throws(BundleError) -> RepairReport {
        let lock = try ArchiveLock.forBundle(archive)
        defer { lock.release() }
        let survey = try RepairSurvey(archive: archive)
        var report = RepairReport(unmended: survey.unmendable)
        guard !survey.needs.isEmpty else { return report }
        let verified = try BundleVerifier.verify(path: zipPath)
        if let problem = verified.problems.first {
            throw BundleError(.notABundle, file: zipPath,
                              message: "this bundle does not verify, so nothing is taken from it (\(problem.file ?? "the bundle"): \(problem.message))",
                              hint: "Use another copy of the bundle; `storychop verify \(zipPath)` lists everything wrong with this one.")
        }
        var pending = survey.needs
        try take(from: zipPath, needs: &pending, report: &report)
        report.unmended += pending.values.map { need in
            .init(path: need.archivePath, why: need.neverInBundle
                ? "\(need.why), and no bundle holds a private or sealed story's files: copy it from a backup of the archive folder"
                : "\(need.why), and this bundle does not hold it")
        }
        report.unmended.sort { $0.path < $1.path }
        return report
    }

    /// Walks the bundle once, taking each needed file that passes its check.
    private func take(from zipPath: String, needs: inout [String: RepairSurvey.Need], report: inout RepairReport) throws(BundleError) {
        var metadata: [String: (audioSHA256: String?, transcript: String?)] = [:]
        let metadataWanted = Set(needs.values.map(\.bundleMetadata))
        do {
            try ZipReader.forEachEntry(zipAt: zipPath) { info, readChunk in
                guard info.isRegularFile, let path = Self.payloadPath(info.path) else { return }
                if metadataWanted.contains(path) {
                    metadata[path] = Self.facts(ofMetadata: try Self.readAll(readChunk))
                    return
                }
                guard let need = needs[path] else { return }
                needs[path] = nil
                if let refusal = try put(need, from: readChunk, bundleMetadata: metadata[need.bundleMetadata]) {
                    report.unmended.append(.init(path: need.archivePath, why: "\(need.why), and \(refusal)"))
                } else {
                    report.restored.append((need.archivePath, need.why))
                }
            }
        } catch let error as BundleError {
            throw error
        } catch {
            throw BundleError(.notABundle, file: zipPath, message: "the bundle cannot be read (\(error))", hint: "Use another copy of the bundle.")
        }
    }

    /// Writes the entry beside the archive's file and renames it into place when it passes;
    /// else removes it and says why.
    private func put(_ need: RepairSurvey.Need, from readChunk: () throws(ZipError) -> Data?,
                     bundleMetadata: (audioSHA256: String?, transcript: String?)?) throws(BundleError) -> String? {
        let target = archive.root.appendingPathComponent(need.archivePath).path
        let temporary = RepairSurvey.temporaryPath(for: target)
        // open(2), not FileManager.createFile: that writes a `.dat.nosync…` file of its own first,
        // which a repair killed at that moment would leave under a name no StoryChop run knows.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw BundleError.io(target, "cannot write beside it to put the bundle's copy back", errno: errno) }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
        var hasher = SHA256(), bytes: Int64 = 0
        do {
            while let chunk = try readChunk() {
                try handle.write(contentsOf: chunk)
                hasher.update(data: chunk)
                bytes += Int64(chunk.count)
            }
            try handle.synchronize()
            try handle.close()
        } catch {
            try? handle.close()
            unlink(temporary)
            // The file being put back is what the keeper knows, not its hidden temporary name.
            if let error = error as? ZipError { throw BundleError(error) }
            throw BundleError.io(target, "cannot put the bundle's copy back", errno: SystemError.code(of: error))
        }
        let refusal = Self.refusal(need, sha256: FileDigest.hex(hasher.finalize()), bytes: bytes, bundleMetadata: bundleMetadata,
                                   fileName: URL(fileURLWithPath: target).lastPathComponent)
        guard refusal == nil else {
            unlink(temporary)
            return refusal
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw BundleError.io(target, "cannot put the bundle's copy in place", errno: code)
        }
        return nil
    }

    /// Why the bundle's copy is not the file the archive lost, or nil when it is.
    private static func refusal(_ need: RepairSurvey.Need, sha256: String, bytes: Int64,
                                bundleMetadata: (audioSHA256: String?, transcript: String?)?, fileName: String) -> String? {
        switch need.kind {
        case .audio(let expected, let size):
            return sha256 == expected && bytes == size ? nil : "the bundle's copy is another file (its checksum is not the one the archive records)"
        case .transcript(let audio):
            guard let bundleMetadata else { return "the bundle does not say which recording its copy belongs to" }
            return bundleMetadata.audioSHA256 == audio && bundleMetadata.transcript == fileName
                ? nil : "the bundle's copy belongs to another version of it (a different recording or transcript)"
        }
    }

    /// `stories/<id>/audio.m4a` for `Family-Stories/data/stories/<id>/audio.m4a`.
    static func payloadPath(_ entry: String) -> String? {
        guard let slash = entry.firstIndex(of: "/") else { return nil }
        let inside = entry[entry.index(after: slash)...]
        let payload = BundleLayout.payloadFolder + "/"
        return inside.hasPrefix(payload) ? String(inside.dropFirst(payload.count)) : nil
    }

    /// A story.json's or entry.json's recording checksum and transcript file name.
    private static func facts(ofMetadata data: Data) -> (audioSHA256: String?, transcript: String?) {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { return (nil, nil) }
        let audio = value["audio"]?["sha256"].flatMap { if case .string(let text) = $0 { text.lowercased() } else { nil } }
        let transcript = value["transcript"]?["file"].flatMap { if case .string(let text) = $0 { text } else { nil } }
        return (audio, transcript)
    }

    private static func readAll(_ readChunk: () throws(ZipError) -> Data?) throws -> Data {
        var data = Data()
        while let chunk = try readChunk() {
            data.append(chunk)
            guard data.count <= InputLimits.metadataBytes else { break }
        }
        return data
    }
}
