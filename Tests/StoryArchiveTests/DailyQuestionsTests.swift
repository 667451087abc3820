import Foundation
import StoryArchive
import Testing

/// questions.yml: written so it reads back the same whatever the questions' words, and read
/// strictly, so a keeper's misspelt key is reported rather than lost at the next ingest.
@Suite struct DailyQuestionsTests {
    @Test func questionsWhoseWordsLookLikeOtherValuesReadBackAsWritten() throws {
        let words = ["Yes", "No", "null", "1.50", "Off", "Did I walk today?", "a: b", "#1 goal", "- dash", "\"Quoted\" words", "Grüße?"]
        var list = DailyQuestions()
        for text in words { list.note(.init(person: "Rose", text: text, type: .text)) }
        list.note(.init(person: "Joe (2)", text: "true", type: .yesNo, archived: true))
        let read = try DailyQuestions.parse(Data(list.yamlText().utf8), file: "questions.yml")
        #expect(read == list, "\(list.yamlText())")
    }

    @Test func aNewQuestionGoesAfterItsPersonsOthersAndArchivingIsNeverUndone() {
        var list = DailyQuestions(questions: [.init(person: "Rose", text: "Walk?", type: .yesNo), .init(person: "Joe", text: "Sleep", type: .number)])
        let added = list.note(.init(person: "rose", text: "Water", type: .number))
        #expect(added && list.questions.map(\.text) == ["Walk?", "Water", "Sleep"])
        let archived = list.note(.init(person: "Rose", text: "walk?", type: .yesNo, archived: true))
        let unarchived = list.note(.init(person: "Rose", text: "Walk?", type: .yesNo, archived: false))
        #expect(archived && !unarchived)
        #expect(list.question(person: "Rose", text: "WALK?")?.archived == true)
    }

    @Test func aMisspeltKeyOrAMissingTypeIsReportedNamingWhatIsWrong() {
        let misspelt = "Rose:\n  - question: Walk?\n    type: yes-no\n    archive: true\n"
        #expect(throws: ArchiveError.self) { try DailyQuestions.parse(Data(misspelt.utf8), file: "questions.yml") }
        do {
            _ = try DailyQuestions.parse(Data(misspelt.utf8), file: "questions.yml")
        } catch {
            #expect(error.message.contains("\"archive\", which is not question, type or archived"))
        }
        let untyped = "Rose:\n  - question: Walk?\n"
        #expect(throws: ArchiveError.self) { try DailyQuestions.parse(Data(untyped.utf8), file: "questions.yml") }
    }
}
