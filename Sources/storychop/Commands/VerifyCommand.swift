import ArgumentParser
import Bundle
import Foundation
import StoryArchive

/// `storychop verify PATH [--quiet]`
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check every checksum of a bundle ZIP, an unpacked bundle or an archive.",
        discussion: """
        A ZIP is read without unpacking anything. Its central directory (what unzip and file \
        managers show) must agree with its local headers and end record, so every program sees \
        the files checked. Every file's SHA-256 and SHA-512 are compared with the bundle's \
        manifests (SHA-256 alone for a bundle made before StoryChop wrote SHA-512). Each missing, \
        extra, changed or damaged file is reported on its own line. Exit status 1 when anything \
        is wrong, 3 when PATH cannot be read.
        """)

    @Argument(help: ArgumentHelp("A bundle ZIP, the folder it was unpacked into, or an archive folder.", valueName: "PATH"))
    var path: String
    @Flag(help: "Print only problems.")
    var quiet = false

    func run() throws {
        let console = Console(quiet: quiet)
        let report: VerifyReport
        do {
            report = try BundleVerifier.verify(path: path)
        } catch {
            console.error(error)
            throw Exit(error.exitStatus)
        }
        for problem in report.problems {
            console.error(problem)
        }
        if !report.ignored.isEmpty {
            console.warning(file: path, "left out of the check, as files an operating system adds on its own: "
                + report.ignored.joined(separator: ", "))
        }
        let what = switch report.kind {
        case .zip: "bundle ZIP"
        case .bundleFolder: "unpacked bundle"
        case .archive: "archive"
        }
        let stories = Counted.items(stories: report.stories, dayEntries: report.dayEntries)
        var checked = "\(stories), \(report.filesChecked) files, \(ByteCount.text(report.bytesChecked)) checked"
        checked += " with " + report.checksums.map(\.displayName).joined(separator: " and ")
        if report.kind != .archive, !report.checksums.contains(.sha512) {
            checked += ": a bundle made before StoryChop added SHA-512 manifests"
        }
        if report.isValid {
            console.say("OK: the \(what) \(path) is complete and unchanged (\(checked)).")
        } else {
            let count = report.problems.count == 1 ? "1 problem" : "\(report.problems.count) problems"
            // Said even with --quiet: a script reading only the exit status still gets the verdict on screen.
            FileHandle.standardError.write(Data("\(count) found in the \(what) \(path) (\(checked)).\n".utf8))
            throw Exit(.rejected)
        }
    }
}
