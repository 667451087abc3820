import ZipIO

/// Turns what `ZipStructure` found into verify's problems: one for the ZIP as a whole and one
/// per entry, each with its disagreements joined, entries named inside the bag like every
/// other problem (a report keeps one problem of a kind per file).
enum ZipStructureFindings {
    static let hint = "Programs that open the ZIP would not all see the same files in it; "
        + "use another copy of the bundle, or export it again."

    /// `prefix`: the bag's top folder inside the ZIP (`Family-Stories/`); `zipName` names
    /// the problem with the ZIP as a whole.
    static func problems(_ report: ZipStructureReport, prefix: String, zipName: String) -> [VerifyProblem] {
        var messages: [String: [String]] = [:]
        var order: [String] = []
        for problem in report.problems {
            let file = problem.entry.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 } ?? zipName
            if messages[file] == nil { order.append(file) }
            messages[file, default: []].append(problem.message)
        }
        // With no end record, there is nothing to disagree with: it is no whole ZIP.
        let unreadable = !report.hasEndRecord
        return order.map { file in
            let what = file != zipName ? "the ZIP's own records disagree about this entry"
                : unreadable ? "this cannot be read as a ZIP" : "the ZIP's own records disagree"
            return VerifyProblem(.damaged, file: file, message: "\(what): " + (messages[file] ?? []).joined(separator: "; "),
                                 hint: unreadable ? "The ZIP is damaged or not a StoryChop bundle; use another copy of the bundle." : hint)
        }
    }
}
