import Foundation
import Testing
import TestSupport
import ZipIO

/// What ZipWriter puts in the bytes, and that other readers accept it.
@Suite struct WriterFormatTests {
    static func writeMixed(to path: String) throws {
        let writer = try ZipWriter(path: path)
        try writer.addData(RoundTripTests.pseudoRandom(count: 80_000, seed: 3), as: "audio/é.m4a", compression: .store, modified: 0)
        try writer.addData(Data(String(repeating: "<p>story</p>\n", count: 2_000).utf8), as: "index.html", compression: .deflate, modified: 0)
        try writer.addData(Data(), as: "empty.txt", compression: .store, modified: 0)
        try writer.close()
    }

    @Test func storedEntriesAreStoredAndTextIsDeflated() throws {
        try withTemporaryDirectory { temp in
            try Self.writeMixed(to: temp + "/mixed.zip")
            let entries = try #require(ZipInspector(contents(of: temp + "/mixed.zip"))).entries
            #expect(entries.map(\.name) == ["audio/é.m4a", "index.html", "empty.txt"])
            #expect(entries.map(\.localMethod) == [0, 8, 0])
            #expect(entries.map(\.centralMethod) == [0, 8, 0])
            #expect(entries[0].compressedSize == 80_000 && entries[0].size == 80_000)
            #expect(entries[1].compressedSize < entries[1].size / 10)
            // libarchive always sets the data-descriptor bit (3); the UTF-8 bit (11) marks the é name.
            #expect(entries.allSatisfy { $0.localFlags & 0x0008 != 0 })
            #expect(entries[0].localFlags & 0x0800 != 0)
        }
    }

    /// More chunks than the writer keeps in flight, so its buffers are reused while the
    /// callback (here) and the writing (on the writer's own thread) overlap.
    @Test func chunkCallbackSeesEveryByteInOrder() throws {
        try withTemporaryDirectory { temp in
            let bytes = RoundTripTests.pseudoRandom(count: ZipWriter.chunkSize * 5 + 3_392, seed: 4)
            try bytes.write(to: URL(fileURLWithPath: temp + "/source"))
            try Data().write(to: URL(fileURLWithPath: temp + "/empty"))
            let writer = try ZipWriter(path: temp + "/out.zip")
            var seen = Data()
            var calls = 0
            try writer.addFile(at: temp + "/source", as: "a.bin", compression: .store, modified: 0) { chunk in
                seen.append(contentsOf: chunk)
                calls += 1
            }
            var emptyCalls = 0
            try writer.addFile(at: temp + "/empty", as: "b.bin", compression: .store, modified: 0) { _ in emptyCalls += 1 }
            try writer.close()
            #expect(seen == bytes)
            #expect(calls == 6)  // 5 whole chunks + 3,392 bytes
            #expect(emptyCalls == 0)
            _ = try ZipExtractor.extract(zipAt: temp + "/out.zip", into: temp + "/out")
            #expect(contents(of: temp + "/out/a.bin") == Array(bytes))
        }
    }

    @Test(.enabled(if: ExternalTool.find("unzip") != nil, "unzip is not installed"))
    func unzipTestsItClean() throws {
        try withTemporaryDirectory { temp in
            try Self.writeMixed(to: temp + "/mixed.zip")
            let unzip = try #require(ExternalTool.find("unzip"))
            let result = try ExternalTool.run(unzip, ["-t", temp + "/mixed.zip"])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("No errors detected"))
        }
    }

    @Test(.enabled(if: ExternalTool.find("python3") != nil, "python3 is not installed"))
    func pythonZipfileReadsIt() throws {
        try withTemporaryDirectory { temp in
            try Self.writeMixed(to: temp + "/mixed.zip")
            let python = try #require(ExternalTool.find("python3"))
            let script = """
                import sys, zipfile
                with zipfile.ZipFile(sys.argv[1]) as z:
                    assert z.testzip() is None
                    print("|".join(f"{i.filename}:{i.compress_type}:{i.file_size}" for i in z.infolist()))
                """
            let result = try ExternalTool.run(python, ["-c", script, temp + "/mixed.zip"])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines)
                == "audio/é.m4a:0:80000|index.html:8:26000|empty.txt:0:0")
        }
    }
}
