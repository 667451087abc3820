import Foundation
@testable import Site
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Stamps are made from bytes and read back from text the same way everywhere.
@Suite struct FileStampTests {
    @Test func aStampWrittenAsBytesReadsAsTheStringOfItsNumbers() throws {
        var info = stat()
        #expect(stat("/", &info) == 0)
        let stamp = try #require(FileStamp.of("/"))
        #expect(stamp == "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ino)")
    }

    @Test func aStampTellsWhetherItsFileWasModifiedBeforeATime() {
        let time = timespec(tv_sec: 1_700_000_000, tv_nsec: 500)
        #expect(FileStamp.modified("4096-1699999999.999999999-12", before: time))
        #expect(FileStamp.modified("4096-1700000000.499-12", before: time))
        #expect(!FileStamp.modified("4096-1700000000.500-12", before: time))   // the same tick: cannot tell
        #expect(!FileStamp.modified("4096-1700000001.0-12", before: time))
        for unreadable in ["", "missing", "4096-1699999999-12", "4096-1699999999.1", "-1-5.5-12", "4096-99999999999999999999.1-2"] {
            #expect(!FileStamp.modified(unreadable, before: time), "\(unreadable)")
        }
    }
}
