import Foundation

/// The parts of Telegram Desktop's JSON export (`result.json`) that voice notes need. Keys not
/// listed are ignored; a listed key of another type means the file is not as Telegram writes it.
struct TelegramExport: Decodable {
    var name: String?
    var type: String?
    var messages: [Message]?
    /// A whole account's export: `chats.list`, one entry per chat.
    var chats: ChatList?

    struct ChatList: Decodable {
        var list: [TelegramExport]
    }

    struct Message: Decodable {
        var id: Int?
        var type: String?
        var date: String?
        var dateUnixtime: String?
        var from: String?
        var forwardedFrom: String?
        var mediaType: String?
        var file: String?
        var photo: String?
        var durationSeconds: Double?
        var text: Text?

        enum CodingKeys: String, CodingKey {
            case id, type, date, from, file, photo, text
            case dateUnixtime = "date_unixtime", forwardedFrom = "forwarded_from", mediaType = "media_type",
                 durationSeconds = "duration_seconds"
        }
    }

    /// A message's text: a string, or an array of strings and entities (`{"type": "bold", "text": "…"}`).
    struct Text: Decodable {
        var plain: String

        init(from decoder: Decoder) throws {
            let single = try decoder.singleValueContainer()
            if let string = try? single.decode(String.self) {
                plain = string
                return
            }
            plain = try single.decode([Piece].self).map(\.text).joined()
        }

        private struct Piece: Decodable {
            var text: String

            init(from decoder: Decoder) throws {
                if let string = try? decoder.singleValueContainer().decode(String.self) {
                    text = string
                } else {
                    text = try decoder.container(keyedBy: Keys.self).decodeIfPresent(String.self, forKey: .text) ?? ""
                }
            }

            enum Keys: String, CodingKey { case text }
        }
    }
}
