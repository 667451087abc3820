import ArgumentParser
import Bundle
import Foundation
import StoryArchive

/// `storychop repair BUNDLE.zip`: puts back the archive's damaged or missing recordings and
/// transcripts from a bundle, touching nothing that is fine.
struct RepairCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repair",
        abstract: "Put back damaged or missing recordings and transcripts from a bundle ZIP.",
        discussion: """
        Every recording is checked against the SHA-256 its story.json or entry.json records, and \
        every transcript is read. Only what is missing or damaged is taken from the bundle, and \
        only a copy that matches: a recording with the same checksum, a transcript of the same \
        recording. The bundle must verify first. Exit status 1 when something stays damaged.
        """)

    @OptionGroup var archiveOptions: ArchiveOptions
    @Argument(help: ArgumentHelp("A bundle exported from this archive (storychop export).", valueName: "BUNDLE.zip"))
    var bundle: String

    func run() throws {
        let console = Console()
        let archive = try archiveOptions.open(console: console)
        let report: RepairReport
        do {
            report = try ArchiveRepair(archive: archive).repair(from: bundle)
        } catch {
            console.error(error)
            throw Exit(error.exitStatus)
        }
        for (path, was) in report.restored {
            console.say("Put back \(path) (it was \(was)) from \(bundle).")
        }
        for unmended in report.unmended {
            console.warning(file: archive.root.appendingPathComponent(unmended.path).path, "still \(unmended.why)")
        }
        if report.restored.isEmpty, report.unmended.isEmpty {
            console.say("Nothing to repair: every recording matches its checksum and every transcript reads.")
        } else if report.unmended.isEmpty {
            console.say("Repaired \(report.restored.count) \(report.restored.count == 1 ? "file" : "files"). Run `storychop build` to show them on the site.")
        } else {
            console.error("\(report.unmended.count) \(report.unmended.count == 1 ? "file stays" : "files stay") damaged or missing (named above)",
                          hint: "Try a bundle exported before the damage, or another copy of the archive.")
            throw Exit(.rejected)
        }
    }
}
