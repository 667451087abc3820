import Bundle
import Foundation
import Testing

/// What `verify` holds stays in proportion to what it is given (#42, "Deliver 5"): a manifest of
/// many wrong lines lists its first problems and counts the rest. Memory figures themselves
/// are scripts/bench-memory.sh's.
@Suite struct VerifyMemoryTests {
    @Test func aManifestOfThousandsOfWrongLinesListsTheFirstProblemsAndCountsTheRest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verify-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n".utf8).write(to: folder.appendingPathComponent("bagit.txt"))
        try Data(String(repeating: "not a checksum\n", count: 10_050).utf8).write(to: folder.appendingPathComponent("manifest-sha256.txt"))

        let report = try BundleVerifier.verify(path: folder.path)
        #expect(!report.isValid)
        #expect(report.problems.count == 10_001)
        #expect(report.problems.first { $0.file == "manifest-sha256.txt" }?.message == "line 1 is not \"<sha256>  <path>\"")
        let last = try #require(report.problems.last)
        #expect(last.message.hasSuffix("more problems were found, not listed one by one (the first 10000 are)"), "\(last.message)")
        #expect(last.hint.contains("verify again"))
    }
}
