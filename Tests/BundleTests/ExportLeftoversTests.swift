import Foundation
import Testing

/// What an export killed before it finished leaves beside its output (`NAME.zip.tmp-<pid>-…`,
/// the ZIP and its scratch files) is removed by the next export to that name; a running
/// export's files are not.
@Suite struct ExportLeftoversTests {
    @Test func aKilledExportsFilesGoAtTheNextExportARunningOnesStay() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        // A process that has ended: its id is free (a new process rarely gets it this soon).
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let dead = fixture.zipPath + ".tmp-\(ended.processIdentifier)-abc"
        let alive = fixture.zipPath + ".tmp-1-xyz"   // pid 1 is always running
        for path in [dead, dead + ".stories.json", alive] {
            #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: 1024)))
        }
        try fixture.export()
        #expect(!FileManager.default.fileExists(atPath: dead) && !FileManager.default.fileExists(atPath: dead + ".stories.json"))
        #expect(FileManager.default.fileExists(atPath: alive))
        let beside = try FileManager.default.contentsOfDirectory(atPath: URL(fileURLWithPath: fixture.zipPath).deletingLastPathComponent().path)
        #expect(!beside.contains { $0.contains(".tmp-\(getpid())-") }, "\(beside)")
    }
}
