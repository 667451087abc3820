import Foundation
import StoryArchive

/// Files made of one piece per story — the all-stories and search pages, group pages, the
/// search index, the feeds — and where each story's piece lies in them, kept in the site
/// folder as `.storychop-fragments`.
///
/// A one-story change makes every such file change, and rendering them again from scratch
/// was most of a one-story rebuild (some 5 MB at a thousand stories). So each such file is
/// assembled from its frame, made again every time (cheap: headings, counts), and its pieces,
/// each copied from the file as the last build wrote it when the story's piece key is the same,
/// made only for the stories that changed. Reuse needs the file exactly as written (its stamp)
/// and the same frame fingerprint (everything outside the pieces that a piece may depend on);
/// otherwise every piece is made again.
///
/// Lines: `file <tab> stamp <tab> frame <tab> path`, then one `piece <tab> key <tab> offset
/// <tab> length` per piece of that file.
final class FragmentStore: @unchecked Sendable {
    static let fileName = ".storychop-fragments"
    static let version = "storychop-fragments 1"

    /// What the last build wrote into one file.
    struct Record: Sendable, Equatable {
        var stamp: String
        var frame: String
        var pieces: [Piece]
    }

    struct Piece: Sendable, Equatable {
        var key: String
        var range: Range<Int>
    }

    private let root: URL
    private let lock = NSLock()
    /// Read on first use: a build that assembles no such file never reads it.
    private var lastBuild: LastBuild?
    /// Path → this build's record, or the last build's lines for a file left as it was.
    private var current: [String: Entry] = [:]

    private enum Entry {
        case written(Record)
        case kept(ArraySlice<UInt8>)
    }

    init(root: URL) {
        self.root = root
    }

    /// A story's piece in any such file is keyed by its story key (see `PageKey`), shortened:
    /// 64 bits tell apart the stories of one file, and the state file stays small.
    /// Fifteen hex digits: a Swift string that short is kept inline, not allocated.
    static func pieceKey(of id: String, keys: [String: String]) -> String {
        String(decoding: (keys[id] ?? id).utf8.prefix(15), as: UTF8.self)
    }

    /// The pieces of the last build's `path` by key, with its bytes, when the file is still as
    /// that build wrote it and was assembled around the same `frame`.
    func reusable(_ path: String, frame: String) -> ReusablePieces? {
        guard let record = previous.record(path), record.frame == frame,
              FileStamp.of(root.path + "/" + path) == record.stamp,
              let file = MappedFile(root.path + "/" + path) else { return nil }
        return ReusablePieces(file: file, pieces: record.pieces.filter { $0.range.upperBound <= file.bytes.count })
    }

    /// Records the pieces of `path`, just written.
    func record(_ path: String, frame: String, pieces: PieceLog) {
        guard let stamp = FileStamp.of(root.path + "/" + path) else { return }
        lock.withLock { current[path] = .written(Record(stamp: stamp, frame: frame, pieces: pieces.pieces)) }
    }

    /// Carries the last build's record of `path` over: the file was left as it was.
    func keep(_ path: String) {
        guard let lines = previous.lines[path] else { return }
        lock.withLock { current[path] = .kept(lines) }
    }

    /// Saves what this build recorded (the file is left alone when that is what it holds);
    /// with `keepingTheRest`, the last build's records of the files this one did not look at
    /// stay (a rebuild of a few stories' pages, see `StoryEditRebuild`).
    func save(keepingTheRest: Bool = false) throws(SiteError) {
        var entries = current
        if keepingTheRest {
            for (path, lines) in previous.lines where entries[path] == nil { entries[path] = .kept(lines) }
        }
        var lines = StateFile.Lines(Self.version)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            switch entry {
            case .kept(let old):
                lines.append(raw: old)
            case .written(let record):
                lines.add("file", record.stamp, record.frame, path)
                for piece in record.pieces {
                    lines.add("piece", piece.key, String(piece.range.lowerBound), String(piece.range.count))
                }
            }
        }
        try lines.save(as: root.appendingPathComponent(Self.fileName))
    }

    private var previous: LastBuild {
        lock.withLock {
            if let lastBuild { return lastBuild }
            let loaded = LastBuild(root.appendingPathComponent(Self.fileName))
            lastBuild = loaded
            return loaded
        }
    }

    /// The last build's file, split into each file's lines; a file's pieces are read only
    /// when they are to be reused (a rebuild carries most records over unread).
    private struct LastBuild {
        var bytes: [UInt8] = []
        /// Path → its lines, the `file` line first.
        var lines: [String: ArraySlice<UInt8>] = [:]

        init(_ file: URL) {
            guard let data = readWhole(file.path), data.starts(with: Array((FragmentStore.version + "\n").utf8)) else { return }
            bytes = data
            let filePrefix = Array("file\t".utf8)
            var blockStart: Int?, blockPath = "", lineStart = 0
            var lines: [String: ArraySlice<UInt8>] = [:]
            StateFile.forEachLine(in: data) { range in
                let line = data[range]
                if line.starts(with: filePrefix) {
                    if let blockStart { lines[blockPath] = data[blockStart..<lineStart] }
                    blockStart = lineStart
                    // The path is the fourth field: after the third tab.
                    var tabs = 0, pathStart = line.startIndex
                    for position in line.indices where line[position] == UInt8(ascii: "\t") {
                        tabs += 1
                        if tabs == 3 { pathStart = position + 1; break }
                    }
                    blockPath = String(decoding: data[pathStart..<range.upperBound], as: UTF8.self)
                }
                lineStart = range.upperBound + 1
            }
            if let blockStart { lines[blockPath] = data[blockStart..<lineStart] }
            self.lines = lines
        }

        func record(_ path: String) -> Record? {
            guard let block = lines[path] else { return nil }
            var record: Record?
            var start = block.startIndex
            // Read from the bytes: a list of ten thousand stories has as many piece lines.
            while start < block.endIndex, let end = block[start...].firstIndex(of: 10) {
                let fields = block[start..<end].split(separator: 9, maxSplits: 3, omittingEmptySubsequences: false)
                start = end + 1
                guard fields.count == 4 else { continue }
                if fields[0].elementsEqual("piece".utf8) {
                    guard let offset = Self.number(fields[2]), let length = Self.number(fields[3]) else { continue }
                    record?.pieces.append(Piece(key: String(decoding: fields[1], as: UTF8.self), range: offset..<(offset + length)))
                } else if fields[0].elementsEqual("file".utf8) {
                    record = Record(stamp: String(decoding: fields[1], as: UTF8.self),
                                    frame: String(decoding: fields[2], as: UTF8.self), pieces: [])
                    record?.pieces.reserveCapacity(block.count / 40)
                }
            }
            return record
        }

        /// A decimal number of no more than 18 digits.
        private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
            guard !digits.isEmpty, digits.count <= 18 else { return nil }
            var value = 0
            for digit in digits {
                guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(digit - UInt8(ascii: "0"))
            }
            return value
        }
    }
}

/// The last build's bytes of one file and its pieces, found by key. A rebuild asks for the
/// pieces in the order the last build wrote them, but for the few stories that changed: each
/// is looked for where the last one found was, and all are put in a table by key only when
/// one is not there.
final class ReusablePieces {
    private let file: MappedFile
    /// In the order of the file.
    private let pieces: [FragmentStore.Piece]
    private lazy var byKey: [String: Range<Int>] = {
        var ranges: [String: Range<Int>] = [:]
        ranges.reserveCapacity(pieces.count)
        for piece in pieces { ranges[piece.key] = piece.range }
        return ranges
    }()

    init(file: MappedFile, pieces: [FragmentStore.Piece]) {
        self.file = file
        self.pieces = pieces
    }

    /// The size of the last build's file.
    var count: Int { file.bytes.count }

    /// The bytes of the piece with `key`, if the last build wrote one. `cursor`: where the
    /// piece after the last one found is; a piece in its place or the next one (the one in
    /// its place having changed) is found without the table.
    func piece(_ key: String, after cursor: inout Int) -> UnsafeBufferPointer<UInt8>? {
        for position in cursor..<min(cursor + 2, pieces.count) where pieces[position].key == key {
            cursor = position + 1
            return UnsafeBufferPointer(rebasing: file.bytes[pieces[position].range])
        }
        return byKey[key].map { UnsafeBufferPointer(rebasing: file.bytes[$0]) }
    }
}

/// The pieces of a file being written: each taken from the last build's file when its key is
/// there, else made, and where each went.
struct PieceLog {
    let reusable: ReusablePieces?
    private(set) var pieces: [FragmentStore.Piece] = []
    /// Where in the last build's pieces the next one is looked for first.
    private var cursor = 0
    /// Lists of pieces begun so far: tells apart two lists of a page that hold the same stories.
    var lists = 0

    init(reusing reusable: ReusablePieces?) {
        self.reusable = reusable
    }

    /// Appends the piece for `key` to `bytes`: the last build's, or what `make` appends.
    mutating func append(_ key: String, to bytes: inout [UInt8], make: (inout [UInt8]) -> Void) {
        let start = bytes.count
        if let old = reusable?.piece(key, after: &cursor) {
            bytes.append(contentsOf: old)
        } else {
            make(&bytes)
        }
        pieces.append(FragmentStore.Piece(key: key, range: start..<bytes.count))
    }
}
