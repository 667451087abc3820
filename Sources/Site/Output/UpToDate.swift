import Foundation
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// The question every rebuild asks first: is the site what the archive would make now?
/// It is when the last build's settings are this build's, no story folder has come or gone,
/// and every archive file the last build read has the stamp it had then (see `BuildState`).
///
/// Asked of the state file's bytes, before anything else is loaded: each recorded stamp is
/// compared with one made by stat(2) into a reused buffer, on all cores. At ten thousand
/// stories that is 30,000 files, and turning each line into strings and dictionaries first
/// took longer than the whole answer does now.
enum UpToDate {
    /// What the last build said, to be said again when nothing changed.
    struct Summary: Sendable {
        var storyCount = 0
        var fileCount = 0
        var warnings: [SiteWarning] = []
    }

    /// What the check found.
    struct Answer: Sendable {
        /// What the last build said.
        var summary = Summary()
        var settingsMatch = false
        /// Archive-relative path → its stamp now (`FileStamp.missing` when it is gone), for each
        /// input of the last build that differs now: the rest of a rebuild takes every other
        /// stamp from the build state instead of asking the disk again.
        var changed: [String: String] = [:]

        var isUpToDate: Bool { settingsMatch && changed.isEmpty }
    }

    /// The answer (nil when the state records no inputs), with what `work` gave: it runs on a
    /// core of its own while the stamps are compared on the others, and finds this build's
    /// settings digest and story list stamp (`SiteInputs.storyListStamp`), which `settings`
    /// takes from what it gave; nil when it failed, and the answer is then nil too. (Reading the
    /// templates, the theme and the story folders' names took as long as a core's share of the
    /// stamps, one after the other.)
    static func check<Work>(state: MappedFile, archiveRoot: String, alongside work: () -> Work,
                            settings: (Work) -> (digest: String, storyList: String)?) -> (Answer?, Work) {
        let bytes = UnsafeRawBufferPointer(state.bytes)
        var answer = Answer()
        var recordedSettings = ""
        var position = 0
        var inputs: Range<Int>?
        // Header lines, then the inputs: the lines up to the first "file" line.
        while position < bytes.count, inputs == nil {
            guard let end = newline(in: bytes, from: position, before: bytes.count) else { return (nil, work()) }
            let fields = splitLine(bytes, position..<end)
            switch fields.first {
            case "settings": recordedSettings = fields.last ?? ""
            case "stories": answer.summary.storyCount = Int(fields.last ?? "") ?? 0
            case "files": answer.summary.fileCount = Int(fields.last ?? "") ?? 0
            case "warning" where fields.count == 3:
                answer.summary.warnings.append(SiteWarning(file: fields[1], message: fields[2]))
            case "input": inputs = position..<(firstLine(startingWith: "file\t", in: bytes, from: position) ?? bytes.count)
            default: break
            }
            position = end + 1
        }
        guard let inputs else { return (nil, work()) }
        let (changed, recordedList, done) = changedStamps(state, inputs, archiveRoot: archiveRoot, alongside: work)
        guard let now = settings(done) else { return (nil, done) }
        answer.settingsMatch = recordedSettings == now.digest
        answer.changed = changed ?? [SiteInputs.storyListKey: now.storyList]
        if let recordedList, recordedList != now.storyList { answer.changed[SiteInputs.storyListKey] = now.storyList }
        return (answer, done)
    }

    /// Every "input" line in `range` against the file it names, in runs on all cores, with
    /// `work` on one of them first: the changed ones (nil when the archive folder cannot be
    /// opened), and the recorded stamp of the story list (compared by the caller).
    private static func changedStamps<Work>(_ state: MappedFile, _ range: Range<Int>, archiveRoot: String,
                                            alongside work: () -> Work) -> ([String: String]?, String?, Work) {
        // Runs of whole lines, about 16 KB each: many, so that the core that did `work` takes
        // its share of the rest.
        let bytes = UnsafeRawBufferPointer(state.bytes)
        var runs: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            var end = range.upperBound
            if start + 16_384 < end, let lineEnd = newline(in: bytes, from: start + 16_384, before: end) { end = lineEnd + 1 }
            runs.append(start..<end)
            start = end
        }
        let changed = Locked<[String: String]>([:]), recordedList = Locked<String?>(nil)
        let listKey = Array(SiteInputs.storyListKey.utf8)
        return withoutActuallyEscaping(work) { work in
            let alongside = ParallelWork(work)
            let opened: Void? = StampComparer.withFolder(archiveRoot) { folder in
                DispatchQueue.concurrentPerform(iterations: runs.count + 1) { [runs] index in
                    guard index > 0 else { return alongside.run() }
                    let comparer = StampComparer(folder: folder)
                    let (found, list) = changedLines(UnsafeRawBufferPointer(state.bytes), runs[index - 1], comparer: comparer,
                                                     listKey: listKey)
                    if !found.isEmpty { changed.withLock { $0.merge(found) { new, _ in new } } }
                    if let list { recordedList.withLock { $0 = list } }
                }
            }
            // The archive folder cannot be opened: not up to date, and the whole rebuild says why.
            if opened == nil { alongside.run() }
            return (opened == nil ? nil : changed.withLock { $0 }, recordedList.withLock { $0 }, alongside.result!)
        }
    }

    /// The lines of `run` whose file differs now, and the story list's recorded stamp if the
    /// run holds its line.
    private static func changedLines(_ bytes: UnsafeRawBufferPointer, _ run: Range<Int>, comparer: StampComparer,
                                     listKey: [UInt8]) -> ([String: String], String?) {
        var changed: [String: String] = [:], list: String?
        var position = run.lowerBound
        while let end = newline(in: bytes, from: position, before: run.upperBound) {
            // input \t stamp \t path
            guard let tab1 = tab(in: bytes, from: position, before: end), let tab2 = tab(in: bytes, from: tab1 + 1, before: end) else {
                position = end + 1
                continue
            }
            let recorded = UnsafeRawBufferPointer(rebasing: bytes[(tab1 + 1)..<tab2])
            let name = UnsafeRawBufferPointer(rebasing: bytes[(tab2 + 1)..<end])
            position = end + 1
            if name.elementsEqual(listKey) {
                list = String(decoding: recorded, as: UTF8.self)
            } else if !comparer.matches(name, recorded: recorded) {
                changed[String(decoding: name, as: UTF8.self)] = comparer.stamp
            }
        }
        return (changed, list)
    }

    /// The index of the first line feed in `start..<end`.
    private static func newline(in bytes: UnsafeRawBufferPointer, from start: Int, before end: Int) -> Int? {
        start < end ? bytes.firstIndex(ofByte: 10, in: start..<end) : nil
    }

    /// The index of the first tab in `start..<end`.
    private static func tab(in bytes: UnsafeRawBufferPointer, from start: Int, before end: Int) -> Int? {
        start < end ? bytes.firstIndex(ofByte: 9, in: start..<end) : nil
    }

    private static func splitLine(_ bytes: UnsafeRawBufferPointer, _ line: Range<Int>) -> [String] {
        bytes[line].split(separator: 9, maxSplits: 2, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// Where the first line beginning with `prefix` at or after `start` begins.
    private static func firstLine(startingWith prefix: String, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let marker = Array(("\n" + prefix).utf8)
        var position = start
        while let end = newline(in: bytes, from: position, before: bytes.count) {
            if bytes[end...].starts(with: marker) { return end + 1 }
            position = end + 1
        }
        return nil
    }
}
