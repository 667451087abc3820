/// How much a ZIP may unpack to before `ZipExtractor` refuses it.
///
/// Limits are checked against the bytes actually inflated, not the sizes the ZIP declares:
/// libarchive keeps inflating past a size patched into the headers, so a declared size is
/// only used to refuse early.
public struct ExtractionLimits: Sendable, Equatable {
    /// Most bytes all entries together may unpack to.
    public var maxTotalBytes: Int64
    /// Most bytes one entry may unpack to.
    public var maxEntryBytes: Int64
    /// Most entries (files, folders and skipped junk alike) the ZIP may hold.
    public var maxEntries: Int

    /// Makes limits; see `standard` for values that suit a family's recordings.
    public init(maxTotalBytes: Int64, maxEntryBytes: Int64, maxEntries: Int) {
        self.maxTotalBytes = maxTotalBytes
        self.maxEntryBytes = maxEntryBytes
        self.maxEntries = maxEntries
    }

    /// 16 GiB in total, 4 GiB per entry, 100,000 entries: far above years of voice memos,
    /// far below what a ZIP bomb would write.
    public static let standard = ExtractionLimits(
        maxTotalBytes: 16 << 30, maxEntryBytes: 4 << 30, maxEntries: 100_000)
}
