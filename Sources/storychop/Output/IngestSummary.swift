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
        let skipped = report.skipped.reduce(0) { $0 + $1.count }
        if !report.skipped.isEmpty {
            console.say("Skipped \(skipped):")
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
        report.chatsListed.forEach { listSenders($0, to: console) }
        var line = "\(report.added.count) \(report.dryRun ? "to add" : "added"), \(skipped) skipped, \(report.rejected.count) rejected"
        if !report.warnings.isEmpty { line += ", \(report.warnings.count) \(plural(report.warnings.count, "warning", "warnings"))" }
        if report.dryRun { line += " (dry run: nothing was written)" }
        console.say(line + ".")
    }

    /// A chat ingested without --from: whose voice notes it holds, and how to choose.
    private func listSenders(_ chat: IngestReport.ChatSenders, to console: Console) {
        let people = chat.senders.count
        console.say("\(chat.chat) is a \(chat.app) chat with voice notes from \(people) \(plural(people, "person", "people")); none were taken:")
        let width = chat.senders.map(\.name.count).max() ?? 0
        for sender in chat.senders {
            let padding = String(repeating: " ", count: width - sender.name.count)
            var line = "  \(sender.name)\(padding)  \(sender.notes) \(plural(sender.notes, "voice note", "voice notes")), \(Self.minutes(sender.seconds))"
            if sender.missing > 0 { line += " (\(sender.missing) not in the export)" }
            console.say(line)
        }
        // A chat inside a ZIP's folder is ingested by the ZIP.
        let source = chat.chat.split(separator: ":").first.map(String.init) ?? chat.chat
        let example = chat.senders.first?.name ?? "NAME"
        console.say("Choose whose voice notes to keep with --from (once for each person), e.g. storychop ingest \"\(source)\" --from \"\(example)\"")
    }

    /// "12 s", "4.5 min", "83 min".
    static func minutes(_ seconds: Double) -> String {
        if seconds < 60 { return "\(Int(seconds.rounded())) s" }
        let minutes = seconds / 60
        return minutes < 10 ? "\((minutes * 10).rounded() / 10) min" : "\(Int(minutes.rounded())) min"
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
