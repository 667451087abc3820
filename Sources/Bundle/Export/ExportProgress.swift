/// Where an export is, for a progress line: `45 % data/stories/…/audio.m4a`.
public struct ExportProgress: Sendable {
    /// Bytes of the bundle's files written so far.
    public var bytesDone: Int64
    /// Bytes of all the files the bundle will hold.
    public var bytesTotal: Int64
    /// The entry being written, relative to the top folder (`data/stories/…/audio.m4a`).
    public var entry: String

    /// Whole percent done, 0 to 100.
    public var percent: Int {
        bytesTotal > 0 ? Int(bytesDone * 100 / bytesTotal) : 100
    }
}
