import Foundation
import Testing
import TestSupport

/// Chat exports through the binary, as a keeper ingests them: the senders chosen with --from,
/// listed without it, each note a voice-note entry of its sender at the message's time in the
/// keeper's zone (TZ), its caption kept; a newer export adding only its new notes; a missing
/// file named; the bad inputs one line each.
@Suite struct ChatIngestTests {
    static let newYork = ["TZ": "America/New_York"]

    @Test func anIPhoneExportGivesTheChosenSendersNotes() throws {
        let chats = ChatExports(folder: try TemporaryDirectory())
        defer { chats.folder.remove() }
        let zip = try chats.iPhoneZip()
        let archive = try chats.archive()
        // Case and the marks around a name need not match.
        let run = try CommandRunner.run(["ingest", zip, "--from", "grandma ROSE", "--archive", archive], environment: Self.newYork)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Added 2 day entries to"), "\(run.stdout)")
        #expect(run.stdout.contains("+ days/2024-02-24-grandma-rose-voice-note-0920  ← \(zip):00000004-AUDIO-2024-02-24-09-20-15.opus"))
        let entries = ChatExports.entries(in: archive)
        #expect(entries.keys.sorted() == ["2024-02-24-grandma-rose-voice-note-0920", "2024-03-01-grandma-rose-voice-note-1803"])
        let first = entries["2024-02-24-grandma-rose-voice-note-0920"] ?? ""
        #expect(first.contains(#""kind": "voice-note""#) && first.contains(#""person": "Grandma Rose""#), "\(first)")
        #expect(first.contains(#""recorded": "2024-02-24T09:20:15-05:00""#))
        #expect(first.contains(#""caption": "The lemon cake recipe, as promised""#))
        #expect(first.contains(#""original_file": "00000004-AUDIO-2024-02-24-09-20-15.opus""#))
        #expect(!(entries["2024-03-01-grandma-rose-voice-note-1803"] ?? "").contains("caption"))
    }

    @Test func withoutFromTheSendersAreListedAndNothingIsTaken() throws {
        let chats = ChatExports(folder: try TemporaryDirectory())
        defer { chats.folder.remove() }
        let zip = try chats.iPhoneZip()
        let archive = try chats.archive()
        let run = try CommandRunner.run(["ingest", zip, "--archive", archive])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\(zip) is a WhatsApp chat with voice notes from 2 people; none were taken:\n"), "\(run.stdout)")
        #expect(run.stdout.range(of: #"\n  Grandma Rose  2 voice notes, 1[0-9] s\n  Sam           1 voice note, [5-8] s\n"#, options: .regularExpression) != nil)
        #expect(run.stdout.contains("e.g. storychop ingest \"\(zip)\" --from \"Grandma Rose\""))
        #expect(run.stdout.hasSuffix("0 added, 0 skipped, 0 rejected.\n"))
        #expect(ChatExports.entries(in: archive).isEmpty)

        let nobody = try CommandRunner.run(["ingest", zip, "--from", "Grandpa Joe", "--archive", archive])
        #expect(nobody.status == 1)
        #expect(nobody.stderr.contains("error: \(zip): --from \"Grandpa Joe\" names nobody who sent voice notes (\(zip): Grandma Rose, Sam), so nothing was added"), "\(nobody.stderr)")
        #expect(ChatExports.entries(in: archive).isEmpty)
        // One name right and one mistyped: nothing is taken, not half the import.
        let half = try CommandRunner.run(["ingest", zip, "--from", "Grandma Rose", "--from", "Grandma Rsoe", "--archive", archive])
        #expect(half.status == 1 && half.stderr.contains("--from \"Grandma Rsoe\" names nobody"), "\(half.stderr)")
        #expect(ChatExports.entries(in: archive).isEmpty)
        // --from without a chat among the sources adds nothing either.
        let noChat = try CommandRunner.run(["ingest", RepositoryPaths.audioFixtures.appendingPathComponent("aac.m4a").path, "--from", "Dad", "--archive", archive])
        #expect(noChat.status == 1 && noChat.stderr.contains("no WhatsApp or Telegram chat was found among the sources, so nothing was added"), "\(noChat.stderr)")
        #expect(noChat.stdout.contains("0 added"), "\(noChat.stdout)")
    }

    @Test func aNewerExportAddsOnlyItsNewNotes() throws {
        let chats = ChatExports(folder: try TemporaryDirectory())
        defer { chats.folder.remove() }
        let archive = try chats.archive()
        let older = try chats.androidFolder("older", lines: ChatExports.omaLines(newer: false),
                                            notes: ["PTT-20241222-WA0002.opus": 0, "PTT-20241222-WA0003.opus": 1, "PTT-20241222-WA0004.opus": 2])
        let first = try CommandRunner.run(["ingest", older.path, "--from", "Oma", "--archive", archive])
        #expect(first.status == 0 && first.stdout.contains("2 added, 0 skipped, 0 rejected."), "\(first.stdout)\(first.stderr)")
        let caption = ChatExports.entries(in: archive)["2024-12-22-oma-voice-note-2206"] ?? ""
        #expect(caption.contains(#""caption": "Das Lied von damals""#), "\(ChatExports.entries(in: archive).keys)")

        let newer = try chats.androidFolder("newer", lines: ChatExports.omaLines(newer: true),
                                            notes: ["PTT-20241222-WA0002.opus": 0, "PTT-20241222-WA0003.opus": 1, "PTT-20241222-WA0004.opus": 2,
                                                    "PTT-20241229-WA0000.opus": 3])
        let second = try CommandRunner.run(["ingest", newer.path, "--from", "Oma", "--archive", archive])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Skipped 2:\n  = \(newer.path): 2 of its voice notes are already in the archive\n"), "\(second.stdout)")
        #expect(second.stdout.contains("+ days/2024-12-29-oma-voice-note-0815  ← \(newer.path)/PTT-20241229-WA0000.opus"))
        #expect(second.stdout.hasSuffix("1 added, 2 skipped, 0 rejected.\n"))
        #expect(ChatExports.entries(in: archive).count == 3)
    }

    @Test func aMissingNoteIsNamedAndTheChatTextCanBeGivenDirectly() throws {
        let chats = ChatExports(folder: try TemporaryDirectory())
        defer { chats.folder.remove() }
        let archive = try chats.archive()
        let export = try chats.androidFolder("oma", lines: ChatExports.omaLines(newer: false),
                                             notes: ["PTT-20241222-WA0002.opus": 0, "PTT-20241222-WA0003.opus": 1])
        let text = export.appendingPathComponent("WhatsApp Chat with Oma.txt").path
        let run = try CommandRunner.run(["ingest", text, "--from", "oma", "--person", "Grandma Rose", "--archive", archive])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: \(export.path)/PTT-20241222-WA0004.opus: the voice note Oma sent on 2024-12-22 22:06 is not in the export, so it was not added"), "\(run.stderr)")
        #expect(run.stdout.hasSuffix("1 added, 0 skipped, 0 rejected, 1 warning.\n"), "\(run.stdout)")
        #expect(ChatExports.entries(in: archive).keys.sorted() == ["2024-12-22-grandma-rose-voice-note-2144"])
    }

    @Test func aTelegramExportGivesVoiceNotesOrStories() throws {
        let chats = ChatExports(folder: try TemporaryDirectory())
        defer { chats.folder.remove() }
        let export = try chats.telegramFolder("ChatExport_2024-03-10", files: ["voice_messages/audio_1@03-03-2024_10-15-02.ogg": 3,
                                                                               "voice_messages/audio_2@03-03-2024_10-31-12.ogg": 4])
        let archive = try chats.archive()
        let notes = try CommandRunner.run(["ingest", export.path, "--from", "Grandpa Joe", "--archive", archive], environment: Self.newYork)
        #expect(notes.status == 0 && notes.stdout.contains("1 added, 0 skipped, 0 rejected."), "\(notes.stdout)\(notes.stderr)")
        let entry = ChatExports.entries(in: archive)["2024-03-03-grandpa-joe-voice-note-1015"] ?? ""
        // Telegram's instant (15:15:02 UTC) in the keeper's zone.
        #expect(entry.contains(#""recorded": "2024-03-03T10:15:02-05:00""#) && entry.contains(#""caption": "The rowboat, the summer of '58""#), "\(entry)")

        let stories = try chats.archive()
        let told = try CommandRunner.run(["ingest", export.path, "--from", "Grandpa Joe", "--kind", "story", "--archive", stories],
                                         environment: Self.newYork)
        #expect(told.status == 0, "\(told.stderr)")
        #expect(told.stdout.contains("+ stories/2024-03-03-the-rowboat-the-summer-of-58  ← "), "\(told.stdout)")
        let story = try String(contentsOf: URL(fileURLWithPath: stories).appendingPathComponent("stories/2024-03-03-the-rowboat-the-summer-of-58/story.json"), encoding: .utf8)
        #expect(story.contains(#""narrator": "Grandpa Joe""#) && story.contains(#""title": "The rowboat, the summer of '58""#))

        let android = try chats.androidFolder("oma", lines: ChatExports.omaLines(newer: false), notes: ["PTT-20241222-WA0002.opus": 0])
        let untitled = try CommandRunner.run(["ingest", android.path, "--from", "Oma", "--kind", "story", "--archive", stories])
        #expect(untitled.stdout.contains("+ stories/2024-12-22-voice-note-from-oma-2024-12-22  ← "), "\(untitled.stdout)")
    }

    @Test func aPersonIsGivenForOneSenderOnly() throws {
        let result = try CommandRunner.run(["ingest", "Chat.zip", "--from", "Oma", "--from", "Opa", "--person", "Grandma Rose"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--person names whose voice notes they are for one --from only"))
    }
}
