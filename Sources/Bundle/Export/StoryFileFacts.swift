/// The size and SHA-256 of each story's own files (`story.json`, audio, transcript) as they
/// went into the ZIP, kept until `manifest.json` lists them by story after the payload.
///
/// Kept on disk, one fixed-size record a file at a place computed from the story's index, so
/// they can be written in the ZIP's order and read back in the stories' order while memory
/// stays the same whatever the number of stories (held as strings they were 5 MB at 10,000).
struct StoryFileFacts {
    /// What a file is to its story, as `manifest.json` names it; in the order it lists them.
    enum Role: Int, CaseIterable, Sendable {
        case metadata, audio, transcript

        var name: String {
            switch self {
            case .metadata: "metadata"
            case .audio: "audio"
            case .transcript: "transcript"
            }
        }

        /// The file's name in its story's or entry's folder; nil when it has none.
        func fileName<Item>(in item: ExportItems<Item>.Summary) -> String? {
            switch self {
            case .metadata: Item.collection.metadataFileName
            case .audio: item.audioFile
            case .transcript: item.transcriptFile
            }
        }
    }

    /// Which story or day entry (its index in `ExportItems.summaries`) and which of its files.
    struct Slot: Sendable, Equatable {
        var item: Int
        var role: Role
    }

    /// A record: 64 hex digits, the size (8 bytes, little-endian), 1 when written, padding.
    private static let recordSize = 80
    private let file: SpoolFile

    init(path: String) throws(BundleError) {
        file = try SpoolFile(path: path)
    }

    func record(_ fact: FileFact, at slot: Slot) throws(BundleError) {
        var bytes = Array(fact.sha256.utf8.prefix(64))
        bytes += [UInt8](repeating: 0, count: 64 - bytes.count)
        bytes += (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bitPattern: fact.bytes) >> ($0 * 8)) }
        bytes.append(1)
        try file.writeRecord(bytes, at: Self.offset(slot))
    }

    /// The facts recorded for the story at `index`, by role.
    func facts(ofStory index: Int) throws(BundleError) -> [Role: FileFact] {
        var facts: [Role: FileFact] = [:]
        for role in Role.allCases {
            let bytes = try file.readRecord(at: Self.offset(Slot(item: index, role: role)), count: Self.recordSize)
            guard bytes[72] == 1 else { continue }
            let size = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[64 + $1]) << ($1 * 8) }
            facts[role] = FileFact(sha256: String(decoding: bytes[..<64], as: UTF8.self), bytes: Int64(bitPattern: size))
        }
        return facts
    }

    private static func offset(_ slot: Slot) -> Int64 {
        Int64((slot.item * Role.allCases.count + slot.role.rawValue) * recordSize)
    }
}
