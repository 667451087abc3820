import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// The lines of one kind in a build state file (`kind <tab> value <tab> path`), looked up by
/// path in the file's bytes.
///
/// The lines are in the order of their paths' bytes (as `BuildState.save` writes them), so a
/// path is found by binary search; nothing is turned into strings or tables until asked. At
/// ten thousand stories the state holds 80,000 such lines, and reading them all into
/// dictionaries was a tenth of a one-story rebuild, which looks up a few dozen of them.
struct StateSection: Sendable {
    /// The lines' first field.
    private let kind: String
    /// The state file, mapped: copying it into memory first touched as many fresh pages,
    /// each costing more than the few lines a rebuild reads.
    private let file: MappedFile?
    private var bytes: UnsafeBufferPointer<UInt8> { file?.bytes ?? UnsafeBufferPointer(start: nil, count: 0) }
    /// Where each line's value and path lie, in path order.
    private var lines: [Line] = []

    struct Line: Sendable {
        var valueStart: Int32
        var pathStart: Int32
        /// Where the path ends: the line break.
        var end: Int32
    }

    /// An empty section.
    init() {
        kind = ""
        file = nil
    }

    /// The lines of `file` whose first field is `kind`, among `ranges`.
    init(_ kind: String, in file: MappedFile, lines ranges: [Range<Int>]) {
        self.kind = kind
        self.file = file
        let raw = UnsafeRawBufferPointer(file.bytes)
        let prefix = Array((kind + "\t").utf8)
        lines.reserveCapacity(ranges.count)
        for range in ranges where raw[range].starts(with: prefix) {
            let valueStart = range.lowerBound + prefix.count
            // memchr: a value is a stamp or a fingerprint, 30 to 64 bytes, looked at a byte at a time before.
            guard let tab = raw.firstIndex(ofByte: 9, in: valueStart..<range.upperBound) else { continue }
            lines.append(Line(valueStart: Int32(valueStart), pathStart: Int32(tab + 1), end: Int32(range.upperBound)))
        }
        // A state written by hand or by an older StoryChop may be out of order: sort it once.
        if !zip(lines.indices, lines.indices.dropFirst()).allSatisfy({ compare(lines[$0], lines[$1]) < 0 }) {
            var sorted = lines
            sorted.sort { compare($0, $1) < 0 }
            lines = sorted
        }
    }

    var count: Int { lines.count }

    /// The value recorded for `path`, if any.
    subscript(path: String) -> String? {
        index(of: path).map { value(at: $0) }
    }

    /// Whether `path` is recorded with exactly `value` (no string made).
    func has(_ path: String, value: String) -> Bool {
        guard let index = index(of: path) else { return false }
        let line = lines[index]
        var value = value
        return value.withUTF8 { wanted in
            bytes[Int(line.valueStart)..<Int(line.pathStart) - 1].elementsEqual(wanted)
        }
    }

    func path(at index: Int) -> String {
        String(decoding: bytes[Int(lines[index].pathStart)..<Int(lines[index].end)], as: UTF8.self)
    }

    func value(at index: Int) -> String {
        String(decoding: bytes[Int(lines[index].valueStart)..<Int(lines[index].pathStart) - 1], as: UTF8.self)
    }

    /// Calls `body` with the bytes of the path and the value of the line at `index`.
    func withLine<T>(at index: Int, _ body: (_ path: UnsafeRawBufferPointer, _ value: UnsafeRawBufferPointer) -> T) -> T {
        let line = lines[index]
        let buffer = UnsafeRawBufferPointer(bytes)
        return body(UnsafeRawBufferPointer(rebasing: buffer[Int(line.pathStart)..<Int(line.end)]),
                    UnsafeRawBufferPointer(rebasing: buffer[Int(line.valueStart)..<Int(line.pathStart) - 1]))
    }

    /// Every (path, value), in path order.
    var entries: [(key: String, value: String)] {
        lines.indices.map { (path(at: $0), value(at: $0)) }
    }

    /// Path → value, for callers that want them all.
    var dictionary: [String: String] {
        Dictionary(entries, uniquingKeysWith: { _, last in last })
    }

    /// Appends the lines, as read, but those at the positions in `replacing`, written with the
    /// value given there.
    func write(to lines: inout StateFile.Lines, replacing: [Int: String]) {
        guard let file else { return }
        // Lines left as they were are copied a run at a time: they lie one after the other.
        let prefixLength = kind.utf8.count + 1
        var run = 0..<0
        for index in self.lines.indices {
            let line = self.lines[index]
            let whole = (Int(line.valueStart) - prefixLength)..<(Int(line.end) + 1)
            if let value = replacing[index] {
                lines.append(raw: bytes[run], of: file)
                run = whole.upperBound..<whole.upperBound
                lines.add(kind, value, path(at: index))
            } else if whole.lowerBound == run.upperBound {
                run = run.lowerBound..<whole.upperBound
            } else {
                lines.append(raw: bytes[run], of: file)
                run = whole
            }
        }
        lines.append(raw: bytes[run], of: file)
    }

    /// The paths directly inside any of `folders` (each without its last slash, "" for the
    /// top). The paths under a folder lie together in path order, so each folder's are found
    /// by binary search: a pass over every line for the few folders an edit touches was most
    /// of checking that no file of the last build had gone. The top folder's are looked for
    /// among all the lines.
    func paths(inFolders folders: [String]) -> [String] {
        var found: [String] = []
        for folder in folders {
            let prefix = folder.isEmpty ? [] : Array((folder + "/").utf8)
            let range = folder.isEmpty ? 0..<lines.count : linesStarting(with: prefix)
            for index in range {
                let path = bytes[Int(lines[index].pathStart)..<Int(lines[index].end)]
                // Directly inside: no slash after the folder's.
                if !path.dropFirst(prefix.count).contains(UInt8(ascii: "/")) { found.append(String(decoding: path, as: UTF8.self)) }
            }
        }
        return found
    }

    /// The positions of the lines whose paths begin with `prefix` (which they do one after
    /// another, in path order).
    private func linesStarting(with prefix: [UInt8]) -> Range<Int> {
        prefix.withUnsafeBufferPointer { wanted in
            // The first line not before `prefix`, then the first after it that does not begin with it.
            var low = 0, high = lines.count
            while low < high {
                let middle = (low + high) / 2
                if compare(lines[middle], wanted) < 0 { low = middle + 1 } else { high = middle }
            }
            var end = low
            while end < lines.count, bytes[Int(lines[end].pathStart)..<Int(lines[end].end)].starts(with: wanted) { end += 1 }
            return low..<end
        }
    }

    /// The position of `path`'s line, by binary search.
    func index(of path: String) -> Int? {
        var path = path
        return path.withUTF8 { wanted -> Int? in
            let index = firstIndex(in: lines.indices) { compare(lines[$0], wanted) < 0 }
            return index < lines.count && compare(lines[index], wanted) == 0 ? index : nil
        }
    }

    /// memcmp order of two lines' paths.
    private func compare(_ left: Line, _ right: Line) -> Int {
        byteOrder(UnsafeBufferPointer(rebasing: bytes[Int(left.pathStart)..<Int(left.end)]),
                  UnsafeBufferPointer(rebasing: bytes[Int(right.pathStart)..<Int(right.end)]))
    }

    private func compare(_ line: Line, _ path: UnsafeBufferPointer<UInt8>) -> Int {
        byteOrder(UnsafeBufferPointer(rebasing: bytes[Int(line.pathStart)..<Int(line.end)]), path)
    }
}

/// The order of two byte strings, as memcmp gives it (the shorter first when one begins the
/// other): negative, zero or positive. The order state files keep their paths in.
func byteOrder(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
    let common = min(left.count, right.count)
    let order = common == 0 ? 0 : Int(memcmp(left.baseAddress!, right.baseAddress!, common))
    return order != 0 ? order : left.count - right.count
}

/// The first index of `range` for which `isBefore` is false, found by halving: `isBefore`
/// holds for the indices of things sorted before the one looked for, and for no index after
/// one where it fails. Where that thing is, or would go, in a sorted list.
func firstIndex(in range: Range<Int>, notBefore isBefore: (Int) -> Bool) -> Int {
    var low = range.lowerBound, high = range.upperBound
    while low < high {
        let middle = (low + high) / 2
        if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
}

/// `byteOrder` of two strings' UTF-8.
func byteOrder(_ left: String, _ right: String) -> Int {
    var left = left, right = right
    return left.withUTF8 { left in right.withUTF8 { byteOrder(left, $0) } }
}
