import Foundation
import StoryArchive

/// The offline search index: a JavaScript file (`search/index.js`) that sets one global.
/// A script file rather than JSON because `fetch()` of a local file fails under file://, while
/// `<script src>` works everywhere.
///
/// Each entry holds what a reader may type: title, prompt, narrator, category, date and the
/// words of the transcript (each distinct word once, lower-cased, which keeps the file small).
enum SearchIndex {
    /// Writes `search/index.js`, one entry per story; `words` holds each story's
    /// `distinctWords` by its id.
    static func write(stories: [Story], words: [String: String], to writer: SiteWriter) throws(SiteError) {
        let entries = stories.map { entry($0, words: words[$0.id] ?? "", from: SitePaths.search).compact() }
        let text = "// StoryChop search index. Generated; do not edit.\nwindow.STORYCHOP_SEARCH = ["
            + entries.joined(separator: ",") + "];\n"
        try writer.write(Data(text.utf8), to: SitePaths.searchIndex)
    }

    /// What a reader may find a story by.
    private static func entry(_ story: Story, words: String, from page: String) -> JSONValue {
        .object([
            .init("href", .string(SitePaths.link(from: page, to: SitePaths.story(story.id)))),
            .init("title", .string(story.title)),
            .init("text", .string([story.prompt, story.narrator, story.category, story.tags.joined(separator: " "),
                                   DisplayText.date(story.recorded)].compactMap { $0 }.joined(separator: " "))),
            .init("words", .string(words)),
        ])
    }

    /// Each word of `text` once, lower-cased, in the order first used, joined by spaces. A word is a
    /// run of letters, digits and apostrophes ("don't", "1962", "café") at least two Characters long.
    static func distinctWords(_ text: String) -> String {
        var seen = Set<String>(minimumCapacity: text.utf8.count / 32)
        var words = ""
        words.reserveCapacity(text.utf8.count / 2)
        forEachWord(in: text.lowercased()) { word in
            guard seen.insert(word).inserted else { return }
            if !words.isEmpty { words += " " }
            words += word
        }
        return words
    }

    /// The words of lower-cased text, read from its bytes. An ASCII byte that is not a letter, digit
    /// or apostrophe, with ASCII on both sides, is a Character of its own that ends any word; the
    /// pieces between such separators are either ASCII words (a byte a Character), or text with
    /// other scripts, which is split by Character properties as a whole (`Character.isLetter`
    /// knows é, ß, Arabic and CJK; a combining mark may join a neighbouring ASCII byte).
    private static func forEachWord(in text: String, _ body: (String) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0, isASCII = true
            func endPiece(at end: Int) {
                let piece = bytes[start..<end]
                if isASCII {
                    if piece.count > 1 { body(String(decoding: piece, as: UTF8.self)) }
                } else {
                    let words = String(decoding: piece, as: UTF8.self)
                        .split { !$0.isLetter && !$0.isNumber && $0 != "'" }
                    for word in words where word.count > 1 { body(String(word)) }
                }
            }
            for (offset, byte) in bytes.enumerated() {
                if byte >= 0x80 {
                    isASCII = false
                } else if !isASCIIWordByte(byte), offset == 0 || bytes[offset - 1] < 0x80,
                          offset + 1 == bytes.count || bytes[offset + 1] < 0x80 {
                    endPiece(at: offset)
                    start = offset + 1
                    isASCII = true
                }
            }
            endPiece(at: bytes.count)
        }
    }

    /// A-Z, a-z, 0-9 and "'": the ASCII Characters that are letters, numbers or the apostrophe.
    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "'"): true
        default: false
        }
    }
}
