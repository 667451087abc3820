import Foundation
import CArchive

/// Copies a source file into the open ZIP entry on a thread of its own (read, then libarchive's
/// CRC-32 and write), while the calling thread sees every chunk, in order, to hash it.
///
/// Why: hashing is the largest cost of `storychop export`. SHA-256 takes ~0.75 s a gigabyte even
/// with the CPU's SHA instructions, and no chunk of one file can be hashed before the previous
/// one; everything else (reading, CRC-32, copying into the page cache) fits in that time on the
/// other core, so an export takes little longer than hashing alone (1 GB: ~1.1 s, against
/// ~2.1 s with everything on one thread; see `scripts/bench-export.sh`).
///
/// Memory stays bounded: chunk `i` goes into slot `i % depth`, and the thread reads chunk `i`
/// only once the caller has seen chunk `i - depth` (the thread wrote it before reading on).
///
/// libarchive is not thread-safe and need not be: one thread at a time uses the archive handle.
/// `stream` lends it to the thread for one entry's data and returns (or throws) only once the
/// thread is done with it. `condition`'s lock orders every handover: the counters and flags
/// below are touched only with it held, and a slot's bytes belong to one thread at a time, as
/// `read` and `seen` say (hence `@unchecked Sendable`).
final class FileStreamer: @unchecked Sendable {
    /// Few enough calls into libarchive and the kernel (a thousand a gigabyte), small enough
    /// that a chunk is still in cache when the other thread reads it (4 MiB was twice as slow).
    static let chunkSize = 1 << 20
    /// The caller hashing one chunk while the thread reads and writes the next ones.
    static let depth = 4

    /// One entry's data: where it comes from, where it goes, and the names errors give.
    /// (`@unchecked`: the archive pointer, lent as described above.)
    struct Job: @unchecked Sendable {
        var source: Int32
        /// The size the entry header declared; more bytes than this means the file grew.
        var size: Int64
        var archive: OpaquePointer
        var zip: String
        var entry: String
        var sourcePath: String
    }

    private let condition = NSCondition()
    private let slots: [UnsafeMutableRawBufferPointer]
    private var counts: [Int]
    private var job: Job?
    /// Chunks of the current job the thread has read, and the caller has seen.
    private var read = 0
    private var seen = 0
    /// Set by the thread when the job ends: every byte written (`failure` nil) or not.
    private var finished = false
    private var failure: ZipError?
    private var bytesCopied: Int64 = 0
    private var started = false
    private var stopping = false

    init() {
        slots = (0..<Self.depth).map { _ in
            UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 64)
        }
        counts = Array(repeating: 0, count: Self.depth)
    }

    deinit {
        // The thread holds `self` while it runs, so it has ended by now.
        for slot in slots { slot.deallocate() }
    }

    /// Copies the job's file into its entry and returns how many bytes it read. `chunk` runs on
    /// the calling thread. Throws the first failure: reading, the file growing past `size`, or
    /// libarchive refusing the bytes.
    func stream(_ job: Job, chunk: (UnsafeRawBufferPointer) -> Void) throws(ZipError) -> Int64 {
        condition.lock()
        defer { condition.unlock() }
        self.job = job
        (read, seen, finished, failure, bytesCopied) = (0, 0, false, nil, 0)
        startIfNeeded()
        condition.broadcast()
        while true {
            while seen == read && !finished { condition.wait() }
            if failure != nil || seen == read { break }
            let index = seen % Self.depth
            let bytes = UnsafeRawBufferPointer(rebasing: slots[index][..<counts[index]])
            condition.unlock()
            chunk(bytes)
            condition.lock()
            seen += 1
            condition.broadcast()
        }
        // `finished` is set: the thread no longer touches the archive or the file.
        self.job = nil
        if let failure { throw failure }
        return bytesCopied
    }

    /// Ends the thread (once it is between jobs). Called when the ZIP is closed or dropped.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    private func startIfNeeded() {
        guard !started else { return }
        started = true
        let thread = Thread { [self] in run() }
        thread.name = "ZIP file streamer"
        thread.start()
    }

    // MARK: The thread

    private func run() {
        while let job = nextJob() {
            let outcome = copy(job)
            condition.lock()
            switch outcome {
            case .success(let bytes): bytesCopied = bytes
            case .failure(let error): failure = error
            }
            finished = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Waits for a job; nil once stopped.
    private func nextJob() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while (job == nil || finished) && !stopping { condition.wait() }
        return stopping ? nil : job
    }

    private func copy(_ job: Job) -> Result<Int64, ZipError> {
        var total: Int64 = 0
        var index = 0
        while true {
            let slot = freeSlot(for: index)
            let count: Int
            do {
                count = try FileDescriptorIO.read(job.source, into: slot, zip: job.zip, entry: job.entry, source: job.sourcePath)
            } catch {
                return .failure(error)
            }
            if count == 0 { return .success(total) }
            total += Int64(count)
            // libarchive stops accepting bytes past the declared size, so catch growth first.
            if total > job.size { return .failure(.sourceChanged(job.zip, entry: job.entry, source: job.sourcePath)) }
            publish(index, count: count)
            if let detail = ZipWriter.writeAll(UnsafeRawBufferPointer(rebasing: slot[..<count]), to: job.archive) {
                return .failure(.writeFailed(job.zip, entry: job.entry, detail: detail, errno: archive_errno(job.archive)))
            }
            index += 1
        }
    }

    /// The slot for chunk `index`, once the caller has seen the chunk that was in it.
    private func freeSlot(for index: Int) -> UnsafeMutableRawBufferPointer {
        condition.lock()
        defer { condition.unlock() }
        while index - seen >= Self.depth { condition.wait() }
        return slots[index % Self.depth]
    }

    private func publish(_ index: Int, count: Int) {
        condition.lock()
        counts[index % Self.depth] = count
        read = index + 1
        condition.broadcast()
        condition.unlock()
    }
}
