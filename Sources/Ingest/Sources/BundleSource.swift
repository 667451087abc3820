import Bundle
import Foundation
import StoryArchive

/// A StoryChop bundle given to ingest (its ZIP, or the folder it was unpacked into), checked
/// as `verify` checks it before anything is read from it. A damaged one is refused whole, each
/// problem named; with `takeIntact`, its intact stories and day entries are taken, and each
/// one left out is named with why.
enum BundleSource {
    enum Verdict {
        /// Not a StoryChop bundle: read like any ZIP or folder.
        case notABundle
        /// Damaged and refused: nothing is to be read from it.
        case refused
        /// Sound, or damaged and taken in part: leave out what `leavesOut` says.
        case take(leavesOut: (@Sendable (String) -> Bool)?)
    }

    static let refusedHint = "Use another copy of the bundle; or run ingest again with --take-intact "
        + "to import the stories and day entries that are intact."

    /// Checks `path` and puts what is wrong with it in `report`: a rejection a problem when the
    /// bundle is refused, a rejection a story or day entry left out and a warning any other
    /// file left out when only its intact part is taken.
    static func check(_ path: String, shownAs display: String, takeIntact: Bool,
                      into report: inout IngestReport) throws(IngestError) -> Verdict {
        let checked: CheckedBundle
        do {
            guard let found = try CheckedBundle.check(path) else { return .notABundle }
            checked = found
        } catch {
            throw IngestError(error.reason == .io ? .io : .badZip, file: display, message: error.message, hint: error.hint)
        }
        if checked.isSound { return .take(leavesOut: nil) }
        guard takeIntact else {
            for problem in checked.report.problems {
                report.rejected.append(IngestError(.damagedBundle, file: name(problem.file, in: display),
                    message: "\(problem.message); the bundle is damaged, so nothing was imported from it", hint: refusedHint))
            }
            return .refused
        }
        for item in checked.damagedItems {
            let what = item.collection == .stories ? "story" : "day entry"
            let why = item.problems.map { problem in
                let file = problem.file.map { String($0.dropFirst(item.folder.count)) } ?? ""
                return file.isEmpty ? problem.message : "\(file): \(problem.message)"
            }
            report.rejected.append(IngestError(.damagedBundle, file: name(item.folder, in: display),
                message: "left out the \(what) \"\(item.id)\", as the bundle's copy is damaged (\(why.joined(separator: "; ")))",
                hint: "Nothing of it was imported; use another copy of the bundle to bring it in."))
        }
        for problem in checked.otherProblems {
            report.warn(name(problem.file, in: display), ["\(problem.message) (no story or day entry holds this file, so none was left out for it)"])
        }
        return .take(leavesOut: { checked.leavesOut($0) })
    }

    /// `Family.zip:data/stories/x/audio.m4a`: a file inside the bundle as the keeper named it.
    private static func name(_ file: String?, in display: String) -> String {
        guard let file, !display.hasSuffix(file) else { return display }
        return display + ":" + file
    }
}
