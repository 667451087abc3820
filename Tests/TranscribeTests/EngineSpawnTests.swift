import Foundation
import StoryCore
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

/// Engines run side by side in one process (as tests do) take turns: each is started, watched
/// and ended as if alone, and none is taken for a signal's stop, which would end the process.
@Suite struct EnginesSideBySideTests {
    @Test func manyEnginesStartedAtOnceEachEndAsThemselves() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("engine-\(UUID().uuidString).sh")
        try "#!/bin/sh\necho \"$1\"\nexit \"$2\"\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        chmod(script.path, 0o755)
        let outcomes = Array(0..<16).parallelMap { number in
            try? EngineProcess(executable: script.path, arguments: ["run-\(number)", "\(number % 3)"],
                               timeout: 30, maxOutput: 1 << 10).run()
        }
        for (number, outcome) in outcomes.enumerated() {
            #expect(outcome?.status == Int32(number % 3) && outcome?.killed == false)
            #expect(outcome.map { String(decoding: $0.output, as: UTF8.self) } == "run-\(number)\n")
        }
    }
}
