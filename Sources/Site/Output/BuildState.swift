import Foundation
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// What the last build used and wrote, kept in the site folder as `.storychop-build`:
/// - `settings`: a digest of StoryChop's version, the options, templates and theme;
/// - `stories`: how many stories the site shows;
/// - `input`: every archive file the site was made from, with its `FileStamp`;
/// - `file`: every file written, with a fingerprint of what it was made from;
/// - `warning`: what the build said, so a rebuild that finds nothing changed can say it again;
/// - `group`: the prompt categories and narrators in the order the site lists them, each with
///   its page's folder name.
///
/// A rebuild whose settings and input stamps all match does nothing else. Otherwise a page
/// whose fingerprint is unchanged is neither rendered nor written again, and a file the new
/// build no longer makes is removed.
///
/// A plain line format rather than JSON: at ten thousand stories it holds some 50,000 lines,
/// and a no-op rebuild must read it in a few milliseconds. The lines a no-op rebuild needs come
/// first (settings, counts, warnings, inputs), so `UpToDate` reads no further.
struct BuildState: Sendable {
    static let fileName = ".storychop-build"
    static let version = "storychop-build 3"

    var settings = ""
    var storyCount = 0
    var warnings: [SiteWarning] = []
    /// Archive-relative path → stamp.
    var inputs = StateSection()
    /// Site-relative path → fingerprint.
    var files = StateSection()
    /// Each folder of the site holding files ("" for the site folder itself) → its `FileStamp`
    /// after the build. A folder whose stamp is the same has had no file added, removed or
    /// renamed in it since, so its files need not be looked for one by one (see `SiteWriter`).
    var folders = StateSection()
    /// When the state was saved (its file's modification time), to tell which folder stamps can
    /// be trusted: one taken in the same clock tick could miss a change made in that tick.
    var savedAt: timespec?
    /// The order of the groups (see `StoryGroups.Order`). Last in the file: a no-op rebuild
    /// reads no further than the inputs.
    var groupOrder = StoryGroups.Order()
    /// The size of the state file read.
    var byteCount = 0

    typealias Lines = [(key: String, value: String)]

    static func load(from directory: URL) -> BuildState {
        load(read(from: directory), of: directory)
    }

    /// The state in `bytes`, as `read(from: directory)` gave them (a rebuild has them already
    /// from asking `UpToDate`, and does not read the file twice). The header is read; the
    /// inputs, files and folders are only indexed (see `StateSection`).
    static func load(_ file: MappedFile?, of directory: URL) -> BuildState {
        var state = BuildState()
        guard let file else { return state }   // none, or an older StoryChop's: build it all
        let bytes = file.bytes
        state.byteCount = bytes.count
        var info = stat()
        if stat(directory.appendingPathComponent(fileName).path, &info) == 0 { state.savedAt = info.st_mtim }
        // The header (the lines before the first input, file or folder line), then each line
        // sorted to its section by its first bytes: one pass (a pass per section over all the
        // lines was most of reading the state for a one-story rebuild).
        var header: [Range<Int>] = [], inputs: [Range<Int>] = [], files: [Range<Int>] = [], folders: [Range<Int>] = []
        var groups: [Range<Int>] = []
        inputs.reserveCapacity(bytes.count / 240)
        files.reserveCapacity(bytes.count / 160)
        StateFile.forEachLine(in: bytes) { line in
            if StateFile.line(line, in: bytes, startsWith: "input\t") {
                inputs.append(line)
            } else if StateFile.line(line, in: bytes, startsWith: "file\t") {
                files.append(line)
            } else if StateFile.line(line, in: bytes, startsWith: "folder\t") {
                folders.append(line)
            } else if inputs.isEmpty, files.isEmpty, folders.isEmpty {
                header.append(line)
            } else if StateFile.line(line, in: bytes, startsWith: "group\t") {
                groups.append(line)
            }
        }
        for line in header + groups {
            let fields = bytes[line].split(separator: 9, maxSplits: 2, omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 3 else { continue }
            switch fields[0] {
            case "settings": state.settings = fields[2]
            case "stories": state.storyCount = Int(fields[2]) ?? 0
            case "warning": state.warnings.append(SiteWarning(file: fields[1], message: fields[2]))
            case "group" where fields[1] == "c": state.groupOrder.categories.append(group(fields[2]))
            case "group" where fields[1] == "p": state.groupOrder.people.append(group(fields[2]))
            default: break
            }
        }
        state.inputs = StateSection("input", in: file, lines: inputs)
        state.files = StateSection("file", in: file, lines: files)
        state.folders = StateSection("folder", in: file, lines: folders)
        return state
    }

    /// `entries` in the order of their paths' bytes: the same every time, and quicker than
    /// comparing them as Unicode text. When the paths are those of `last` (the last state's
    /// lines, in this order already), that order is taken as it is: a rebuild after one story
    /// changed adds or removes no path, and sorting 80,000 of them was a sixth of it at 10,000
    /// stories.
    static func ordered(_ entries: [String: String], as last: StateSection) -> Lines {
        if last.count == entries.count {
            var result: Lines = []
            result.reserveCapacity(last.count)
            for index in 0..<last.count {
                let path = last.path(at: index)
                guard let value = entries[path] else { break }
                result.append((path, value))
            }
            if result.count == last.count, isRising(result) { return result }
        }
        return sorted(entries)
    }

    static func sorted(_ entries: some Sequence<(key: String, value: String)>) -> Lines {
        entries.sorted { $0.key.precedesInBytes($1.key) }
    }

    /// Whether the paths rise strictly (so none is there twice: with as many lines as
    /// entries, the paths are the same ones).
    static func isRising(_ lines: Lines) -> Bool {
        zip(lines, lines.dropFirst()).allSatisfy { $0.key.precedesInBytes($1.key) }
    }

    /// The state file, mapped, when it is there and of this version. Mapped rather than read:
    /// a rebuild that finds nothing changed looks at its first lines only (see `UpToDate`).
    static func read(from directory: URL) -> MappedFile? {
        StateFile.mapped(fileName, in: directory, version: version)
    }

    /// Saves a state: `inputs`, `files` and `folders` in the order of their paths' bytes (see
    /// `ordered`).
    static func save(to directory: URL, settings: String, storyCount: Int, warnings: [SiteWarning], inputs: Lines,
                     files: Lines, folders: Lines, groupOrder: StoryGroups.Order) throws(SiteError) {
        var lines = header(settings: settings, storyCount: storyCount, fileCount: files.count, warnings: warnings)
        for (path, stamp) in inputs { lines.add("input", stamp, path) }
        for (path, fingerprint) in files { lines.add("file", fingerprint, path) }
        for (path, stamp) in folders { lines.add("folder", stamp, path) }
        add(groupOrder, to: &lines)
        // Not compared with the last state first: a build that gets this far has found a
        // stamp or a setting changed, and those are in it.
        try lines.save(as: directory.appendingPathComponent(Self.fileName), ifChanged: false)
    }

    /// Saves this state with some values replaced (line index → value, for each section): a
    /// rebuild in which no path came or went (see `StoryEditRebuild`). Every other line is
    /// copied as it was read; the groups are the rebuild's (the last build's, unless that
    /// state had none).
    func saveSpliced(to directory: URL, inputs: [Int: String], files: [Int: String], folders: [Int: String],
                     groupOrder: StoryGroups.Order) throws(SiteError) {
        var lines = Self.header(settings: settings, storyCount: storyCount, fileCount: self.files.count, warnings: warnings)
        self.inputs.write(to: &lines, replacing: inputs)
        self.files.write(to: &lines, replacing: files)
        self.folders.write(to: &lines, replacing: folders)
        Self.add(groupOrder, to: &lines)
        try lines.save(as: directory.appendingPathComponent(Self.fileName), ifChanged: false)
    }

    /// A group's line: its slug, then its name flattened (as warnings are). A name with a tab
    /// or a line break in it no longer matches its group, and the groups are then made anew.
    private static func add(_ order: StoryGroups.Order, to lines: inout StateFile.Lines) {
        for group in order.categories { lines.add("group", "c", group.slug + "\t" + group.name.stateField) }
        for group in order.people { lines.add("group", "p", group.slug + "\t" + group.name.stateField) }
    }

    /// The group in a group line's last field (see `add`).
    private static func group(_ field: String) -> StoryGroups.Order.Group {
        let parts = field.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        return StoryGroups.Order.Group(name: parts.count == 2 ? String(parts[1]) : "", slug: String(parts[0]))
    }

    /// The lines a no-op rebuild reads (see `UpToDate`).
    private static func header(settings: String, storyCount: Int, fileCount: Int, warnings: [SiteWarning]) -> StateFile.Lines {
        var lines = StateFile.Lines(Self.version)
        lines.add("settings", "-", settings)
        lines.add("stories", "-", String(storyCount))
        lines.add("files", "-", String(fileCount))
        for warning in warnings { lines.add("warning", warning.file.stateField, warning.message.stateField) }
        return lines
    }
}

/// The build's state files are lines of tab-separated fields.
enum StateFile {
    /// `fileName` in `directory`, mapped, when it is there and begins with the line `version`
    /// (a file of another format or version is as good as none: the build makes it anew).
    static func mapped(_ fileName: String, in directory: URL, version: String) -> MappedFile? {
        guard let file = MappedFile(directory.appendingPathComponent(fileName).path),
              file.bytes.starts(with: (version + "\n").utf8) else { return nil }
        return file
    }

    /// A state file being written: lines of tab-separated fields, gathered as bytes (tens of
    /// thousands of lines: string interpolation per line was a tenth of a one-story rebuild).
    struct Lines {
        private var bytes: [UInt8] = []
        /// Lines of an earlier file appended as they lie in it (mapped), not copied: where each
        /// run goes among `bytes`. Copying them put the records' megabytes into fresh memory on
        /// every rebuild, each new page a cost, to write them out again unchanged.
        private var taken: [(at: Int, bytes: UnsafeBufferPointer<UInt8>)] = []
        /// The files the taken runs lie in, kept mapped until the lines are saved.
        private var sources: [MappedFile] = []

        /// Starts with a first line naming the file's format, or with nothing.
        init(_ header: String? = nil) {
            bytes.reserveCapacity(1 << 16)
            if let header { add(header) }
        }

        /// The lines of `file` (an earlier state file, mapped) with each line at the ranges of
        /// `replacing` (its line feed included) replaced by the text given (without one); all
        /// else is written from where it lies. A record changed in a few lines, as after edits
        /// to a few stories, is then written without a pass over its thousands of lines.
        init(_ file: MappedFile, replacing: [(range: Range<Int>, text: String)]) {
            var next = 0
            for (range, text) in replacing.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
                append(raw: file.bytes[next..<range.lowerBound], of: file)
                add(text)
                next = range.upperBound
            }
            append(raw: file.bytes[next...], of: file)
        }

        mutating func add(_ fields: String...) {
            for (index, field) in fields.enumerated() {
                if index > 0 { bytes.append(9) }
                bytes += field.utf8
            }
            bytes.append(10)
        }

        /// The bytes so far.
        var written: [UInt8] {
            withRuns { runs in runs.reduce(into: [UInt8]()) { $0 += $1 } }
        }

        /// Makes room for `count` bytes in all, when about that many are coming (the last such
        /// file's size): grown by doubling, a file of a megabyte had touched two megabytes of
        /// fresh memory.
        mutating func reserve(_ count: Int) {
            bytes.reserveCapacity(count)
        }

        /// Appends `text` as it is: a field, when the caller writes the tabs and line feeds.
        mutating func append(_ text: StaticString) {
            bytes += UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        }

        /// Appends one byte: a tab between fields, a line feed after the last.
        mutating func append(byte: UInt8) {
            bytes.append(byte)
        }

        /// Appends `value` in decimal (as `String(value)` writes it) or, with `radix: 16`, in
        /// lowercase hex: the fragments record writes thousands of numbers, and making a String
        /// of each was a third of saving it.
        mutating func append(_ value: UInt64, radix: UInt64 = 10) {
            precondition(radix == 10 || radix == 16, "numbers are written in decimal or hex")
            append(backwardText: 20) { text in
                if radix == 16 { text.put(hex: value) } else { text.put(value) }
            }
        }

        /// Appends what `write` puts, ending at its end, in at most `count` bytes: numbers and
        /// the fields between them (a line of the fragments record is one append).
        mutating func append(backwardText count: Int, _ write: (inout BackwardText) -> Void) {
            withUnsafeTemporaryAllocation(byteCount: count, alignment: 1) { buffer in
                var text = BackwardText(buffer)
                write(&text)
                bytes.append(contentsOf: text.written)
            }
        }

        /// Appends lines as they lie in `file`, an earlier state file (mapped): written from
        /// there when the lines are saved. A run that follows on from the last one is joined to it.
        mutating func append(raw lines: Slice<UnsafeBufferPointer<UInt8>>, of file: MappedFile) {
            guard !lines.isEmpty else { return }
            let run = UnsafeBufferPointer(rebasing: lines)
            if let last = taken.last, last.at == bytes.count, let end = last.bytes.baseAddress.map({ $0 + last.bytes.count }),
               end == run.baseAddress {
                taken[taken.count - 1].bytes = UnsafeBufferPointer(start: last.bytes.baseAddress, count: last.bytes.count + run.count)
            } else {
                taken.append((bytes.count, run))
            }
            if sources.last !== file { sources.append(file) }
        }

        /// The lines as runs of bytes, in order: those made here and those taken.
        private func withRuns<Result>(_ body: ([UnsafeRawBufferPointer]) -> Result) -> Result {
            withExtendedLifetime(sources) { bytes.withUnsafeBytes { body(interleaved($0, taken)) } }
        }

        /// Writes the file, unless `ifChanged` and it already holds these lines.
        func save(as file: URL, ifChanged: Bool = true) throws(SiteError) {
            let outcome = withRuns { runs in
                Result { () throws(ArchiveError) in
                    if ifChanged {
                        try AtomicFile.writeIfChanged(runs: runs, to: file, as: .remakeable)
                    } else {
                        try AtomicFile.write(runs: runs, to: file, as: .remakeable)
                    }
                }
            }
            do {
                _ = try outcome.get()
            } catch {
                throw SiteError(error)
            }
        }
    }

    /// Calls `body` with the range of each line of `bytes` that ends in a line break (the break
    /// not included). memchr: the lines of the transcripts' record are long (the words), and a
    /// byte-by-byte loop was most of reading it.
    static func forEachLine(in bytes: [UInt8], _ body: (Range<Int>) -> Void) {
        bytes.withUnsafeBufferPointer { forEachLine(in: $0, body) }
    }

    /// Whether the line at `line` in `bytes` begins with `prefix` (memcmp: tens of thousands of
    /// lines are sorted by their first field).
    static func line(_ line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, startsWith prefix: StaticString) -> Bool {
        line.count >= prefix.utf8CodeUnitCount && memcmp(bytes.baseAddress! + line.lowerBound, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0
    }

    /// Only the lines that begin in `part` (a range of `buffer`), when given.
    static func forEachLine(in buffer: UnsafeBufferPointer<UInt8>, part: Range<Int>? = nil, _ body: (Range<Int>) -> Void) {
        guard let base = buffer.baseAddress else { return }
        let part = part ?? 0..<buffer.count
        var lineStart = part.lowerBound
        while lineStart < part.upperBound, let newline = memchr(base + lineStart, 0x0A, buffer.count - lineStart) {
            let lineEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            body(lineStart..<lineEnd)
            lineStart = lineEnd + 1
        }
    }

    /// Calls `body` with each line split at its first `count - 1` tabs; lines with fewer
    /// fields are skipped. Works on bytes, one reused array: these files have tens of
    /// thousands of lines, read by every rebuild.
    static func forEachRecord(in data: Data, fields count: Int, _ body: ([String]) -> Void) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var fields: [String] = []
            fields.reserveCapacity(count)
            var fieldStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                let endsField = byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\t") && fields.count < count - 1)
                guard endsField else { continue }
                fields.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[fieldStart..<index]), as: UTF8.self))
                fieldStart = index + 1
                if byte == UInt8(ascii: "\n") {
                    if fields.count == count { body(fields) }
                    fields.removeAll(keepingCapacity: true)
                }
            }
        }
    }
}

extension String {
    /// The text as one field of a line in the build's state files: tabs and line breaks,
    /// which would split it, become spaces.
    var stateField: String {
        guard utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 }) else { return self }
        return String(map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}
