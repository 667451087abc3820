import Foundation
@testable import Ingest
import StoryArchive

/// What ingest reads beside recordings: sidecars, journals' files and exports, the daily
/// questions, and the family chat's exports.
enum IngestTargets {
    static let all: [FuzzTarget] = [
        FuzzTarget(name: "sidecar-json", reads: "a story's sidecar NAME.json: its document, then its story and day fields") { data in
            sidecar(data, named: "story.json")
        },
        FuzzTarget(name: "sidecar-yaml", reads: "a story's sidecar NAME.yml (Yams), then its story and day fields") { data in
            sidecar(data, named: "story.yml")
        },
        FuzzTarget(name: "journal-json", reads: "a journal's entry or export in JSON, as `storychop probe` and ingest read it") { data in
            journal(data, named: "journal.json")
        },
        FuzzTarget(name: "journal-csv", reads: "a journal's export or answers table in CSV, as `storychop probe` and ingest read it") { data in
            journal(data, named: "answers.csv")
        },
        FuzzTarget(name: "csv", reads: "the CSV reader (DelimitedText), then its rows as an answers table") { data in
            answers(data)
        },
        FuzzTarget(name: "questions", reads: "the daily questions questions.yml (DailyQuestions)") { data in
            _ = try? DailyQuestions.parse(data, file: "questions.yml")
        },
        FuzzTarget(name: "whatsapp", reads: "a WhatsApp chat's text (_chat.txt)") { data in
            _ = try? WhatsAppChatParser.parse(String(decoding: data, as: UTF8.self), shownAs: "_chat.txt")
        },
        FuzzTarget(name: "telegram", reads: "a Telegram export's result.json") { data in
            _ = try? TelegramExportParser.parse(data, shownAs: "result.json")
        },
    ]

    private static func sidecar(_ data: Data, named name: String) {
        guard let document = try? SidecarReader.parse(data, of: URL(fileURLWithPath: name), shownAs: name) else { return }
        _ = try? SidecarReader.storyFields(document)
        _ = try? SidecarReader.dayFields(document)
    }

    private static func journal(_ data: Data, named name: String) {
        let path = ScratchFile.write(data, named: name)
        _ = try? JournalFileProbe.read(path, scales: .builtIn, kind: nil, person: "Oma")
    }

    /// A table of answers to the questions the sample archive asks, as ingest reads a CSV.
    private static func answers(_ data: Data) {
        guard let table = try? DelimitedText(data) else { return }
        guard AnswersTable.looksLikeAnswers(table) else { return }
        _ = try? AnswersTable(data, shownAs: "answers.csv", person: nil, known: questions)
    }

    private static let questions: DailyQuestions = {
        let text = """
        Oma:
          - question: Did you walk today?
            type: yes-no
          - question: How many glasses of water?
            type: number
          - question: What made you smile?
            type: text
        """
        return (try? DailyQuestions.parse(Data(text.utf8), file: "questions.yml")) ?? DailyQuestions()
    }()
}
