import AudioProbe
import StoryCore
import Foundation
import StoryArchive

/// Adds prepared recordings (see `RecordingPreparer`) one at a time, in the order they were
/// found, remembering what the archive (and this run) already holds so a recording is never
/// added twice, no two items get the same id, and a person's day holds one check-in: the one
/// recorded first, as the daily check-in plan keeps (once-a-day entries are added last, in time order).
struct RecordingAdder {
    let archive: Archive
    let options: IngestOptions
    /// SHA-256 → story or entry id, for the archive and everything added in this run.
    private var itemByHash: [String: String]
    private var takenIDs: [ArchiveCollection: Set<String>]
    /// Each collection's folder, made once: an item's folder is looked for by its path.
    private let folderPaths: [ArchiveCollection: String]
    /// `DayEntry.onceADayKey` → the entry that holds that day.
    private var dayHolders: [String: DayEntry]
    /// Added items waiting to be flushed to disk and moved into place together.
    private var batch: CommitBatch
    /// The batch before it, being committed on a thread of its own (see `commitInBackground`).
    private var committing: PendingCommit?
    /// Once-a-day entries, held until every recording is prepared so that of two for one
    /// person's day the earlier recorded is kept, not the one whose file's name comes first.
    private var onceADay: [(recorded: RecordedDate, item: PreparedItem)] = []

    init(archive: Archive, options: IngestOptions, held: HeldItems, itemByHash: [String: String]) {
        self.archive = archive
        self.options = options
        self.itemByHash = itemByHash
        folderPaths = Dictionary(uniqueKeysWithValues: ArchiveCollection.allCases.map { ($0, archive.directory(of: $0).path) })
        takenIDs = [.stories: Set(held.stories.map(\.id)), .days: Set(held.days.map(\.id))]
        dayHolders = Dictionary(held.days.filter(\.kind.isOncePerDay).map { ($0.onceADayKey, $0) },
                                uniquingKeysWith: { first, _ in first })
        batch = CommitBatch(archive: archive)
    }

    mutating func add(_ prepared: PreparedItem, into report: inout IngestReport) {
        if case .ready(_, .success(.day(let draft)), _) = prepared.outcome, draft.entry.kind.isOncePerDay {
            onceADay.append((draft.entry.recorded ?? draft.entry.day, prepared))
            return
        }
        addNow(prepared, into: &report)
    }

    private mutating func addNow(_ prepared: PreparedItem, into report: inout IngestReport) {
        let name = prepared.displayName
        switch prepared.outcome {
        case .rejected(let error, let audioWarnings):
            report.warn(name, audioWarnings)
            report.rejected.append(error)
        case .skipped(let why, let audioWarnings):
            report.warn(name, audioWarnings)
            report.skipped.append(IngestReport.Skipped(file: name, why: why))
        case .ready(let audioWarnings, let draft, let read):
            report.warn(name, audioWarnings)
            do {
                if let outcome = try addOrSkip(name, draft: draft, read: read, report: &report) {
                    report.added.append(outcome)
                }
            } catch {
                report.rejected.append(error)
            }
        }
        if batch.isFull { commitInBackground(into: &report) }
    }

    /// Makes every added item durable and visible (see `CommitBatch`). Call after the last recording.
    mutating func finish(into report: inout IngestReport) {
        // A stable sort: entries recorded at the same moment (or without a time) keep the order found.
        let byTime = onceADay.enumerated().sorted { ($0.element.recorded, $0.offset) < ($1.element.recorded, $1.offset) }
        onceADay = []
        byTime.forEach { addNow($0.element.item, into: &report) }
        commitInBackground(into: &report)
        settle(into: &report)
    }

    /// A full batch waits for the disk (`syncfs`) on a thread of its own while the next one
    /// fills: the adder waited a quarter of the run for it, with the cores idle. One batch is
    /// committed at a time, in order: the one before is settled first.
    private mutating func commitInBackground(into report: inout IngestReport) {
        settle(into: &report)
        guard !batch.isEmpty else { return }
        let full = batch
        committing = PendingCommit(work: Background { full.commit() }, rejectedBefore: report.rejected.count)
        batch = CommitBatch(archive: archive)
    }

    /// Waits for the batch being committed; a story that could not be moved into place is
    /// rejected where committing it on the spot would have put it.
    private mutating func settle(into report: inout IngestReport) {
        guard let pending = committing else { return }
        committing = nil
        report.withdraw(pending.work.wait(), rejectedAt: pending.rejectedBefore)
    }

    /// A batch being committed, and how many recordings the report had rejected when it was full.
    private struct PendingCommit {
        var work: Background<[(any ArchiveItem, ArchiveError)]>
        var rejectedBefore: Int
    }

    /// The item added, or nil when the recording was skipped as a duplicate.
    /// The checks come in the order a recording met them when it was added on its own.
    private mutating func addOrSkip(_ name: String, draft: Result<ItemDraft, IngestError>,
                                    read: Result<PreparedItem.Read, IngestError>,
                                    report: inout IngestReport) throws(IngestError) -> IngestReport.Added? {
        let staged = (try? read.get())?.staged
        // Same bytes as an item added earlier in this run (the archive's were skipped when prepared).
        if case .success(let audio) = read, let sha256 = audio.digest?.sha256, let existing = itemByHash[sha256] {
            staged?.discard()
            report.skipped.append(IngestReport.Skipped(file: name, why: PreparedItem.duplicate(of: existing)))
            return nil
        }
        switch try draft.get() {
        case .story(let draft):
            report.warnings += draft.warnings
            var story = draft.story
            story.id = chooseID(for: story, preferred: draft.preferredID)
            if case .success(let audio) = read {
                story.photos = audio.photos.photos
                report.warnings += audio.photos.warnings
            }
            var added = try add(story, title: story.title, name: name, read: read, expectedSHA256: draft.expectedSHA256, report: &report)
            added.photos = story.photos.count
            return added
        case .day(let draft):
            report.warnings += draft.warnings + ((try? read.get())?.photos.warnings ?? [])
            var entry = draft.entry
            if entry.kind.isOncePerDay, let holder = dayHolders[entry.onceADayKey] {
                // A day's answers exported before all were given gain the rest; nothing kept changes.
                if entry.kind == .answers, DailyAnswer.onlyAdds(entry.answers, to: holder.answers) {
                    entry.id = holder.id
                    var added = try add(entry, title: entry.summary, name: name, read: read, expectedSHA256: nil, replacing: true, report: &report)
                    added.amends = true
                    return added
                }
                staged?.discard()
                // Without a recording to compare, an entry saying the same is the one ingested before.
                if entry.audio == nil, entry.saysTheSame(as: holder) {
                    report.skipped.append(IngestReport.Skipped(file: name, why: "the same entry is already in the archive as \(holder.id)"))
                    return nil
                }
                throw Self.dayTaken(entry, holder: holder, file: name)
            }
            let preferred = draft.preferredID.flatMap { StoryID.isValid($0) && !isTaken($0, in: .days) ? $0 : nil }
            entry.id = preferred ?? entry.newID { isTaken($0, in: .days) }
            return try add(entry, title: entry.summary, name: name, read: read, expectedSHA256: draft.expectedSHA256, report: &report)
        }
    }

    /// Why an entry for a day already held is refused; for answers, the first that differs.
    private static func dayTaken(_ entry: DayEntry, holder: DayEntry, file: String) -> IngestError {
        var message = "\(entry.person) already has \(entry.kind.phraseWithArticle) for \(entry.day.dayString), kept in days/\(holder.id)"
        if entry.kind == .answers, let difference = DailyAnswer.difference(entry.answers, from: holder.answers) {
            message += ", and \(difference) (answers in the archive are never changed)"
        } else {
            message += " (entries are never replaced)"
        }
        return IngestError(.dayTaken, file: file, message: message,
                           hint: "To keep this one instead, delete the folder days/\(holder.id) from the archive (keep a copy if unsure), then run ingest again.")
    }

    /// Checks the copy against a re-imported item's checksum and queues the item for commit.
    private mutating func add<Item: ArchiveItem>(_ item: Item, title: String, name: String,
                                                 read: Result<PreparedItem.Read, IngestError>, expectedSHA256: String?,
                                                 replacing: Bool = false, report: inout IngestReport) throws(IngestError) -> IngestReport.Added {
        var item = item
        let read = try read.get()
        let added = IngestReport.Added(id: item.id, collection: Item.collection, file: name, title: title)
        if options.dryRun {
            remember(item, sha256: read.digest?.sha256)
            return added
        }
        guard let staged = read.staged else { preconditionFailure("an item with a draft is staged unless the run is dry") }
        if let expectedSHA256, expectedSHA256 != read.digest?.sha256 {
            staged.discard()
            throw IngestError(.checksumMismatch, file: name,
                message: "the audio does not match the checksum in its \(Item.collection.metadataFileName) — it was changed or damaged after export",
                hint: "Use an undamaged copy of the bundle, or run `storychop verify` on it to see every damaged file.")
        }
        if let digest = read.digest {
            item.audio?.sha256 = digest.sha256
            item.audio?.bytes = digest.bytes
        }
        do {
            try batch.add(staged, item: item, bytes: (read.digest?.bytes ?? 0) + read.photos.bytes, replacing: replacing)
        } catch {
            staged.discard()
            throw IngestError(error, file: name)
        }
        remember(item, sha256: read.digest?.sha256)
        report.bytesAdded += read.digest?.bytes ?? 0
        return added
    }

    /// The id a re-imported story had, when it is free; otherwise day + slug, made unique.
    private func chooseID(for story: Story, preferred: String?) -> String {
        if let preferred, StoryID.isValid(preferred), !isTaken(preferred, in: .stories) { return preferred }
        return StoryID.make(day: story.recorded, title: story.title) { isTaken($0, in: .stories) }
    }

    private func isTaken(_ id: String, in collection: ArchiveCollection) -> Bool {
        takenIDs[collection, default: []].contains(id)
            || FileManager.default.fileExists(atPath: folderPaths[collection, default: ""] + "/" + id)
    }

    private mutating func remember<Item: ArchiveItem>(_ item: Item, sha256: String?) {
        if let sha256 { itemByHash[sha256] = item.id }
        takenIDs[Item.collection, default: []].insert(item.id)
        if let entry = item as? DayEntry, entry.kind.isOncePerDay { dayHolders[entry.onceADayKey] = entry }
    }
}

/// What the archive held when the run began.
struct HeldItems: Sendable {
    var stories: [Story]
    var days: [DayEntry]
}
