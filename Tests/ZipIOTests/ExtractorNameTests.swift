import Foundation
import Testing
import TestSupport
import ZipIO

/// Names from other tools arrive intact, flagged as UTF-8 or not.
@Suite struct ExtractorNameTests {
    static let names = ["Grand-mère/histoire.txt", "🎙️ Oma.m4a", "家族/物語.txt", "Ελληνικά.txt"]

    /// Python's zipfile sets the UTF-8 flag; macOS Finder writes UTF-8 bytes without it.
    @Test(arguments: [true, false])
    func utf8NamesComeBackIntact(flagged: Bool) throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            for name in Self.names { zip.file(name, name) }
            for index in zip.entries.indices { zip.entries[index].markUTF8 = flagged }
            let zipPath = try zip.write(to: temp + "/names.zip")

            let report = try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out")
            #expect(report.files == Self.names)
            for name in Self.names { #expect(contents(of: temp + "/out/" + name) == Array(name.utf8)) }
            var read: [String] = []
            try ZipReader.forEachEntry(zipAt: zipPath) { info, _ in read.append(info.path) }
            #expect(read == Self.names)
        }
    }

    @Test(.enabled(if: ExternalTool.find("python3") != nil, "python3 is not installed"))
    func zipMadeByPythonIsRead() throws {
        try withTemporaryDirectory { temp in
            let python = try #require(ExternalTool.find("python3"))
            let script = """
                import sys, zipfile
                with zipfile.ZipFile(sys.argv[1], "w") as z:
                    z.writestr("Voice/été.txt", "summer")
                    z.writestr("Voice/big.bin", b"\\0" * 300000, compress_type=zipfile.ZIP_DEFLATED)
                """
            let result = try ExternalTool.run(python, ["-c", script, temp + "/py.zip"])
            try #require(result.status == 0, "\(result.output)")
            let report = try ZipExtractor.extract(zipAt: temp + "/py.zip", into: temp + "/out")
            #expect(report.files == ["Voice/été.txt", "Voice/big.bin"])
            #expect(report.bytes == 300_006)
        }
    }
}
