import Foundation
import Testing
import TestSupport
import ZipIO

@Suite struct ExtractorJunkTests {
    @Test(arguments: [
        ("__MACOSX/._story.m4a", true), ("__MACOSX", true), ("Voice/__MACOSX/x", true),
        ("._story.m4a", true), ("Voice/._story.m4a", true), (".DS_Store", true), ("Voice/.DS_Store", true),
        ("Thumbs.db", true), ("photos/thumbs.db", true),
        ("story.m4a", false), ("Voice/story.m4a", false), ("_story.m4a", false), (".hidden", false),
        ("MACOSX/story.m4a", false), ("Thumbs.db.txt", false),
    ])
    func junkIsRecognised(path: String, isJunk: Bool) {
        #expect(ZipExtractor.isJunk(path) == isJunk)
    }

    @Test func junkIsSkippedAndReported() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.directory("__MACOSX/")
            zip.file("__MACOSX/Voice/._Grandma.m4a", "apple double")
            zip.file("Voice/._Grandma.m4a", "apple double")
            zip.file("Voice/.DS_Store", "finder")
            zip.file("Voice/Thumbs.db", "windows")
            zip.file("Voice/Grandma.m4a", "audio")
            let zipPath = try zip.write(to: temp + "/export.zip")

            let report = try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out", skip: ZipExtractor.isJunk)
            #expect(report.files == ["Voice/Grandma.m4a"])
            #expect(report.skipped.map(\.path) == [
                "__MACOSX/Voice/._Grandma.m4a", "Voice/._Grandma.m4a", "Voice/.DS_Store", "Voice/Thumbs.db",
            ])
            #expect(report.skipped.allSatisfy { $0.why.contains("operating system") })
            #expect(listing(of: temp + "/out") == ["Voice", "Voice/Grandma.m4a"])
        }
    }

    @Test func withoutAFilterJunkIsUnpacked() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.file(".DS_Store", "finder")
            let zipPath = try zip.write(to: temp + "/export.zip")
            let report = try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out")
            #expect(report.files == [".DS_Store"])
            #expect(report.skipped.isEmpty)
        }
    }

    @Test func callerFilterGetsItsOwnReason() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.file("notes.pdf", "not a story")
            zip.file("story.m4a", "audio")
            let zipPath = try zip.write(to: temp + "/export.zip")
            let report = try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out") { $0.hasSuffix(".pdf") }
            #expect(report.files == ["story.m4a"])
            #expect(report.skipped == [.init(path: "notes.pdf", why: "left out by the import filter")])
        }
    }

    @Test func hostileNamesAreRefusedEvenWhenTheFilterWouldSkipThem() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.file("__MACOSX/../../evil.txt", "escape")
            let zipPath = try zip.write(to: temp + "/export.zip")
            let error = #expect(throws: ZipError.self) {
                try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out", skip: ZipExtractor.isJunk)
            }
            #expect(error?.kind == .unsafePath)
        }
    }
}
