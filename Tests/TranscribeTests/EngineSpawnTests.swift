import Foundation
import Testing
@testable import Transcribe

/// Every setting an engine is started with is checked: one the system refuses stops the start,
/// rather than let the engine inherit StoryChop's open files or blocked signals.
@Suite struct EngineSpawnTests {
    @Test func aSettingTheSystemRefusesStopsTheStartInTheSystemsWords() {
        let error = #expect(throws: EngineFailure.self) {
            _ = try EngineSpawnSettings(executable: "/opt/engine", output: -1, errors: 2)
        }
        #expect(error == .cannotStart("/opt/engine", "Bad file descriptor"))
    }

    @Test func openDescriptorsMakeSettingsTheEngineStartsWith() throws {
        let settings = try EngineSpawnSettings(executable: "/opt/engine", output: 1, errors: 2)
        var flags: Int16 = 0
        #expect(posix_spawnattr_getflags(&settings.attributes, &flags) == 0)
        #expect(Int32(flags) == POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP)
    }
}
