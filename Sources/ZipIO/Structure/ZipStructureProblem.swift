/// One place where a ZIP's own records disagree, so that programs reading it would not all see
/// the same files: the central directory (what unzip, file managers and Python read) against
/// an entry's local header and data descriptor (what libarchive and streaming readers read), or
/// the end records against the central directory.
public struct ZipStructureProblem: Sendable, Equatable, CustomStringConvertible {
    /// What disagrees, so tests and callers need not parse the words.
    public enum Kind: String, Sendable, Equatable {
        /// The entry's name (or an Info-ZIP Unicode path naming another file).
        case name
        /// The compressed or uncompressed size.
        case size
        /// The CRC-32 of the entry's bytes.
        case checksum
        /// Where an entry or the central directory starts, or bytes that belong to no entry.
        case position
        /// How many entries the end record counts against how many the central directory holds.
        case entryCount
        /// The compression method.
        case method
        /// The general-purpose flags, or a feature (encryption, a newer version) readers refuse.
        case flags
        /// An extra field that is cut short or malformed, which some readers refuse.
        case extraField
        /// The end of central directory record or its ZIP64 record and locator.
        case endRecord
    }

    public var kind: Kind
    /// The entry it is about (its local header's name when that could be read, else the
    /// central directory's); nil when it is about the ZIP as a whole.
    public var entry: String?
    /// What is wrong, for a person.
    public var message: String

    public init(_ kind: Kind, entry: String?, _ message: String) {
        self.kind = kind
        self.entry = entry
        self.message = message
    }

    public var description: String {
        entry.map { "\($0): \(message)" } ?? message
    }
}

/// What `ZipStructure.check` found: the entries' names as the central directory gives them,
/// and every disagreement (the first `ZipStructure.problemLimit` of them).
public struct ZipStructureReport: Sendable, Equatable {
    /// The central directory's names, in its order; empty when it could not be found.
    public var names: [String]
    public var problems: [ZipStructureProblem]
    /// False when the file has no end of central directory record: it is no ZIP, or was cut short.
    public var hasEndRecord = true

    /// True when every record agrees with every other.
    public var isSound: Bool { problems.isEmpty }
}

/// Gathers problems up to a limit, then one line saying there are more: a ZIP whose central
/// directory is shifted by a byte would otherwise give one line per entry.
struct ZipProblemList {
    private(set) var problems: [ZipStructureProblem] = []
    private(set) var overflowed = false
    let limit: Int

    mutating func add(_ kind: ZipStructureProblem.Kind, _ entry: String?, _ message: String) {
        guard problems.count < limit else {
            if !overflowed {
                overflowed = true
                problems.append(ZipStructureProblem(kind, entry: nil,
                    "more records disagree than are listed here; the ZIP is badly damaged"))
            }
            return
        }
        problems.append(ZipStructureProblem(kind, entry: entry, message))
    }
}
