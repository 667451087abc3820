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
    private var previousRecords: [String: Record]?
    private var current: [String: Record] = [:]

    init(root: URL) {
        self.root = root
    }

    /// The pieces of the last build's `path` by key, with its bytes, when the file is still as
    /// that build wrote it and was assembled around the same `frame`.
    func reusable(_ path: String, frame: String) -> ReusablePieces? {
        guard let record = previous[path], record.frame == frame,
              FileStamp.of(root.path + "/" + path) == record.stamp,
              let data = FileManager.default.contents(atPath: root.path + "/" + path) else { return nil }
        var ranges: [String: Range<Int>] = [:]
        ranges.reserveCapacity(record.pieces.count)
        for piece in record.pieces where piece.range.upperBound <= data.count { ranges[piece.key] = piece.range }
        return ReusablePieces(bytes: [UInt8](data), ranges: ranges)
    }

    /// Records the pieces of `path`, just written from `assembly`.
    func record(_ path: String, frame: String, assembly: FragmentAssembly) {
        guard let stamp = FileStamp.of(root.path + "/" + path) else { return }
        lock.withLock { current[path] = Record(stamp: stamp, frame: frame, pieces: assembly.pieces) }
    }

    /// Carries the last build's record of `path` over: the file was left as it was.
    func keep(_ path: String) {
        guard let record = previous[path] else { return }
        lock.withLock { current[path] = record }
    }

    /// Saves what this build recorded, unless it is what the last build recorded.
    func save() throws(SiteError) {
        if let previousRecords, previousRecords == current { return }
        var lines = StateFile.Lines(Self.version)
        for (path, record) in current.sorted(by: { $0.key < $1.key }) {
            lines.add("file", record.stamp, record.frame, path)
            for piece in record.pieces {
                lines.add("piece", piece.key, String(piece.range.lowerBound), String(piece.range.count))
            }
        }
        try lines.save(as: root.appendingPathComponent(Self.fileName))
    }

    private var previous: [String: Record] {
        lock.withLock {
            if let previousRecords { return previousRecords }
            let records = Self.load(from: root)
            previousRecords = records
            return records
        }
    }

    private static func load(from root: URL) -> [String: Record] {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(fileName).path),
              data.starts(with: Data((version + "\n").utf8)) else { return [:] }
        var records: [String: Record] = [:]
        var path: String?
        var record = Record(stamp: "", frame: "", pieces: [])
        StateFile.forEachRecord(in: data, fields: 4) { fields in
            switch fields[0] {
            case "file":
                if let path { records[path] = record }
                path = fields[3]
                record = Record(stamp: fields[1], frame: fields[2], pieces: [])
            case "piece":
                guard let offset = Int(fields[2]), let length = Int(fields[3]), offset >= 0, length >= 0 else { return }
                record.pieces.append(Piece(key: fields[1], range: offset..<(offset + length)))
            default:
                break
            }
        }
        if let path { records[path] = record }
        return records
    }
}

/// The last build's bytes of one file, by piece key.
struct ReusablePieces {
    let bytes: [UInt8]
    let ranges: [String: Range<Int>]

    func piece(_ key: String) -> ArraySlice<UInt8>? {
        ranges[key].map { bytes[$0] }
    }
}

/// A file being assembled from frame bytes and keyed pieces, each piece taken from the last
/// build's file when its key is there, else made.
struct FragmentAssembly {
    private(set) var bytes: [UInt8] = []
    private(set) var pieces: [FragmentStore.Piece] = []
    let reusable: ReusablePieces?

    init(reusing reusable: ReusablePieces?, capacity: Int = 0) {
        self.reusable = reusable
        bytes.reserveCapacity(max(capacity, reusable?.bytes.count ?? 0))
    }

    mutating func append<Bytes: Sequence<UInt8>>(frame: Bytes) {
        bytes.append(contentsOf: frame)
    }

    /// Appends the piece for `key`: the last build's, or what `make` appends to the bytes.
    mutating func appendPiece(_ key: String, make: (inout [UInt8]) -> Void) {
        let start = bytes.count
        if let old = reusable?.piece(key) {
            bytes.append(contentsOf: old)
        } else {
            make(&bytes)
        }
        pieces.append(FragmentStore.Piece(key: key, range: start..<bytes.count))
    }
}
