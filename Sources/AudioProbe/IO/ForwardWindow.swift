/// Sequential reads through a window of the file, for walking the frame headers of a stream
/// with no index (ADTS, AMR): one read per window instead of one per frame, never more than
/// `cap` bytes in all.
struct ForwardWindow {
    /// Bytes read per refill; frames of these formats are far smaller.
    static let windowSize = 256 << 10

    private let reader: FileReader
    private var start: Int64
    private var window: ByteBuffer
    /// Where reading stops, whatever the file's size.
    let end: Int64

    init(_ reader: FileReader, from offset: Int64, cap: Int64) {
        self.reader = reader
        start = offset
        window = ByteBuffer([])
        let (sum, overflow) = offset.addingReportingOverflow(cap)
        end = min(reader.size, overflow ? Int64.max : sum)
    }

    /// `count` bytes at `offset` (fewer at `end`), refilling the window when they aren't in it.
    mutating func bytes(at offset: Int64, count: Int) throws(AudioProbeError) -> ByteBuffer {
        guard offset >= 0, offset < end, count > 0 else { return ByteBuffer([]) }
        let available = Int(min(Int64(count), end - offset))
        let inWindow = offset - start
        if inWindow < 0 || inWindow + Int64(available) > Int64(window.count) {
            start = offset
            window = try reader.read(at: offset, count: Int(min(Int64(max(Self.windowSize, available)), end - offset)))
        }
        return window.clampedSlice(Int(offset - start), available)
    }
}
