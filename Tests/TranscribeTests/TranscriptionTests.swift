import Foundation
import StoryArchive
import Testing
import TestSupport
@testable import Transcribe

/// `storychop transcribe` as one library call: the engine storychop.yml names found, the plan
/// heard before the engine is given anything, each recording transcribed.
@Suite struct TranscriptionTests {
    @Test func oneCallFindsTheEnginePlansAndRunsAndASecondHasNothingToDo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try TranscribeFixture.archive(in: folder, transcriber: try FakeEngine.write(in: folder, FakeEngine.twoCues))
        var planned = 0
        var callsWhenPlanned: [String]?
        let outcome = try Transcription(archive: archive).run(.init(), planned: { plan in
            planned = plan.jobs.count
            callsWhenPlanned = FakeEngine.calls(in: folder)
        })
        guard case .transcribed(let report, let engine) = outcome else {
            Issue.record("nothing was transcribed: \(outcome)")
            return
        }
        #expect(callsWhenPlanned == [], "the plan is heard before the engine is given a recording")
        #expect(engine.name == "fake engine 1.0" && engine.model == "fake model")
        #expect(planned > 0 && report.transcribed.count == planned && report.failed.isEmpty)
        #expect(FakeEngine.calls(in: folder).count == planned)

        guard case .nothingToDo(let plan) = try Transcription(archive: archive).run(.init()) else {
            Issue.record("the second run transcribed again")
            return
        }
        #expect(plan.alreadyTranscribed >= planned)
        let preview = try Transcription(archive: archive).preview(.init(force: true))
        #expect(preview.engine?.name == "fake engine 1.0" && preview.plan.jobs.count >= planned)
        #expect(FakeEngine.calls(in: folder).count == planned, "a preview gives the engine nothing")
    }
}
