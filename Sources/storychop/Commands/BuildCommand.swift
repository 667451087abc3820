import ArgumentParser
import StoryCore
import Foundation
import Site
import StoryArchive

/// `storychop build [--archive DIR] [--output DIR] [--theme NAME] [--base-url URL] [--quiet]`
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Write the family website: large-type pages with playback that work offline.",
        discussion: """
        The site goes to the archive's `site` folder (storychop.yml) unless --output says otherwise. \
        Open its index.html in any browser, from a USB stick or an unzipped bundle: every link is \
        relative and nothing is loaded from the internet. Rebuilding writes only what changed.
        """)

    @OptionGroup var archiveOptions: ArchiveOptions
    @Option(help: ArgumentHelp("Where to write the site.", valueName: "DIR"))
    var output: String?
    @Option(help: ArgumentHelp("Theme: default, calm, high-contrast, or a folder in the archive's themes/.", valueName: "NAME"))
    var theme: String?
    @Option(name: .customLong("base-url"),
            help: ArgumentHelp("Where the site will be published (for feed.xml, atom.xml, sitemap.xml).", valueName: "URL"))
    var baseURL: String?
    @Flag(help: "Do not make the levelled AAC copies the site plays (even when ffmpeg is installed): recordings play as recorded.")
    var noTranscode = false
    @Flag(help: "Skip reading the built site back to check its links and accessibility basics.")
    var noCheck = false
    @Flag(help: "Name the template file each page kind is rendered with.")
    var verbose = false
    @Flag(help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if let baseURL, !ArchiveConfig.isWebAddress(baseURL) {
            throw ValidationError("--base-url must be a web address starting with https:// (where the site will be published), such as https://stories.example.org/.")
        }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        let archive = try archiveOptions.open(console: console)
        let options = SiteOptions(outputDirectory: output.map { URL(fileURLWithPath: $0) }, theme: theme, baseURL: baseURL,
                                  transcode: !noTranscode, progress: { step in
                                      console.progress("\(step.stage): \(step.done) of \(step.total)")
                                  })
        let build: CheckedBuild
        do {
            build = try CheckedBuild.run(archive, options: options, check: !noCheck) { say(built: $0, console: console) }
        } catch {
            console.error(error)
            throw Exit(error.exitStatus)
        }
        let report = build.site
        try CheckCommand.show(build, shownAs: output ?? report.outputDirectory.path, console: console)
        console.say("Open \(report.outputDirectory.appendingPathComponent("index.html").path)")
        if !report.damaged.isEmpty {
            let named = report.damaged.prefix(5).joined(separator: ", ") + (report.damaged.count > 5 ? " and \(report.damaged.count - 5) more" : "")
            console.error("\(report.damaged.count) \(report.damaged.count == 1 ? "recording is" : "recordings are") damaged or missing: \(named)",
                          hint: "Run `storychop repair BUNDLE.zip` with a bundle exported before the damage, then build again.")
            throw Exit(.rejected)
        }
    }

    /// The build's warnings and its one line, said before the check reads the site back.
    private func say(built report: SiteReport, console: Console) {
        console.clearProgress()
        for warning in report.warnings {
            console.warning(file: warning.file, warning.message)
        }
        console.say("Built the site for \(Counted.items(stories: report.stories, dayEntries: report.dayEntries)): \(report.written) files written, \(report.removed) removed, \(report.files) in all.")
        if verbose {
            for (name, origin) in report.templates.sorted(by: { $0.key < $1.key }) {
                console.say("  template \(name): \(origin)")
            }
        }
    }
}
