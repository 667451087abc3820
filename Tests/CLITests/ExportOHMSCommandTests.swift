import Foundation
import Testing
import TestSupport

/// `storychop export --ohms DIR`: one OHMS record per story the site shows whole, named by the
/// story's id, each one libxml2 reads as OHMS; no ZIP; and refused beside -o or --with-book.
@Suite struct ExportOHMSCommandTests {
    @Test func exportOHMSWritesOneRecordPerStoryShownWhole() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let family = folder.appending("family")
        try FileManager.default.createDirectory(at: family, withIntermediateDirectories: true)
        for name in ["storychop.yml", "stories"] {
            try FileManager.default.copyItem(at: RepositoryPaths.sampleArchive.appendingPathComponent(name), to: family.appendingPathComponent(name))
        }
        #expect(try CommandRunner.run(["edit", "2024-03-09-how-we-met", "--private", "--archive", family.path]).status == 0)
        #expect(try CommandRunner.run(["edit", "2020-06-20-our-wedding-day", "--sealed-until", "2099-01-01", "--archive", family.path]).status == 0)
        let out = folder.appending("ohms").path
        let run = try CommandRunner.run(["export", "--ohms", out, "--no-transcode", "--archive", family.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Wrote 12 OHMS files to \(out)"), "\(run.stdout)")
        #expect(run.stderr.contains("\(out): each record names its recording by file name alone"), "the sample has no base_url: \(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(names.count == 12 && !names.contains("2024-03-09-how-we-met.xml") && !names.contains("2020-06-20-our-wedding-day.xml"))
        for name in names {
            let record = try StandardsChecks.object("ohms", [out + "/" + name])
            #expect(record["version"] as? String == "6.0", "\(name)")
        }
        let winter = try StandardsChecks.object("ohms", [out + "/2022-01-23-the-winter-of-78.xml"])
        #expect(winter["title"] as? String == "The Winter of '78" && winter["interviewee"] as? String == "Grandpa Joe")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasSuffix(".zip") })
    }

    @Test func exportOHMSBesideAZipIsAUsageError() throws {
        let run = try CommandRunner.run(["export", "--ohms", "/tmp/x", "-o", "/tmp/x.zip"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--ohms writes the OHMS files only"), "\(run.stderr)")
    }
}
