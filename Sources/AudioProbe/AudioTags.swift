import Foundation

/// The few tags StoryChop uses from inside an audio file. Values are as written (trimmed), not parsed.
public struct AudioTags: Sendable, Equatable {
    /// The title (MP4 `©nam`, 3GP `titl`, ID3 `TIT2`, Vorbis and Matroska `TITLE`, Matroska's Info Title, WAV `INAM`, CAF `title`).
    public var title: String?
    /// The date as written, e.g. "1962-06-14" or "1962" (MP4 `©day`, ID3 `TDRC`/`TYER`, Vorbis `DATE`, WAV `ICRD`).
    public var date: String?
    /// A free-text comment (MP4 `©cmt`, 3GP `dscp`, ID3 `COMM`/`TXXX:comment`, Vorbis and Matroska `COMMENT`/`DESCRIPTION`, WAV `ICMT`).
    public var comment: String?
    /// When the recording was made, from the MP4 `mvhd` creation time; nil when the file doesn't say (0).
    public var creationTime: Date?

    /// Makes a set of tags; everything defaults to "not present".
    public init(title: String? = nil, date: String? = nil, comment: String? = nil, creationTime: Date? = nil) {
        self.title = title
        self.date = date
        self.comment = comment
        self.creationTime = creationTime
    }

    /// True when no tag is present.
    public var isEmpty: Bool { title == nil && date == nil && comment == nil && creationTime == nil }
}
