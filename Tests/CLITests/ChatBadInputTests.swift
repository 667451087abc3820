import Foundation
import Testing
import TestSupport

/// A chat export that cannot be taken as it is: one clear line each, naming the file, and
/// nothing half-written (what is refused leaves no entry; the chat's good notes still come in).
@Suite struct ChatBadInputTests {
    /// The error lines a run printed.
    static func errors(_ run: CommandRunner.Result) -> [Substring] {
        run.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    }

    @Test func aChatWithoutVoiceNotesIsSaidSo() throws {
        let chats = ChatExports(folder: try TemporaryDirectory())
        defer { chats.folder.remove() }
        let export = try chats.androidFolder("texts", lines: ["02/12/2024, 21:44 - Oma: Guten Abend!", "02/12/2024, 21:45 - Max: Hallo Oma"], notes: [:])
        let archive = try chats.archive()
        let run = try CommandRunner.run(["ingest", export.path, "--from", "Oma", "--archive", archive])
        #expect(run.status == 1)
        let errors = Self.errors(run)
        #expect(errors.count == 1 && errors[0].contains("\(export.path)/WhatsApp Chat with Oma.txt: no voice notes in this WhatsApp chat"), "\(run.stderr)")
        #expect(ChatExports.entries(in: archive).isEmpty)
    }

    @Test func aZipHoldingTwoChatsIsRefusedNamingBoth() throws {
        let chats = ChatExports(folder: try TemporaryDirectory())
        defer { chats.folder.remove() }
        var zip = HandZip()
        zip.file("Oma/WhatsApp Chat with Oma.txt", "02/12/2024, 21:44 - Oma: PTT-20241202-WA0002.opus (file attached)\n")
        ChatExports.add(ChatExports.notes[0], as: "Oma/PTT-20241202-WA0002.opus", to: &zip)
        zip.file("Opa/WhatsApp Chat with Opa.txt", "03/12/2024, 10:00 - Opa: PTT-20241203-WA0001.opus (file attached)\n")
        ChatExports.add(ChatExports.notes[1], as: "Opa/PTT-20241203-WA0001.opus", to: &zip)
        let path = try zip.write(to: chats.folder.appending("Two.zip").path)
        let archive = try chats.archive()
        let run = try CommandRunner.run(["ingest", path, "--from", "Oma", "--archive", archive])
        #expect(run.status == 1)
        let errors = Self.errors(run)
        #expect(errors.count == 1, "\(run.stderr)")
        #expect(errors.first?.contains("\(path): this ZIP holds 2 chats (\"\(path):Oma/WhatsApp Chat with Oma.txt\", \"\(path):Opa/WhatsApp Chat with Opa.txt\")") == true,
                "\(run.stderr)")
        #expect(ChatExports.entries(in: archive).isEmpty)
    }

    @Test func aNoteThatIsNotAudioOrIsCutShortIsNamed() throws {
        let chats = ChatExports(folder: try TemporaryDirectory())
        defer { chats.folder.remove() }
        let whole = ChatExports.notes[2]
        let zip = try chats.iPhoneZip(files: ["00000004-AUDIO-2024-02-24-09-20-15.opus": 0, "00000006-AUDIO-2024-02-24-09-31-07.opus": 1],
                                      extra: ["00000010-AUDIO-2024-03-01-18-03-30.opus": Data("Not a recording at all, just text.\n".utf8)])
        let archive = try chats.archive()
        let run = try CommandRunner.run(["ingest", zip, "--from", "Grandma Rose", "--archive", archive])
        #expect(run.status == 1)
        let errors = Self.errors(run)
        #expect(errors.count == 1 && errors[0].hasPrefix("error: \(zip):00000010-AUDIO-2024-03-01-18-03-30.opus: "), "\(run.stderr)")
        #expect(ChatExports.entries(in: archive).count == 1)   // the good note still came in

        let cut = try chats.iPhoneZip("Cut.zip", files: [:], extra: ["00000004-AUDIO-2024-02-24-09-20-15.opus": whole.prefix(whole.count / 3)])
        let truncated = try CommandRunner.run(["ingest", cut, "--from", "Grandma Rose", "--archive", archive])
        #expect(truncated.status == 1)
        let cutErrors = Self.errors(truncated)
        #expect(cutErrors.count == 1 && cutErrors[0].hasPrefix("error: \(cut):00000004-AUDIO-2024-02-24-09-20-15.opus: "), "\(truncated.stderr)")
        #expect(cutErrors.first?.contains("A chat's voice notes are often short") == true, "\(truncated.stderr)")   // a chat's advice, not a story's
        #expect(ChatExports.entries(in: archive).count == 1)
    }
}
