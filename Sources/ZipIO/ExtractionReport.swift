/// What `ZipExtractor.extract` wrote.
public struct ExtractionReport: Sendable, Equatable {
    /// An entry that was left out on purpose.
    public struct Skipped: Sendable, Equatable {
        /// The entry's path inside the ZIP.
        public var path: String
        /// Why it was left out, for the ingest summary.
        public var why: String

        /// Makes a skipped-entry record.
        public init(path: String, why: String) {
            self.path = path
            self.why = why
        }
    }

    /// Relative paths of the files written (with `/`), in ZIP order.
    public var files: [String]
    /// Files the `skip` filter left out, in ZIP order (folders are not listed).
    public var skipped: [Skipped]
    /// Bytes written, counted as they were written.
    public var bytes: Int64

    /// Makes a report.
    public init(files: [String] = [], skipped: [Skipped] = [], bytes: Int64 = 0) {
        self.files = files
        self.skipped = skipped
        self.bytes = bytes
    }
}
