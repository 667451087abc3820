import Foundation
import Testing
import TestSupport
@testable import ZipIO

/// One hostile archive from the TECH-NOTES matrix: each must be refused as a whole.
struct HostileCase: Sendable, CustomTestStringConvertible {
    var label: String
    var kind: ZipError.Kind
    var build: @Sendable (inout HandZip) -> Void
    var testDescription: String { label }
}

let hostileCases: [HostileCase] = [
    HostileCase(label: "../evil.txt", kind: .unsafePath) { $0.file("../evil.txt", "escaped") },
    HostileCase(label: "a/./b.txt", kind: .unsafePath) { $0.file("a/./b.txt", "dot") },
    HostileCase(label: "absolute path", kind: .unsafePath) { $0.file("/tmp/zipio-abs-evil.txt", "absolute") },
    HostileCase(label: #"a\..\..\b.txt"#, kind: .unsafePath) { $0.file(#"a\..\..\b.txt"#, "backslashes") },
    HostileCase(label: "drive letter", kind: .unsafePath) { $0.file("C:/evil.txt", "windows") },
    HostileCase(label: "empty part", kind: .unsafePath) { $0.file("a//b.txt", "empty part") },
    HostileCase(label: "control character", kind: .unsafePath) { $0.file("a\nb.txt", "newline") },
    HostileCase(label: "symlink entry", kind: .unsupportedEntry) { $0.symlink("link", to: "/etc/passwd") },
    HostileCase(label: "symlink then file through it", kind: .unsupportedEntry) {
        $0.symlink("up", to: "../..")
        $0.file("up/evil.txt", "through the link")
    },
    HostileCase(label: "duplicate name", kind: .duplicateEntry) {
        $0.file("story.txt", "first")
        $0.file("story.txt", "second")
    },
    HostileCase(label: "file where a folder must be", kind: .duplicateEntry) {
        $0.file("a", "a file")
        $0.file("a/b.txt", "needs a to be a folder")
    },
    HostileCase(label: "folder entry over a file", kind: .duplicateEntry) {
        $0.file("a", "a file")
        $0.directory("a/")
    },
]

@Suite struct ExtractorHostileTests {
    @Test(arguments: hostileCases)
    func hostileZipIsRefusedWithNothingWritten(_ hostile: HostileCase) throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.file("fine.txt", "an honest entry before the hostile one")
            hostile.build(&zip)
            let zipPath = try zip.write(to: temp + "/hostile.zip")
            let work = temp + "/work"
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)

            let error = #expect(throws: ZipError.self) {
                try ZipExtractor.extract(zipAt: zipPath, into: work + "/out")
            }
            #expect(error?.kind == hostile.kind)
            #expect(error?.file == zipPath)
            #expect(error?.isRejectedInput == true)
            // Refused from the headers alone: not even the destination folder was created.
            #expect(listing(of: work) == [])
            #expect(!FileManager.default.fileExists(atPath: "/tmp/zipio-abs-evil.txt"))
        }
    }

    @Test func messageNamesTheEntryAndSaysWhy() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.file("../evil.txt", "escaped")
            let zipPath = try zip.write(to: temp + "/evil.zip")
            let error = #expect(throws: ZipError.self) {
                try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out")
            }
            #expect(error?.entry == "../evil.txt")
            #expect(error?.message == "the ZIP holds an entry '../evil.txt' that points outside the folder — refusing to unpack it")
            #expect(error?.description.hasPrefix("\(zipPath): the ZIP holds an entry '../evil.txt'") == true)
        }
    }

    @Test func symlinkAlreadyInTheDestinationIsNotFollowed() throws {
        try withTemporaryDirectory { temp in
            let outside = temp + "/outside"
            let out = temp + "/out"
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: false)
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(atPath: out + "/a", withDestinationPath: outside)
            var zip = HandZip()
            zip.file("a/b.txt", "would land outside if the link were followed")
            let zipPath = try zip.write(to: temp + "/z.zip")

            let error = #expect(throws: ZipError.self) { try ZipExtractor.extract(zipAt: zipPath, into: out) }
            #expect(error?.kind == .io)
            #expect(listing(of: outside) == [])
            #expect(listing(of: out) == ["a"])
        }
    }

    @Test func existingFileIsNeverReplaced() throws {
        try withTemporaryDirectory { temp in
            let out = temp + "/out"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
            try Data("keep me".utf8).write(to: URL(fileURLWithPath: out + "/story.txt"))
            var zip = HandZip()
            zip.file("new.txt", "written, then removed again")
            zip.file("story.txt", "would overwrite")
            let zipPath = try zip.write(to: temp + "/z.zip")

            let error = #expect(throws: ZipError.self) { try ZipExtractor.extract(zipAt: zipPath, into: out) }
            #expect(error?.kind == .io)
            #expect(error?.entry == "story.txt")
            #expect(listing(of: out) == ["story.txt"])
            #expect(contents(of: out + "/story.txt") == Array("keep me".utf8))
        }
    }
}
