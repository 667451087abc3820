import Bundle
import Foundation
import Testing

/// A bundle carries SHA-512 manifests beside the SHA-256 ones (RFC 8493 §2.4 recommends
/// SHA-512), and `verify` checks both; a bundle made before them checks with SHA-256 alone.
@Suite struct VerifySHA512Tests {
    static let top = "Family-Stories/"
    static let transcript = "data/stories/2024-03-05-the-day-we-moved/transcript.vtt"

    /// The exported sample bundle rewritten by `change` (its tag manifests then made to match
    /// the tag files again), verified as a ZIP or unpacked.
    private func verify(form: String = "zip", _ change: (inout [(name: String, data: Data)]) -> Void = { _ in }) throws -> VerifyReport {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let changed = fixture.folder.appending("changed.zip").path
        try ZipSurgery.rewrite(fixture.zipPath, to: changed) { entries in
            change(&entries)
            Self.retag(&entries)
        }
        if form == "zip" { return try BundleVerifier.verify(path: changed) }
        return try BundleVerifier.verify(path: try fixture.unpack(changed, into: "changed").path)
    }

    /// Rewrites each tag manifest there is from the tag files there are, as a forger would.
    static func retag(_ entries: inout [(name: String, data: Data)]) {
        let tagFiles = entries.filter { $0.name.hasPrefix(top) && !$0.name.dropFirst(top.count).contains("/")
            && !$0.name.hasPrefix(top + "tagmanifest-") }.sorted { $0.name < $1.name }
        for (algorithm, digest) in [("sha256", BundleFixture.sha256), ("sha512", BundleFixture.sha512)] {
            guard let index = entries.firstIndex(where: { $0.name == top + "tagmanifest-\(algorithm).txt" }) else { continue }
            entries[index].data = Data(tagFiles.map { "\(digest($0.data))  \($0.name.dropFirst(top.count))\n" }.joined().utf8)
        }
    }

    @Test(arguments: ["zip", "folder"])
    func aNewBundleVerifiesWithBothAndAChangedPayloadByteIsCaught(form: String) throws {
        let sound = try verify(form: form)
        #expect(sound.isValid, "\(sound.problems)")
        #expect(sound.checksums == [.sha256, .sha512])

        let changed = try verify(form: form) { entries in
            if let index = entries.firstIndex(where: { $0.name == Self.top + Self.transcript }) { entries[index].data[20] ^= 0x01 }
        }
        let problem = changed.problems.first { $0.file == Self.transcript }
        #expect(problem?.kind == .changed && problem?.message.contains("manifest-sha") == true, "\(changed.problems)")
    }

    @Test(arguments: ["zip", "folder"])
    func aWrongLineInManifestSHA512AloneFails(form: String) throws {
        let report = try verify(form: form) { entries in
            guard let index = entries.firstIndex(where: { $0.name == Self.top + "manifest-sha512.txt" }) else { return }
            var text = String(decoding: entries[index].data, as: UTF8.self)
            let line = text.split(separator: "\n").first { $0.hasSuffix("  " + Self.transcript) } ?? ""
            let wrong = (line.first == "0" ? "1" : "0") + line.dropFirst()
            text = text.replacingOccurrences(of: String(line), with: wrong)
            entries[index].data = Data(text.utf8)
        }
        #expect(report.problems.count == 1, "\(report.problems)")
        #expect(report.problems.first?.file == Self.transcript && report.problems.first?.kind == .changed)
        #expect(report.problems.first?.message.contains("(manifest-sha512.txt)") == true, "\(report.problems)")
    }

    @Test(arguments: ["zip", "folder"])
    func aBundleFromBeforeSHA512StillVerifiesWithSHA256Alone(form: String) throws {
        let report = try verify(form: form) { entries in
            entries.removeAll { $0.name.hasSuffix("manifest-sha512.txt") }
        }
        #expect(report.isValid, "\(report.problems)")
        #expect(report.checksums == [.sha256])
    }

    @Test func aMissingSHA512TagManifestIsNamed() throws {
        let report = try verify { entries in
            entries.removeAll { $0.name == Self.top + "tagmanifest-sha512.txt" }
        }
        #expect(report.problems.map(\.file) == ["tagmanifest-sha512.txt"] && report.problems.first?.kind == .missing, "\(report.problems)")
    }
}
