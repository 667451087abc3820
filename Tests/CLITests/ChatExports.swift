import Foundation
import TestSupport

/// Chat exports made in a test, as phones make them "with media": a WhatsApp iPhone ZIP, an
/// Android folder, a Telegram Desktop folder. Their voice notes are the sample chats' Opus files
/// (`sample-archive/chats`), each with bytes of its own, so none is a duplicate of another.
struct ChatExports {
    let folder: TemporaryDirectory

    /// The sample notes, each 5.5 to 8 seconds of speech: more than `min_duration`.
    static let notes: [Data] = {
        let chats = RepositoryPaths.sampleArchive.appendingPathComponent("chats")
        let paths = ["WhatsApp Chat with Grandma Rose/PTT-20240305-WA0001.opus", "WhatsApp Chat with Grandma Rose/PTT-20240305-WA0002.opus",
                     "WhatsApp Chat with Grandma Rose/PTT-20240308-WA0003.opus",
                     "Telegram Export - Grandpa Joe/voice_messages/audio_1@03-03-2024_10-15-02.ogg",
                     "Telegram Export - Grandpa Joe/voice_messages/audio_2@03-03-2024_10-31-12.ogg",
                     "Telegram Export - Grandpa Joe/voice_messages/audio_3@09-03-2024_20-05-44.ogg"]
        return paths.map { (try? Data(contentsOf: chats.appendingPathComponent($0))) ?? Data() }
    }()

    /// An iPhone's `_chat.txt` line: day-first, a 12-hour clock with U+202F before AM/PM.
    static func iPhoneLine(_ date: String, _ time: String, _ sender: String, _ text: String) -> String {
        "[\(date), \(time.replacingOccurrences(of: " ", with: "\u{202F}"))] \(sender): \(text)\r\n"
    }

    /// An iPhone's attachment: `‎<attached: NAME>`, with the U+200E mark before it.
    static func attached(_ name: String) -> String { "\u{200E}<attached: \(name)>" }

    /// The family group as an iPhone exports it: Grandma Rose's two notes (the first with a
    /// caption after it), Sam's one, and the notes' files `files` (name → note index) in a ZIP.
    func iPhoneZip(_ name: String = "Chat.zip", chat: String? = nil, files: [String: Int]? = nil, extra: [String: Data] = [:]) throws -> String {
        let text = chat ?? Self.iPhoneLine("24/02/2024", "9:12:03 AM", "Family", "\u{200E}Messages and calls are end-to-end encrypted.")
            + Self.iPhoneLine("24/02/2024", "9:20:15 AM", "Grandma Rose", Self.attached("00000004-AUDIO-2024-02-24-09-20-15.opus"))
            + Self.iPhoneLine("24/02/2024", "9:20:58 AM", "Grandma Rose", "The lemon cake recipe, as promised")
            + Self.iPhoneLine("24/02/2024", "9:31:07 AM", "Sam", Self.attached("00000006-AUDIO-2024-02-24-09-31-07.opus"))
            + Self.iPhoneLine("01/03/2024", "6:03:30 PM", "\u{200E}Grandma Rose", Self.attached("00000010-AUDIO-2024-03-01-18-03-30.opus"))
        let notes = files ?? ["00000004-AUDIO-2024-02-24-09-20-15.opus": 0, "00000006-AUDIO-2024-02-24-09-31-07.opus": 1,
                              "00000010-AUDIO-2024-03-01-18-03-30.opus": 2]
        var zip = HandZip()
        zip.file("_chat.txt", text)
        for (file, index) in notes.sorted(by: { $0.key < $1.key }) { Self.add(Self.notes[index], as: file, to: &zip) }
        for (file, data) in extra.sorted(by: { $0.key < $1.key }) { Self.add(data, as: file, to: &zip) }
        return try zip.write(to: folder.appending(name).path)
    }

    static func add(_ data: Data, as name: String, to zip: inout HandZip) {
        let bytes = [UInt8](data)
        zip.entries.append(HandZip.Entry(name: name, payload: bytes, crc: CRC32.checksum(bytes), declaredSize: UInt32(bytes.count)))
    }

    /// An Android phone's export folder, "WhatsApp Chat with Oma.txt" (24 hours, day-first) and
    /// the notes `notes` (file → note index) beside it; `lines` are the chat's lines.
    func androidFolder(_ name: String, lines: [String], notes: [String: Int]) throws -> URL {
        let chat = folder.appending(name)
        try FileManager.default.createDirectory(at: chat, withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(to: chat.appendingPathComponent("WhatsApp Chat with Oma.txt"), atomically: true, encoding: .utf8)
        for (file, index) in notes { try Self.notes[index].write(to: chat.appendingPathComponent(file)) }
        return chat
    }

    /// Oma's chat as Android writes it: two notes of Oma's on 2 December (the second with a
    /// caption before it), one of Max's, and (`newer`) a third of Oma's a week later.
    static func omaLines(newer: Bool) -> [String] {
        ["01/12/2024, 09:00 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.",
         "22/12/2024, 21:44 - Oma: PTT-20241222-WA0002.opus (file attached)",
         "22/12/2024, 21:50 - Max: PTT-20241222-WA0003.opus (file attached)",
         "22/12/2024, 22:05 - Oma: Das Lied von damals",
         "22/12/2024, 22:06 - Oma: PTT-20241222-WA0004.opus (file attached)"]
            + (newer ? ["29/12/2024, 08:15 - Oma: PTT-20241229-WA0000.opus (file attached)"] : [])
    }

    /// Telegram Desktop's export: result.json with Grandpa Joe's voice message (and the text he
    /// wrote a minute later) and Mei's, and voice_messages/ holding `files` (path → note index).
    func telegramFolder(_ name: String, files: [String: Int]) throws -> URL {
        let chat = folder.appending(name)
        try FileManager.default.createDirectory(at: chat.appendingPathComponent("voice_messages"), withIntermediateDirectories: true)
        let json = """
        {"name": "Grandpa Joe", "type": "personal_chat", "id": 1001, "messages": [
         {"id": 1, "type": "message", "date": "2024-03-03T10:15:02", "date_unixtime": "1709478902", "from": "Grandpa Joe", "from_id": "user1001",
          "file": "voice_messages/audio_1@03-03-2024_10-15-02.ogg", "media_type": "voice_message", "mime_type": "audio/ogg",
          "duration_seconds": 8, "text": "", "text_entities": []},
         {"id": 2, "type": "message", "date": "2024-03-03T10:15:40", "date_unixtime": "1709478940", "from": "Grandpa Joe", "from_id": "user1001",
          "text": "The rowboat, the summer of '58", "text_entities": [{"type": "plain", "text": "The rowboat, the summer of '58"}]},
         {"id": 3, "type": "message", "date": "2024-03-03T10:31:12", "date_unixtime": "1709479872", "from": "Mei", "from_id": "user2002",
          "file": "voice_messages/audio_2@03-03-2024_10-31-12.ogg", "media_type": "voice_message", "mime_type": "audio/ogg",
          "duration_seconds": 6, "text": "", "text_entities": []}
        ]}
        """
        try json.write(to: chat.appendingPathComponent("result.json"), atomically: true, encoding: .utf8)
        for (file, index) in files { try Self.notes[index].write(to: chat.appendingPathComponent(file)) }
        return chat
    }

    /// A new archive in the folder.
    func archive() throws -> String {
        let path = folder.appending("family-\(UUID().uuidString.prefix(8))").path
        _ = try CommandRunner.run(["init", path])
        return path
    }

    /// The entry.json files of an archive's days, by folder name.
    static func entries(in archive: String) -> [String: String] {
        let days = URL(fileURLWithPath: archive).appendingPathComponent("days")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: days.path)) ?? []
        var entries: [String: String] = [:]
        for name in names where !name.hasPrefix(".") {
            entries[name] = (try? String(contentsOf: days.appendingPathComponent(name).appendingPathComponent("entry.json"), encoding: .utf8)) ?? ""
        }
        return entries
    }
}
