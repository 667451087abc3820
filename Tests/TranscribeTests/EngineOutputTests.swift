import Foundation
import Testing
@testable import Transcribe

@Suite struct EngineOutputTests {
    @Test func aCueStartIsReadFromTheLastTimingLine() {
        let output = Data("WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello\n\n00:01:02.500 --> 00:01:05.000\nthere".utf8)
        #expect(EngineOutput.latestCueStart(in: output) == 62.5)
        #expect(EngineOutput.latestCueStart(in: Data("WEBVTT\n".utf8)) == nil)
    }
}
