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
/// <tab> length` per piece of that file (see `PieceKey`).
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
        var key: PieceKey
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
        /// The last build's lines, where they lie in its mapped file (kept alive by `lastBuild`).
        case kept(Slice<UnsafeBufferPointer<UInt8>>)
    }

    init(root: URL) {
        self.root = root
    }

    /// A story's piece in any such file is keyed by its story key (see `PageKey`), shortened
    /// to its first fifteen hex digits: 60 bits tell apart the stories of one file, and as a
    /// number a piece is looked for and recorded without making a string (thousands of pieces
    /// per rebuild). A story without a key (none is) would be keyed by its id's hash.
    static func pieceKey(of id: String, keys: [String: String]) -> UInt64 {
        guard var key = keys[id], let number = key.withUTF8({ PieceKey.number(hex: UnsafeBufferPointer(rebasing: $0.prefix(15))) }) else {
            return PieceKey.sixtyBits(id.utf8.reduce(PieceKey.unmixed) { PieceKey.mixed($0, UInt64($1)) })
        }
        return number
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
        guard let lines = previous.lines(of: path) else { return }
        lock.withLock { current[path] = .kept(lines) }
    }

    /// Saves what this build recorded (the file is left alone when that is what it holds);
    /// with `keepingTheRest`, the last build's records of the files this one did not look at
    /// stay (a rebuild of a few stories' pages, see `StoryEditRebuild`): both are in path
    /// order, and the last build's between this one's are written from where they lie (a
    /// thousand story pages' records, carried over without being looked at one by one).
    func save(keepingTheRest: Bool = false) throws(SiteError) {
        let previous = self.previous
        let entries = current.map { (path: $0.key, entry: $0.value) }
            .sorted { byteOrder($0.path, $1.path) < 0 }
        var lines = StateFile.Lines(Self.version)
        lines.reserve(previous.count + 4096)
        // The last build's records not yet passed begin here.
        var next = 0
        for (path, entry) in entries {
            let position = previous.position(of: path, from: next)
            if keepingTheRest { previous.append(next..<position.first, to: &lines) }
            next = position.end
            switch entry {
            case .kept(let old):
                if let file = previous.file { lines.append(raw: old, of: file) }
            case .written(let record):
                lines.add("file", record.stamp, record.frame, path)
                for piece in record.pieces {
                    // Made backwards, numbers last digit first, and appended whole.
                    lines.append(backwardText: 80) { text in
                        text.put(UInt8(ascii: "\n"))
                        text.put(piece.range.count)
                        text.put(UInt8(ascii: "\t"))
                        text.put(piece.range.lowerBound)
                        text.put(UInt8(ascii: "\t"))
                        piece.key.put(into: &text)
                        text.put("piece\t")
                    }
                }
            }
        }
        if keepingTheRest { previous.append(next..<previous.fileCount, to: &lines) }
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

    /// The last build's file: where each file's lines lie in it, in the order of the files'
    /// paths; a file's pieces are read only when they are to be reused (a rebuild carries most
    /// records over unread).
    ///
    /// Mapped, and read where it lies: read into an array, each line and field taken as a
    /// slice of it was a retain and a release, and the feeds' and lists' thousands of pieces
    /// took as long to look up as to write. Nor is a table of paths made: a string and a hash
    /// for each of the thousand story pages took longer than the few lookups a rebuild makes.
    private struct LastBuild {
        private(set) var file: MappedFile?
        private var files: [Block] = []

        /// One file's lines, its `file` line first, and where its path lies among them.
        private struct Block {
            var path: Range<Int>
            var lines: Range<Int>
        }

        init(_ url: URL) {
            guard let file = MappedFile(url.path), file.bytes.starts(with: (FragmentStore.version + "\n").utf8) else { return }
            self.file = file
            let bytes = file.bytes, raw = UnsafeRawBufferPointer(file.bytes)
            var files: [Block] = [], lineStart = 0
            StateFile.forEachLine(in: bytes) { range in
                if StateFile.line(range, in: bytes, startsWith: "file\t") {
                    if let last = files.indices.last { files[last].lines = files[last].lines.lowerBound..<lineStart }
                    // The path is the fourth field: after the third tab.
                    var pathStart = range.lowerBound
                    for _ in 0..<3 {
                        guard let tab = raw.firstIndex(ofByte: 9, in: pathStart..<range.upperBound) else { break }
                        pathStart = tab + 1
                    }
                    files.append(Block(path: pathStart..<range.upperBound, lines: lineStart..<lineStart))
                }
                lineStart = range.upperBound + 1
            }
            if let last = files.indices.last { files[last].lines = files[last].lines.lowerBound..<lineStart }
            self.files = files
            // Saved in path order; a file put out of order (by hand) is sorted once.
            if !zip(files.indices, files.indices.dropFirst()).allSatisfy({ compare(files[$0], files[$1]) < 0 }) {
                self.files = files.sorted { compare($0, $1) < 0 }
            }
        }

        /// The total size of the file read.
        var count: Int { file?.bytes.count ?? 0 }

        var fileCount: Int { files.count }

        /// Where `path`'s records are, or would be, among the files from `start` on: `first`,
        /// the first not before it; `end`, the first after it.
        func position(of path: String, from start: Int = 0) -> (first: Int, end: Int) {
            var path = path
            return path.withUTF8 { wanted in
                let low = firstIndex(in: start..<files.count) { order(files[$0], wanted) < 0 }
                var end = low
                while end < files.count, order(files[end], wanted) == 0 { end += 1 }
                return (low, end)
            }
        }

        /// `path`'s lines, its `file` line first.
        func lines(of path: String) -> Slice<UnsafeBufferPointer<UInt8>>? {
            let position = position(of: path)
            guard position.first < position.end, let file else { return nil }
            return file.bytes[files[position.first].lines]
        }

        /// Appends the records of the files in `range` as they lie (runs of them, one after
        /// the other in the file, are one run of bytes).
        func append(_ range: Range<Int>, to lines: inout StateFile.Lines) {
            guard let file else { return }
            for index in range { lines.append(raw: file.bytes[files[index].lines], of: file) }
        }

        private func order(_ block: Block, _ path: UnsafeBufferPointer<UInt8>) -> Int {
            byteOrder(UnsafeBufferPointer(rebasing: file!.bytes[block.path]), path)
        }

        private func compare(_ left: Block, _ right: Block) -> Int {
            order(left, UnsafeBufferPointer(rebasing: file!.bytes[right.path]))
        }

        func record(_ path: String) -> Record? {
            guard let block = lines(of: path), let file else { return nil }
            var record: Record?
            var pieces: [Piece] = []
            // The mapped bytes taken once (not through the file for each field), and read where
            // they lie, no line split into an array: a list of ten thousand stories has as many
            // piece lines. (Each line's first field compared with memcmp: as a generic
            // `starts(with:)` it was a quarter of reading the lines.)
            let bytes = file.bytes, raw = UnsafeRawBufferPointer(bytes)
            var start = block.startIndex
            while let end = raw.firstIndex(ofByte: 10, in: start..<block.endIndex) {
                let line = start..<end
                start = end + 1
                if StateFile.line(line, in: bytes, startsWith: "piece\t") {
                    let keyStart = line.lowerBound + 6
                    guard let tab1 = raw.firstIndex(ofByte: 9, in: keyStart..<end), let tab2 = raw.firstIndex(ofByte: 9, in: (tab1 + 1)..<end),
                          let key = PieceKey(text: UnsafeBufferPointer(rebasing: bytes[keyStart..<tab1])),
                          let offset = decimal(UnsafeBufferPointer(rebasing: bytes[(tab1 + 1)..<tab2])),
                          let length = decimal(UnsafeBufferPointer(rebasing: bytes[(tab2 + 1)..<end])) else { continue }
                    pieces.append(Piece(key: key, range: offset..<(offset + length)))
                } else if StateFile.line(line, in: bytes, startsWith: "file\t") {
                    let fields = bytes[(line.lowerBound + 5)..<end].split(separator: 9, maxSplits: 2, omittingEmptySubsequences: false)
                    guard fields.count == 3 else { continue }
                    record = Record(stamp: String(decoding: UnsafeBufferPointer(rebasing: fields[0]), as: UTF8.self),
                                    frame: String(decoding: UnsafeBufferPointer(rebasing: fields[1]), as: UTF8.self), pieces: [])
                    pieces.reserveCapacity(block.count / 40)
                }
            }
            record?.pieces = pieces
            return record
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
    private lazy var byKey: [PieceKey: Range<Int>] = {
        var ranges: [PieceKey: Range<Int>] = [:]
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

    /// Pieces not found in their place so far.
    private var misses = 0

    /// The bytes of the piece with `key`, if the last build wrote one. `cursor`: where the
    /// piece after the last one found is; a piece in its place or the next one (the one in
    /// its place having changed) is found without the table. So is any piece for the first few
    /// not found there, by looking through them all: a one-story rebuild misses once a list
    /// (the changed story, whose piece is made again), and making the table for it took as
    /// long as reading the list's pieces.
    func piece(_ key: PieceKey, after cursor: inout Int) -> UnsafeBufferPointer<UInt8>? {
        for position in cursor..<min(cursor + 2, pieces.count) where pieces[position].key == key {
            cursor = position + 1
            return UnsafeBufferPointer(rebasing: file.bytes[pieces[position].range])
        }
        misses += 1
        if misses <= 4 {
            guard let position = pieces.firstIndex(where: { $0.key == key }) else { return nil }
            cursor = position + 1
            return UnsafeBufferPointer(rebasing: file.bytes[pieces[position].range])
        }
        return byKey[key].map { UnsafeBufferPointer(rebasing: file.bytes[$0]) }
    }
}

/// The pieces of a file being written: each taken from the last build's file when its key is
/// there, else made, and where each went.
///
/// A piece taken is not copied into the bytes being made: it is noted as taken at that point
/// of them, and written from where it lies in the last build's file (`runs`). Copying them
/// put megabytes into fresh memory on every one-story rebuild, each new page of it a cost.
struct PieceLog {
    let reusable: ReusablePieces?
    private(set) var pieces: [FragmentStore.Piece] = []
    /// The pieces taken from the last build's file: where each goes among the bytes made.
    private(set) var taken: [(at: Int, bytes: UnsafeBufferPointer<UInt8>)] = []
    /// Their bytes in all.
    private var takenCount = 0
    /// Where in the last build's pieces the next one is looked for first.
    private var cursor = 0
    /// Lists of pieces begun so far: tells apart two lists of a page that hold the same stories.
    var lists = 0

    init(reusing reusable: ReusablePieces?) {
        self.reusable = reusable
    }

    /// Appends the piece for `key` after `bytes`: the last build's (taken), or what `make` appends.
    mutating func append(_ key: PieceKey, to bytes: inout [UInt8], make: (inout [UInt8]) -> Void) {
        let start = bytes.count + takenCount
        if let old = reusable?.piece(key, after: &cursor) {
            taken.append((bytes.count, old))
            takenCount += old.count
        } else {
            make(&bytes)
        }
        pieces.append(FragmentStore.Piece(key: key, range: start..<(bytes.count + takenCount)))
    }

    /// The whole file, given the bytes made: those and the pieces taken, in order, for as long
    /// as `body` runs (the taken ones lie in the last build's file, mapped while this lives).
    func withRuns<Result>(of made: [UInt8], _ body: ([UnsafeRawBufferPointer]) throws(SiteError) -> Result) throws(SiteError) -> Result {
        let outcome = made.withUnsafeBytes { made in
            Swift.Result { () throws(SiteError) in try body(interleaved(made, taken)) }
        }
        return try outcome.get()
    }
}

/// The bytes of a file being written, in order: `made`, with each of `taken` put in before
/// the byte of `made` at its offset (a piece or a line taken from the last build's file).
func interleaved(_ made: UnsafeRawBufferPointer, _ taken: [(at: Int, bytes: UnsafeBufferPointer<UInt8>)]) -> [UnsafeRawBufferPointer] {
    var runs: [UnsafeRawBufferPointer] = []
    runs.reserveCapacity(taken.count * 2 + 1)
    var next = 0
    for (at, bytes) in taken {
        runs.append(UnsafeRawBufferPointer(rebasing: made[next..<at]))
        runs.append(UnsafeRawBufferPointer(bytes))
        next = at
    }
    runs.append(UnsafeRawBufferPointer(rebasing: made[next...]))
    return runs
}

/// What a piece is found by: the list of its page it is in (counted from 1 in the order the
/// template reaches them; 0 in files of one list) and its story's piece key. Written as
/// `list:key`, the key in hex (just the key for list 0), as when keys were kept as text.
struct PieceKey: Hashable, Sendable {
    var list = 0
    var story: UInt64

    var text: String {
        var lines = StateFile.Lines()
        lines.append(backwardText: 32) { put(into: &$0) }
        return String(decoding: lines.written, as: UTF8.self)
    }

    /// Puts `text` before what `text` holds, without making a String of it.
    func put(into text: inout BackwardText) {
        text.put(hex: story)
        if list != 0 {
            text.put(UInt8(ascii: ":"))
            text.put(list)
        }
    }

    init(list: Int = 0, story: UInt64) {
        self.list = list
        self.story = story
    }

    /// Reads `text`'s form: a list number of up to six digits and a colon, if any, then the
    /// hex digits.
    init?(text: UnsafeBufferPointer<UInt8>) {
        var colon: Int?
        for index in 0..<min(text.count, 7) where text[index] == UInt8(ascii: ":") {
            colon = index
            break
        }
        guard let story = Self.number(hex: UnsafeBufferPointer(rebasing: text[((colon ?? -1) + 1)...])),
              let list = colon.map({ decimal(UnsafeBufferPointer(rebasing: text[..<$0]), digits: 6) }) ?? 0 else { return nil }
        self.list = list
        self.story = story
    }

    /// A story key as made of others' (a calendar month's, of its stories'), or of a name's bytes:
    /// FNV-1a, `mixed` in a value at a time from `unmixed`, then cut to sixty bits (`sixtyBits`)
    /// as a story's piece key is (the record keeps fifteen hex digits).
    static let unmixed: UInt64 = 0xcbf2_9ce4_8422_2325

    static func mixed(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        (hash ^ value) &* 0x100_0000_01b3
    }

    static func sixtyBits(_ hash: UInt64) -> UInt64 {
        hash >> 4
    }

    /// One to fifteen hex digits (either case) as a number. Without a branch a digit: this runs
    /// for every digit of every piece of every list file (five thousand pieces at 1,000 stories),
    /// and a switch or a test a digit made reading the pieces a millisecond.
    static func number(hex digits: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 15 else { return nil }
        var value: UInt64 = 0, invalid = false
        for byte in digits {
            let decimal = byte &- UInt8(ascii: "0"), letter = (byte | 0x20) &- UInt8(ascii: "a")
            let isDecimal = decimal < 10
            invalid = invalid || (!isDecimal && letter >= 6)
            value = value << 4 | UInt64(isDecimal ? decimal : letter &+ 10)
        }
        return invalid ? nil : value
    }
}

/// A decimal number of one to `digits` digits (at most 18: no overflow), read from bytes
/// without a branch a digit (see `PieceKey.number(hex:)`).
private func decimal(_ bytes: UnsafeBufferPointer<UInt8>, digits: Int = 18) -> Int? {
    guard !bytes.isEmpty, bytes.count <= min(digits, 18) else { return nil }
    var value = 0, invalid = false
    for byte in bytes {
        let digit = byte &- UInt8(ascii: "0")
        invalid = invalid || digit >= 10
        value = value &* 10 &+ Int(digit)
    }
    return invalid ? nil : value
}
