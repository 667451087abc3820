import Foundation
@testable import Site
import Testing
import Transcript
import XMLIO

/// A conversation's transcript on its page: each turn starts with its speaker's name, and the
/// lines of anyone but the teller (the interviewer's questions) are set apart.
@Suite struct SpeakerTurnsTests {
    private static func cues(_ speakers: [String?]) -> [Cue] {
        speakers.enumerated().map { index, speaker in
            Cue(start: Double(index), end: Double(index) + 0.5, text: String(repeating: "word ", count: speaker == "Joe" ? 9 : 3),
                speaker: speaker)
        }
    }

    @Test func theNarratorIsTheTellerAndAnyoneElseIsSetApart() {
        let turns = SpeakerTurns(cues: Self.cues(["Sam", "Joe", "Joe", nil, "Sam", "Sam"]), teller: "joe ")
        #expect(turns.teller == "joe")
        #expect((0..<6).map(turns.nameShown(at:)) == ["Sam", "Joe", nil, nil, "Sam", nil])
        #expect((0..<6).map(turns.isSetApart(at:)) == [true, false, false, false, true, true])
    }

    /// A speaker-labelling engine names nobody the archive knows: whoever says the most tells.
    @Test func withoutTheNarratorAmongThemWhoeverSaysTheMostTells() {
        let turns = SpeakerTurns(cues: Self.cues(["SPEAKER_01", "Joe", "Joe"]), teller: "Grandpa Joe")
        #expect(turns.teller == "joe")
        #expect((0..<3).map(turns.isSetApart(at:)) == [true, false, false])
    }

    /// Names that differ only in case are one person: one turn, never set apart from themselves.
    @Test func namesThatDifferInCaseAreOnePerson() {
        let cues = [Cue(start: 0, end: 1, text: "Where were you born?", speaker: "Sam"),
                    Cue(start: 1, end: 2, text: "In Kraków, in the winter.", speaker: "Grandpa Joe"),
                    Cue(start: 2, end: 3, text: "My mother said it snowed.", speaker: "grandpa joe")]
        let turns = SpeakerTurns(cues: cues, teller: "Grandpa Joe")
        #expect((0..<3).map(turns.isSetApart(at:)) == [true, false, false])
        #expect((0..<3).map(turns.nameShown(at:)) == ["Sam", "Grandpa Joe", nil])
        let noNarrator = SpeakerTurns(cues: cues, teller: nil)
        #expect(noNarrator.teller == "grandpa joe", "their two lines together say the most")
    }

    @Test func oneVoiceAloneIsNeverSetApart() {
        let turns = SpeakerTurns(cues: Self.cues(["Rose", "Rose", nil]), teller: "Grandpa Joe")
        #expect((0..<3).map(turns.isSetApart(at:)) == [false, false, false])
        #expect((0..<3).map(turns.nameShown(at:)) == ["Rose", nil, nil])
    }

    /// The sample's interview: Sam asks, Grandpa Joe (its narrator) answers.
    @Test func theSampleInterviewReadsByTurns() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let page = try fixture.page("stories/2024-12-25-mom-dad-said-always/index.html")
        let cues = page.elements(withClass: "cue")
        #expect(cues.map { $0.elements(withClass: "speaker").first?.text } == ["Sam:", "Grandpa Joe:", nil, nil, "Sam:", "Grandpa Joe:"])
        #expect(cues.map { $0.attribute("class") ?? "" } == [
            "cue cue-turn cue-interviewer", "cue cue-turn", "cue", "cue", "cue cue-turn cue-interviewer", "cue cue-turn",
        ])
        // A story told by one voice names nobody.
        let told = try fixture.page("stories/2024-03-05-the-day-we-moved/index.html")
        #expect(told.elements(withClass: "speaker").isEmpty && told.elements(withClass: "cue-interviewer").isEmpty)
    }
}
