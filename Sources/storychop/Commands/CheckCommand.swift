import ArgumentParser
import StoryCore
import Foundation
import Site
import SiteCheck
import StoryArchive

/// `storychop check [SITE_DIR] [--archive DIR] [--quiet]`
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a built site: links that work from a folder, no outside requests, accessibility basics.",
        discussion: """
        Reads every page of the site and reports broken links and anchors, links that only work \
        on a web server (/x, folders), files fetched from the internet, and pages missing a lang, \
        alt text, a labelled player, one <h1> or heading order. One line per problem; exit status \
        1 when anything is wrong, 3 when the site folder cannot be read.
        """)

    @Argument(help: ArgumentHelp("The site folder (default: the archive's, `site` in storychop.yml).", valueName: "SITE_DIR"))
    var siteDirectory: String?
    @OptionGroup var archiveOptions: ArchiveOptions
    @Flag(help: "Print only problems.")
    var quiet = false

    func run() throws {
        let console = Console(quiet: quiet)
        let (folder, shownAs) = try site(console: console)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            console.error(SiteCheckFailure(file: shownAs, message: "there is no site folder here",
                                           hint: "Build the site first with `storychop build`, or name the folder to check.",
                                           exitStatus: .io))
            throw Exit(.io)
        }
        try Self.check(folder, shownAs: shownAs, console: console)
    }

    /// Checks `folder`, printing one line per problem; throws exit status 1 when anything is wrong.
    static func check(_ folder: URL, shownAs: String, console: Console) throws {
        try show(SiteChecker.check(siteDirectory: folder), pagesDescribedAs: nil, console: console, shownAs: shownAs)
    }

    /// What the check `build` ran after writing the site found (`CheckedBuild`): the pages
    /// changed since the last check, all of them when that could not be told.
    static func show(_ build: CheckedBuild, shownAs: String, console: Console) throws {
        guard let report = build.check else { return }
        if let failure = build.recordFailure {
            console.error(failure)   // the check still stands (the next one reads every page), but a failed write fails the command
        }
        try show(report, pagesDescribedAs: build.checkedChangedPagesOnly ? "changed" : nil, console: console, shownAs: shownAs)
        if let failure = build.recordFailure { throw Exit(failure.exitStatus) }
    }

    private static func show(_ report: SiteCheckReport, pagesDescribedAs adjective: String?, console: Console,
                             shownAs: String) throws {
        for problem in report.problems {
            console.error(SiteCheckFailure(problem, siteShownAs: shownAs))
        }
        let summary = report.summary(pagesDescribedAs: adjective)
        if report.isClean {
            console.say(summary)
        } else {
            // Said even with --quiet: a script reading only the exit status still gets the verdict on screen.
            FileHandle.standardError.write(Data("\(summary)\n".utf8))
            throw Exit(.rejected)
        }
    }

    /// The folder to check, and how to name it in messages (as the user would type it).
    private func site(console: Console) throws -> (URL, String) {
        if let siteDirectory {
            return (URL(fileURLWithPath: siteDirectory), siteDirectory)
        }
        let archive = try archiveOptions.open(console: console)
        let folder = archive.root.appendingPathComponent(archive.config.siteDirectory)
        let base = archiveOptions.archive
        let shown = base == "." ? archive.config.siteDirectory
            : (base.hasSuffix("/") ? base : base + "/") + archive.config.siteDirectory
        return (folder, shown)
    }
}

/// A site problem in the CLI's one error shape: `error: site/index.html:14: message — hint`.
struct SiteCheckFailure: StorychopError {
    var file: String?
    var message: String
    var hint: String
    var exitStatus: ExitStatus

    init(file: String, message: String, hint: String, exitStatus: ExitStatus = .rejected) {
        self.file = file
        self.message = message
        self.hint = hint
        self.exitStatus = exitStatus
    }

    init(_ problem: SiteProblem, siteShownAs site: String) {
        let path = (site.hasSuffix("/") ? site : site + "/") + problem.file
        self.init(file: problem.line.map { "\(path):\($0)" } ?? path, message: problem.message, hint: problem.hint)
    }
}
