import Foundation
import StoryArchive

/// What the site takes from a story's transcript besides its page: the words for the search
/// index, and the warning reading it gave, if any. `stamp` is the transcript file's
/// `FileStamp` ("none" for a story without one).
struct TranscriptFacts: Sendable, Equatable {
    var stamp: String
    var words: String
    var warning: SiteWarning?

    /// The stamp of a story without a transcript, or whose transcript file is missing.
    static let noTranscript = "none"
}

/// The facts of every story's transcript as the last build found them, kept in the site folder
/// as `.storychop-transcripts` (one line per story: id, stamp, warning file and message, words).
/// A rebuild reads a transcript again only when its stamp changed or its page must be rendered.
///
/// The file is megabytes (the words: 17 MB at 10,000 stories), and a rebuild after one story
/// changed needs the words of that story only: so each line is found by its id and its fields
/// are read when asked, and lines whose facts still stand are saved as they were read.
struct TranscriptCache: Sendable {
    static let fileName = ".storychop-transcripts"

    /// The file, mapped: read into memory, its megabytes were that many fresh pages.
    private let file: MappedFile?
    private var bytes: UnsafeBufferPointer<UInt8> { file?.bytes ?? UnsafeBufferPointer(start: nil, count: 0) }
    /// Story id → its line, line break included.
    private let lines: [String: Range<Int>]

    /// No record: every transcript is to be read.
    init() {
        file = nil
        lines = [:]
    }

    init(from directory: URL) {
        file = MappedFile(directory.appendingPathComponent(Self.fileName).path)
        let bytes = file?.bytes ?? UnsafeBufferPointer(start: nil, count: 0)
        var lines: [String: Range<Int>] = [:]
        StateFile.forEachLine(in: bytes) { line in
            if let tab = bytes[line].firstIndex(of: UInt8(ascii: "\t")) {
                lines[String(decoding: bytes[line.lowerBound..<tab], as: UTF8.self)] = line.lowerBound..<(line.upperBound + 1)
            }
        }
        self.lines = lines
    }

    var count: Int { lines.count }

    /// The stories with a line.
    var ids: Dictionary<String, Range<Int>>.Keys { lines.keys }

    /// The stamp the last build recorded for the story's transcript.
    func stamp(_ id: String) -> String? {
        fields(id, upTo: 1).first
    }

    func facts(_ id: String) -> TranscriptFacts? {
        let fields = fields(id, upTo: 4)
        guard fields.count == 4 else { return nil }
        return TranscriptFacts(stamp: fields[0], words: fields[3],
                               warning: fields[1].isEmpty ? nil : SiteWarning(file: fields[1], message: fields[2]))
    }

    /// The warning the last build's reading of the story's transcript gave, if any.
    func warning(_ id: String) -> SiteWarning? {
        let fields = fields(id, upTo: 3)
        guard fields.count == 3, !fields[1].isEmpty else { return nil }
        return SiteWarning(file: fields[1], message: fields[2])
    }

    /// The first `count` fields of the story's line after its id (fewer when it has fewer).
    private func fields(_ id: String, upTo count: Int) -> [String] {
        guard let line = lines[id], let idEnd = bytes[line].firstIndex(of: UInt8(ascii: "\t")) else { return [] }
        let end = line.upperBound - 1   // before the line break
        var fields: [String] = [], start = idEnd + 1
        while fields.count < count, start <= end {
            let fieldEnd = bytes[start..<end].firstIndex(of: UInt8(ascii: "\t")) ?? end
            fields.append(String(decoding: bytes[start..<fieldEnd], as: UTF8.self))
            start = fieldEnd + 1
        }
        return fields
    }

    /// Saves the facts of these stories, when they are not what the file holds: `read` for
    /// the transcripts read by this build, the last build's for those in `kept`.
    func save(read: [String: TranscriptFacts], kept: Set<String>, to directory: URL) throws(SiteError) {
        guard read.count + kept.count != count || read.contains(where: { facts($0.key) != $0.value }) else { return }
        var lines = StateFile.Lines()
        for id in (Array(read.keys) + kept.filter { read[$0] == nil }).sorted() {
            if let fact = read[id] {
                lines.add(id, fact.stamp, fact.warning?.file.stateField ?? "", fact.warning?.message.stateField ?? "",
                          fact.words.stateField)
            } else if let line = self.lines[id], let file {
                lines.append(raw: bytes[line], of: file)
            }
        }
        try lines.save(as: directory.appendingPathComponent(Self.fileName))
    }
}

/// Every story's transcript facts once the pages are rendered: those `read` by this build, and
/// the last build's for the stories in `kept` (their transcripts as that build found them).
struct RenderedTranscripts {
    var read: [String: TranscriptFacts] = [:]
    var kept: Set<String> = []
    let known: TranscriptCache

    /// Every story not read keeps the last build's facts: after a rebuild of the pages of a
    /// few stories only (see `StoryEditRebuild`), whose transcripts were read if they changed.
    mutating func keepTheRest() {
        for id in known.ids where read[id] == nil { kept.insert(id) }
    }

    func words(_ id: String) -> String {
        read[id]?.words ?? (kept.contains(id) ? known.facts(id)?.words : nil) ?? ""
    }

    func warning(_ id: String) -> SiteWarning? {
        if let fact = read[id] { return fact.warning }
        return kept.contains(id) ? known.warning(id) : nil
    }

    func save(to directory: URL) throws(SiteError) {
        try known.save(read: read, kept: kept, to: directory)
    }
}
