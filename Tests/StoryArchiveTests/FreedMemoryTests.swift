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
}
