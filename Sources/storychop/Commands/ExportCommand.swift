import ArgumentParser
import StoryCore
import Bundle
import Foundation
import Site
import StoryArchive
import Workflows

/// `storychop export [--archive DIR] [-o FILE.zip] [--with-book] [--quiet]`, or `storychop export --ohms DIR`
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the archive and its website as one ZIP a relative can open offline.",
        discussion: """
        The ZIP holds one folder: index.html (open it to listen), the website in data/ with every \
        story's audio, transcript and story.json, and checksums of every file (BagIt manifests and \
        manifest.json). The same archive always gives a byte-identical ZIP; entries carry the newest \
        story's date, or SOURCE_DATE_EPOCH when it is set. Check a copy later with `storychop verify`; \
        `storychop ingest FILE.zip` brings its stories back. With --with-book, the printed book \
        `storychop book` made goes in too (data/book/), linked from the site's About page. With \
        --ohms DIR, no ZIP: each story's OHMS record (the XML Aviary and OHMS viewers import, with \
        its chapters and transcript) is written into DIR as <story id>.xml.
        """)

    @OptionGroup var archiveOptions: ArchiveOptions
    @Option(name: [.short, .long],
            help: ArgumentHelp("Where to write the ZIP (default: the archive's title, in the current folder).", valueName: "FILE.zip"))
    var output: String?
    @Flag(help: "Put the printed book (made by `storychop book`) in the bundle and link it from the site's About page.")
    var withBook = false
    @Option(help: ArgumentHelp("Write each story's OHMS record into this folder (<story id>.xml) instead of a ZIP.", valueName: "DIR"))
    var ohms: String?
    @Flag(help: "When the site is built first, do not make the levelled AAC copies the site plays.")
    var noTranscode = false
    @Flag(help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if ohms != nil, output != nil || withBook {
            throw ValidationError("--ohms writes the OHMS files only: leave out -o and --with-book, or run export twice.")
        }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        let archive = try archiveOptions.open(console: console)
        if let ohms { return try writeOHMS(archive, to: ohms, console: console) }
        let report: ExportReport
        do {
            var options = ExportOptions(generator: "StoryChop \(StorychopVersion.current)")
            options.modified = try ExportOptions.sourceDateEpoch(from: ProcessInfo.processInfo.environment)
            let zipPath = output ?? BundleNaming.defaultZipPath(title: archive.config.title)
            let name = URL(fileURLWithPath: zipPath).lastPathComponent
            options.progress = { step in
                console.progress("Writing \(name): \(step.percent) %  \(step.entry)")
            }
            let site = SiteOptions(transcode: !noTranscode, progress: { step in
                console.progress("Building the site: \(step.stage): \(step.done) of \(step.total)")
            })
            report = try ExportWorkflow.run(archive, to: zipPath, options: options, site: site, withBook: withBook) { built in
                console.clearProgress()
                for warning in built.warnings {
                    console.warning(file: warning.file, warning.message)
                }
            }
        } catch let error as any StorychopError {
            console.error(error)
            throw Exit(error.exitStatus)
        }
        console.clearProgress()
        let stories = Counted.items(stories: report.stories, dayEntries: report.dayEntries)
        if !report.privateStories.isEmpty {
            console.say("Left out, being private: \(report.privateStories.map { "stories/\($0)" }.joined(separator: ", ")).")
        }
        if !report.sealedStories.isEmpty {
            let sealed = report.sealedStories.sorted { $0.key < $1.key }.map { "stories/\($0.key) (until \($0.value))" }
            console.say("Sealed, so only their pages are in the bundle, without recording or transcript: \(sealed.joined(separator: ", ")).")
        }
        // The files and bytes `verify` of the ZIP counts (the payload and the bag's own files).
        console.say("Exported \(stories) (\(report.entries) files, \(ByteCount.text(report.entryBytes))) to \(report.zipPath)"
            + " (\(ByteCount.text(report.zipBytes))).")
        console.say("Open \(report.topFolder)/index.html after unzipping; check a copy any time with: storychop verify \(report.zipPath)")
    }

    /// `--ohms DIR`: builds the site, then writes the stories' OHMS records into DIR.
    private func writeOHMS(_ archive: Archive, to folder: String, console: Console) throws {
        let written: [String]
        do {
            let site = SiteOptions(transcode: !noTranscode, progress: { step in
                console.progress("Building the site: \(step.stage): \(step.done) of \(step.total)")
            })
            written = try ExportWorkflow.writeOHMS(archive, to: folder, site: site) { built in
                console.clearProgress()
                for warning in built.warnings { console.warning(file: warning.file, warning.message) }
            }
        } catch let error as any StorychopError {
            console.error(error)
            throw Exit(error.exitStatus)
        }
        console.clearProgress()
        console.say("Wrote \(written.count) OHMS \(written.count == 1 ? "file" : "files") to \(folder)"
            + " (one per story shown whole; private and sealed stories have none).")
        if archive.config.baseURL == nil, !written.isEmpty {
            // The site's records name the recording beside them; in one folder of records that is nowhere.
            console.warning(file: folder, "each record names its recording by file name alone (media_url), as storychop.yml has no base_url: "
                + "set base_url to the site's address and run this again, or set media_url in the archive's importer")
        }
    }
}
