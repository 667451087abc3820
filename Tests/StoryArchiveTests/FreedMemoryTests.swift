#if canImport(Glibc)
import CLinuxExtras
#endif
import Foundation
@testable import StoryArchive
import Testing

/// What a build leaves behind is freed as usual unless the command line asked for it to be
/// kept until the process ends (it exits right after).
@Suite struct FreedMemoryTests {
    final class Tracked: Sendable {}

    @Test func leftoversAreFreedUnlessKeptUntilExit() {
        weak var freed: Tracked?
        weak var kept: Tracked?
        do {
            let usual = FreedMemory.Leftovers()
            let value = Tracked()
            freed = value
            usual.leave(value)
        }
        #expect(freed == nil)

        let keeping = FreedMemory.Leftovers()
        keeping.keepUntilExit()
        do {
            let value = Tracked()
            kept = value
            keeping.leave(value)
        }
        #expect(kept != nil)
        withExtendedLifetime(keeping) {}
    }

    #if canImport(Glibc)
    /// glibc gives a block this big pages of its own (whatever its threshold has grown to,
    /// 32 MB at most) unless `keepForReuse` raised it; then the block comes from the heap, and
    /// the pages stay for the next. (mallopt is called directly: looked up by name, as it once
    /// was, it was not found in the static release binary, and nothing was kept.)
    @Test func aBigBlockComesFromTheHeapOnceKeptForReuse() throws {
        FreedMemory.keepForReuse()
        let mapped = mallinfo2().hblks
        let block = try #require(malloc(40 << 20))
        defer { free(block) }
        #expect(mallinfo2().hblks <= mapped, "the block got pages of its own")
    }
    #endif
}
