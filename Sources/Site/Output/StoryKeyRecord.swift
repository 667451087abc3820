import Foundation
import StoryArchive

/// Each story's key (see `MediaPublisher.Publication.key`) as the last build worked it out,
/// kept in the site folder as `.storychop-keys`: a line per story, `id <tab> key`, by id.
///
/// The pages listing every story are keyed by every story's key. A rebuild after a few stories
/// changed (see `StoryEditRebuild`) takes the other stories' keys from here instead of
/// publishing every story again to work them out.
enum StoryKeyRecord {
    static let fileName = ".storychop-keys"
    static let version = "storychop-keys 1"

    /// Story id → key, and the ids in the file's order; empty when there is no record or it
    /// is another version's.
    static func load(from directory: URL) -> (keys: [String: String], order: [String]) {
        guard let bytes = readWhole(directory.appendingPathComponent(fileName).path),
              bytes.starts(with: Array((version + "\n").utf8)) else { return ([:], []) }
        var keys: [String: String] = [:], order: [String] = []
        keys.reserveCapacity(bytes.count / 80)
        order.reserveCapacity(bytes.count / 80)
        StateFile.forEachLine(in: bytes) { line in
            guard let tab = bytes[line].firstIndex(of: 9) else { return }   // the version line
            let id = String(decoding: bytes[line.lowerBound..<tab], as: UTF8.self)
            keys[id] = String(decoding: bytes[(tab + 1)..<line.upperBound], as: UTF8.self)
            order.append(id)
        }
        return (keys, order)
    }

    /// Saves the record with the keys of the stories in `changed` (id → key) replaced and every
    /// other line written from where it lies: a rebuild after edits to a few stories. False,
    /// and nothing saved, when the record is not there or has no line for one of them.
    static func save(replacing changed: [String: String], to directory: URL) throws(SiteError) -> Bool {
        guard let file = StateFile.mapped(fileName, in: directory, version: version) else { return false }
        if changed.isEmpty { return true }
        var replaced: [(range: Range<Int>, text: String)] = []
        for (id, key) in changed {
            guard let line = line(of: id, in: file.bytes) else { return false }
            replaced.append((line, id + "\t" + key))
        }
        try StateFile.Lines(file, replacing: replaced).save(as: directory.appendingPathComponent(fileName), ifChanged: false)
        return true
    }

    /// Where `id`'s line is in the record's bytes, its line feed included.
    private static func line(of id: String, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let wanted = Array((id + "\t").utf8)
        let raw = UnsafeRawBufferPointer(bytes)
        var start = 0
        while let end = raw.firstIndex(ofByte: 10, in: start..<bytes.count) {
            if bytes[start..<end].starts(with: wanted) { return start..<(end + 1) }
            start = end + 1
        }
        return nil
    }

    /// Saves the keys by id, unless the file holds them already. `last`: the ids as `load`
    /// gave them, whose order is taken as it is when they are the same stories.
    static func save(_ keys: [String: String], as last: [String] = [], to directory: URL) throws(SiteError) {
        var lines = StateFile.Lines(version)
        if last.count == keys.count, last.allSatisfy({ keys[$0] != nil }) {
            for id in last { lines.add(id, keys[id] ?? "") }
        } else {
            for (id, key) in BuildState.sorted(keys) { lines.add(id, key) }
        }
        try lines.save(as: directory.appendingPathComponent(fileName))
    }
}
