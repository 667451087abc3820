import Foundation

extension FileManager {
    /// The file's bytes, but never more than `limit + 1` of them: a hostile 1 GiB "transcript" or
    /// sidecar costs no more memory than the largest one StoryChop takes, and the reader that
    /// checks the size (`MetadataDocument`, `TranscriptParser`) then says it is too large.
    /// Nil when the file cannot be opened or read.
    public func contents(atPath path: String, readingAtMost limit: Int) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        do {
            return try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            return nil
        }
    }
}
