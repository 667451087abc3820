import ArgumentParser
import Foundation
import Sharing
import Site
import StoryArchive
import StoryCore

/// `storychop publish DEST [--passphrase | --passphrase-file FILE] [--archive DIR] [--full] [--quiet]`
struct PublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Build the website and send it where relatives can reach it: a folder, a host over SSH, or an rclone remote.",
        discussion: """
        DEST is a folder (a USB stick, a synced drive), user@host:path (rsync over SSH; options \
        from ~/.ssh/config or RSYNC_RSH), or rclone:REMOTE:path (any remote `rclone config` knows). \
        Only files whose bytes changed are sent: story pages and recordings first, then the lists \
        and the home page; files an earlier publish sent that the site no longer has are removed \
        last, and nothing else there is touched. Private stories, sealed stories' recordings and \
        transcripts, and StoryChop's hidden records are never sent. With --passphrase or \
        --passphrase-file (or private_site: in storychop.yml), DEST gets a private site instead: \
        every file encrypted, opened in the browser with the family passphrase (docs/sharing.md).
        """)

    @OptionGroup var archiveOptions: ArchiveOptions
    @Argument(help: ArgumentHelp("Where to publish: a folder, user@host:path, or rclone:REMOTE:path.", valueName: "DEST"))
    var destination: String
    @Flag(help: "Compare every file with DEST even when the site has not changed since the last publish there.")
    var full = false
    @OptionGroup var privateSite: PrivateSiteOptions
    @Flag(help: "Print only errors.")
    var quiet = false

    func run() throws {
        let console = Console(quiet: quiet)
        let report: PublishWorkflow.Report
        do {
            let destination = try PublishDestination.parse(self.destination)
            let archive = try archiveOptions.open(console: console)
            let passphrase = try privateSite.resolve(archive: archive, console: console)
            let publisher = Publisher(to: destination, recordFolder: PublishWorkflow.recordFolder(of: archive))
            let site = SiteOptions(progress: { step in
                console.progress("Building the site: \(step.stage): \(step.done) of \(step.total)")
            })
            report = try PublishWorkflow.run(archive, with: publisher, site: site, full: full, passphrase: passphrase, built: { built in
                console.clearProgress()
                for warning in built.warnings { console.warning(file: warning.file, warning.message) }
            }, progress: { step in
                console.progress("Sent \(step.sent == 1 ? "1 file" : "\(step.sent) files") (\(ByteCount.text(step.sentBytes)))  \(step.file)")
            })
            console.clearProgress()
            if let copy = report.privateCopy { sayPrivate(copy, to: report.publish.destination, console: console) }
            say(report.publish, baseURL: archive.config.baseURL, console: console)
        } catch let error as any StorychopError {
            console.error(error)
            throw Exit(error.exitStatus)
        }
        try failIfDamaged(report.site.damaged, console: console)
    }

    private func say(_ report: PublishReport, baseURL: String?, console: Console) {
        let files = report.files == 1 ? "1 file" : "\(report.files) files"
        console.say("Published \(files) to \(report.destination): \(report.sent) sent (\(ByteCount.text(report.sentBytes))), \(report.removed) removed.")
        switch (baseURL, report.destination) {
        case (let url?, _): console.say("The site: \(url)")
        case (nil, .folder(let path)): console.say("The site: \(path)/index.html")
        case (nil, let destination): console.say("The site: \(destination) (set base_url in storychop.yml to its web address)")
        }
    }

    private func sayPrivate(_ copy: PrivateSite.Report, to destination: PublishDestination, console: Console) {
        let fresh = copy.newPassphrase ? " (a new passphrase: every file anew)" : ""
        console.say("Private site: \(copy.encrypted) files encrypted (\(ByteCount.text(copy.encryptedBytes)))\(fresh), "
                    + "\(copy.kept) unchanged, \(copy.removed) removed; the copy is kept in \(copy.copy.path).")
        if case .folder = destination {
            console.say("A private site opens only from a web address (https://, or http://localhost): serve the folder from a host.")
        }
    }

    /// As `build` does: recordings whose bytes do not match their checksum fail the run.
    private func failIfDamaged(_ damaged: [String], console: Console) throws {
        guard !damaged.isEmpty else { return }
        let named = damaged.prefix(5).joined(separator: ", ") + (damaged.count > 5 ? " and \(damaged.count - 5) more" : "")
        console.error("\(damaged.count) \(damaged.count == 1 ? "recording is" : "recordings are") damaged or missing: \(named)",
                      hint: "Run `storychop repair BUNDLE.zip` with a bundle exported before the damage, then publish again.")
        throw Exit(.rejected)
    }
}
