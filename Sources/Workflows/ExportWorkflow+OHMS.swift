import Bundle
import Foundation
import Site
import StoryArchive
import StoryCore

extension ExportWorkflow {
    /// `storychop export --ohms DIR`: builds the site as export does (incrementally, under the
    /// archive's lock), then copies each story's OHMS record the build made
    /// (`stories/<id>/ohms.xml`) into `folder` as `<id>.xml`: one file per story the site shows
    /// whole (a private or sealed story has none), for an archive to import into Aviary or an
    /// OHMS viewer. Returns the names written, sorted; `built` hears the build's report first.
    public static func writeOHMS(_ archive: Archive, to folder: String, site: SiteOptions = SiteOptions(),
                                 built: (SiteReport) -> Void = { _ in }) throws -> [String] {
        let lock = try ArchiveLock.forBundle(archive)
        defer { lock.release() }
        let report = try SiteBuilder(locked: lock).build(options: site)
        built(report)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw BundleError.io(folder, "cannot make the folder for the OHMS files", errno: SystemError.code(of: error))
        }
        var written: [String] = []
        for id in try archive.folderNames(of: .stories).sorted() {
            let source = report.outputDirectory.path + "/" + ItemLayout.storyFolder(id: id) + OHMSRecord.fileName
            guard let data = FileManager.default.contents(atPath: source) else { continue }
            let name = id + ".xml"
            do {
                try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name), options: .atomic)
            } catch {
                throw BundleError.io(folder + "/" + name, "cannot write the OHMS file", errno: SystemError.code(of: error))
            }
            written.append(name)
        }
        return written
    }
}
