import Ingest
import StoryArchive

/// The end-of-run summary: what was added, skipped and rejected, each with its file.
struct IngestSummary {
    let report: IngestReport
    let archive: Archive

    func print(to console: Console) {
        for warning in report.warnings {
            console.warning(file: warning.file, warning.message)
        }
        for rejection in report.rejected {
            console.error(rejection)
        }
        let verb = report.dryRun ? "Would add" : "Added"
        if !report.added.isEmpty {
            let size = report.dryRun ? "" : " (\(ByteCount.text(report.bytesAdded)) of audio)"
            console.say("\(verb) \(counted(report.added)) to \(archive.root.path)\(size):")
            for item in report.added {
                // "~": a day's answers gaining those a later export has (none kept is changed).
                let mark = item.amends ? "~" : "+"
                let more = item.amends ? "  (answers added to the day)" : item.photos == 0 ? "" : "  (\(item.photos) \(plural(item.photos, "photo", "photos")))"
                console.say("  \(mark) \(item.collection.folderName)/\(item.id)  ← \(item.file)\(more)")
            }
        }
        if !report.skipped.isEmpty {
            console.say("Skipped \(report.skipped.count):")
            for skipped in report.skipped {
                console.say("  = \(skipped.file): \(skipped.why)")
            }
        }
        if !report.peopleFilesAdded.isEmpty {
            console.say("\(report.dryRun ? "Would bring" : "Brought") back from the bundle: " + report.peopleFilesAdded.joined(separator: ", ") + ".")
        }
        if report.questionsNoted + report.questionsArchived > 0 {
            var changes: [String] = []
            if report.questionsNoted > 0 { changes.append("\(report.questionsNoted) new \(plural(report.questionsNoted, "question", "questions"))") }
            if report.questionsArchived > 0 { changes.append("\(report.questionsArchived) now archived") }
            console.say("Daily questions in \(DailyQuestions.fileName): " + changes.joined(separator: ", ") + ".")
        }
        var line = "\(report.added.count) \(report.dryRun ? "to add" : "added"), \(report.skipped.count) skipped, \(report.rejected.count) rejected"
        if !report.warnings.isEmpty { line += ", \(report.warnings.count) \(plural(report.warnings.count, "warning", "warnings"))" }
        if report.dryRun { line += " (dry run: nothing was written)" }
        console.say(line + ".")
    }

    /// "3 stories and 12 day entries", "12 day entries", "1 story".
    private func counted(_ added: [IngestReport.Added]) -> String {
        let stories = added.count { $0.collection == .stories }
        let entries = added.count - stories
        guard stories > 0 else { return entries == 1 ? "1 day entry" : "\(entries) day entries" }
        return Counted.items(stories: stories, dayEntries: entries)
    }

    private func plural(_ count: Int, _ one: String, _ many: String) -> String {
        count == 1 ? one : many
    }
}
