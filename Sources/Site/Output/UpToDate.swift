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

    /// Nil when the state records no inputs. `storyList` is the stamp of the story folders'
    /// names now (`SiteInputs.storyListStamp`).
    static func check(state: MappedFile, settings: String, storyList: String, archiveRoot: String) -> Answer? {
        let bytes = UnsafeRawBufferPointer(state.bytes)
        var answer = Answer()
        var position = 0
        var inputs: Range<Int>?
        // Header lines, then the inputs: the lines up to the first "file" line.
        while position < bytes.count, inputs == nil {
            guard let end = newline(in: bytes, from: position, before: bytes.count) else { return nil }
            let fields = splitLine(bytes, position..<end)
            switch fields.first {
            case "settings": answer.settingsMatch = fields.last == settings
            case "stories": answer.summary.storyCount = Int(fields.last ?? "") ?? 0
            case "files": answer.summary.fileCount = Int(fields.last ?? "") ?? 0
            case "warning" where fields.count == 3:
                answer.summary.warnings.append(SiteWarning(file: fields[1], message: fields[2]))
            case "input": inputs = position..<(firstLine(startingWith: "file\t", in: bytes, from: position) ?? bytes.count)
            default: break
            }
            position = end + 1
        }
        guard let inputs else { return nil }
        answer.changed = changedStamps(state, inputs, storyList: storyList, archiveRoot: archiveRoot)
        return answer
    }

    /// Every "input" line in `range` against the file it names, in runs on all cores.
    private static func changedStamps(_ state: MappedFile, _ range: Range<Int>, storyList: String,
                                      archiveRoot: String) -> [String: String] {
        // Runs of whole lines, about 64 KB each.
        let bytes = UnsafeRawBufferPointer(state.bytes)
        var runs: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            var end = range.upperBound
            if start + 65_536 < end, let lineEnd = newline(in: bytes, from: start + 65_536, before: end) { end = lineEnd + 1 }
            runs.append(start..<end)
            start = end
        }
        let changed = Locked<[String: String]>([:])
        let listKey = Array(SiteInputs.storyListKey.utf8), listStamp = Array(storyList.utf8)
        let opened: Void? = StampComparer.withFolder(archiveRoot) { folder in
            DispatchQueue.concurrentPerform(iterations: runs.count) { [runs] index in
                let comparer = StampComparer(folder: folder)
                let found = changedLines(UnsafeRawBufferPointer(state.bytes), runs[index], comparer: comparer,
                                         listKey: listKey, listStamp: listStamp)
                if !found.isEmpty { changed.withLock { $0.merge(found) { new, _ in new } } }
            }
        }
        // The archive folder cannot be opened: not up to date, and the whole rebuild says why.
        return opened == nil ? [SiteInputs.storyListKey: storyList] : changed.withLock { $0 }
    }

    /// The lines of `run` whose file (or, for `stories/`, the folders) differs now.
    private static func changedLines(_ bytes: UnsafeRawBufferPointer, _ run: Range<Int>, comparer: StampComparer,
                                     listKey: [UInt8], listStamp: [UInt8]) -> [String: String] {
        var changed: [String: String] = [:]
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
                if !recorded.elementsEqual(listStamp) { changed[SiteInputs.storyListKey] = String(decoding: listStamp, as: UTF8.self) }
            } else if !comparer.matches(name, recorded: recorded) {
                changed[String(decoding: name, as: UTF8.self)] = comparer.stamp
            }
        }
        return changed
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
