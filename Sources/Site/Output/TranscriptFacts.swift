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
enum TranscriptCache {
    static let fileName = ".storychop-transcripts"

    static func load(from directory: URL) -> [String: TranscriptFacts] {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(fileName).path) else { return [:] }
        var facts: [String: TranscriptFacts] = [:]
        StateFile.forEachRecord(in: data, fields: 5) { fields in
            let warning = fields[2].isEmpty ? nil : SiteWarning(file: fields[2], message: fields[3])
            facts[fields[0]] = TranscriptFacts(stamp: fields[1], words: fields[4], warning: warning)
        }
        return facts
    }

    static func save(_ facts: [String: TranscriptFacts], to directory: URL) throws(SiteError) {
        var lines = StateFile.Lines()
        for (id, fact) in facts.sorted(by: { $0.key < $1.key }) {
            lines.add(id, fact.stamp, fact.warning?.file.stateField ?? "", fact.warning?.message.stateField ?? "",
                      fact.words.stateField)
        }
        try lines.save(as: directory.appendingPathComponent(fileName))
    }
}
