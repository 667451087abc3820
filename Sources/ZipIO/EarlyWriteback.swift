import Foundation

/// Sends the ZIP's pages to disk while it is being written, so that the fsync at the end has
/// little left to do.
///
/// Why: a gigabyte of ZIP stays far below the kernel's own flush threshold (a tenth of free
/// memory), so the kernel kept all of it in memory and wrote it only when the export closed and
/// synced the file: ~0.5 s at the end of the 1 GB benchmark with both cores idle, as long as
/// `cp -r` takes in all. Every `interval` bytes this tells the kernel that the ZIP's pages will
/// not be read again (`POSIX_FADV_DONTNEED`, which is true: the exporter never reads it back).
/// Linux then starts writing them out without waiting, alongside the hashing, and drops them
/// from memory once they are on disk, so a large export does not push the archive's own files
/// out of the page cache either.
struct EarlyWriteback {
    static let interval = 32 << 20
    let file: Int32
    private var sinceLast = 0

    init(file: Int32) {
        self.file = file
    }

    mutating func advance(by count: Int) {
        sinceLast += count
        guard sinceLast >= Self.interval else { return }
        sinceLast = 0
        // The whole file: pages already on their way, or gone, cost nothing.
        FileDescriptorIO.adviseWrittenAndDone(file)
    }
}
