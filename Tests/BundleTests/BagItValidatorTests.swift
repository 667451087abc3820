import Foundation
import Testing

/// The unpacked bundle passes the Library of Congress's reference validator, `bagit.py`, when it
/// is installed (`pip install bagit`); the suite never needs the network, so otherwise this is skipped.
@Suite struct BagItValidatorTests {
    static let validator: String? = {
        let candidates = (ProcessInfo.processInfo.environment["BAGIT_PY"].map { [$0] } ?? [])
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/bagit.py" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(.enabled(if: validator != nil, "bagit.py is not installed"))
    func theUnpackedBundleIsAValidBag() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let bag = try fixture.unpack(fixture.zipPath).appendingPathComponent("Family-Stories")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.validator))
        process.arguments = ["--validate", bag.path]
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text.suffix(2000))")
        #expect(text.contains("is valid"))
    }
}
