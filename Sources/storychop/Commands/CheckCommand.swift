import ArgumentParser
import StoryCore
import Foundation
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

    /// The check `build` runs after writing the site: only the pages changed since the last
    /// such check (see `CheckRecord`), all of them when that cannot be told. `files`: every
    /// file of the site with its fingerprint, as the build reports them.
    static func checkAfterBuild(_ folder: URL, files: [String: String], shownAs: String, console: Console) throws {
        let pages = CheckRecord.pagesToCheck(files: files, siteDirectory: folder)
        let report = SiteChecker.check(siteDirectory: folder, pages: pages)
        var failedWrite: (any StorychopError)?
        do {
            // No page to check: every file is as recorded, so is the record.
            if pages?.isEmpty != true { try CheckRecord.save(files: files, problems: report.problems, siteDirectory: folder) }
        } catch {
            console.error(error)   // the check still stands (the next one reads every page), but a failed write fails the command
            failedWrite = error
        }
        try show(report, pagesDescribedAs: pages == nil ? nil : "changed", console: console, shownAs: shownAs)
        if let failedWrite { throw Exit(failedWrite.exitStatus) }
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
