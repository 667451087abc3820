import ArgumentParser
import Bundle
import Foundation
import StoryArchive

/// `storychop export [--archive DIR] [-o FILE.zip] [--quiet]`
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the archive and its website as one ZIP a relative can open offline.",
        discussion: """
        The ZIP holds one folder: index.html (open it to listen), the website in data/ with every \
        story's audio, transcript and story.json, and checksums of every file (BagIt manifests and \
        manifest.json). The same archive always gives a byte-identical ZIP; entries carry the newest \
        story's date, or SOURCE_DATE_EPOCH when it is set. Check a copy later with `storychop verify`; \
        `storychop ingest FILE.zip` brings its stories back.
        """)

    @OptionGroup var archiveOptions: ArchiveOptions

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("Where to write the ZIP (default: the archive's title, in the current folder).", valueName: "FILE.zip"))
    var output: String?

    @Flag(help: "Print only errors.") var quiet = false

    func run() throws {
        let console = Console(quiet: quiet)
        let archive = try archiveOptions.open(console: console)
        let report: ExportReport
        do {
            let site = try siteForExport(archive: archive)
            var options = ExportOptions(generator: "StoryChop \(StorychopVersion.current)")
            options.modified = try ExportOptions.sourceDateEpoch(from: ProcessInfo.processInfo.environment)
            let zipPath = output ?? BundleNaming.defaultZipPath(title: archive.config.title)
            let name = URL(fileURLWithPath: zipPath).lastPathComponent
            options.progress = { step in
                console.progress("Writing \(name): \(step.percent) %  \(step.entry)")
            }
            report = try BundleExporter(archive: archive).export(siteDirectory: site, to: zipPath, options: options)
        } catch let error as any StorychopError {
            console.error(error)
            throw ExitCode(error.exitStatus.rawValue)
        }
        console.clearProgress()
        let stories = report.stories == 1 ? "1 story" : "\(report.stories) stories"
        console.say("Exported \(stories) (\(report.payloadFiles) files, \(ByteCount.text(report.payloadBytes))) to \(report.zipPath)"
            + " (\(ByteCount.text(report.zipBytes))).")
        console.say("Open \(report.topFolder)/index.html after unzipping; check a copy any time with: storychop verify \(report.zipPath)")
    }
}

/// The site to put in the bundle: the one seam between `export` and the site builder.
///
/// Until `storychop build` lands (target `Site`), this uses the site folder already in the
/// archive (`site` in storychop.yml, default `<archive>/site`) and fails with a clear error when
/// there is none. Once it lands, build (incrementally) first so the bundle never carries a
/// stale site:
///
///     _ = try SiteBuilder(archive: archive).build(options: SiteOptions())
func siteForExport(archive: Archive) throws -> URL {
    let site = archive.root.appendingPathComponent(archive.config.siteDirectory, isDirectory: true).standardizedFileURL
    guard FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path) else {
        throw BundleError(.siteMissing, file: site.path, message: "there is no built site to put in the bundle",
                          hint: "Run `storychop build` first, then export again.")
    }
    return site
}
