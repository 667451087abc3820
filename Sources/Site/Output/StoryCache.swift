import Foundation
import StoryArchive

/// Every story as the last build read it, kept in the site folder as `.storychop-stories`
/// (one line per story: folder name, the stamp of its story.json, then the story's fields).
///
/// Decoding a thousand story.json files with `JSONDecoder` took longer than everything else a
/// one-story rebuild does; a story whose story.json has the same `FileStamp` as last time is
/// taken from here instead, and only the changed ones are read. The fields are written
/// losslessly (escaped, not flattened like the build state's messages), so a cached story is
/// equal to the one its file gives.
enum StoryCache {
    static let fileName = ".storychop-stories"
    static let version = "storychop-stories 1"

    struct Entry: Sendable {
        var stamp: String
        var story: Story
        /// The entry's line as read, written again as it is while the story is unchanged.
        var line: CachedLine
    }

    /// A line of the cache as it lies in the file, mapped (its line feed included).
    struct CachedLine: Sendable {
        let file: MappedFile
        let range: Range<Int>

        var bytes: Slice<UnsafeBufferPointer<UInt8>> { file.bytes[range] }
    }

    /// Every entry. Empty when there is no cache or it is another version's.
    static func load(from directory: URL) -> Loaded {
        guard let file = mapped(in: directory) else { return Loaded() }
        return Loaded(file: file, parts: [entries(in: file, part: 0, of: 1)])
    }

    /// The cache's file, mapped; nil when there is none or it is another version's.
    ///
    /// Mapped, and the fields read where they lie: reading the file into an array touched a
    /// hundred fresh pages at 1,000 stories, and taking each field as a slice of that array
    /// was a retain and a release, a fifth of the load.
    static func mapped(in directory: URL) -> MappedFile? {
        StateFile.mapped(fileName, in: directory, version: version)
    }

    /// The entries of the lines in one of `parts` parts of `file` (mapped by `mapped(in:)`),
    /// of about as many bytes each, cut after line feeds. A part each core: making the
    /// stories' strings was the longest work a one-story rebuild did before it could plan.
    static func entries(in file: MappedFile, part: Int, of parts: Int) -> Loaded.Part {
        let bytes = file.bytes
        let range = lineStart(in: bytes, near: part, of: parts)..<lineStart(in: bytes, near: part + 1, of: parts)
        var entries = Loaded.Part()
        entries.reserve(range.count / 256)   // lines are some 400 bytes
        StateFile.forEachLine(in: bytes, part: range) { line in
            var fields = EscapedFields(bytes: bytes, line: line)
            guard let name = fields.next(), let stamp = fields.next(), var story = StoryFields.read(&fields) else { return }
            story.id = name
            entries.append(Entry(stamp: stamp, story: story, line: CachedLine(file: file, range: line.lowerBound..<(line.upperBound + 1))))
        }
        return entries
    }

    /// Where part `part` of `parts` begins: after the version line for the first, at the end for
    /// the last's end, else at the first line to begin at or after its share of the bytes.
    private static func lineStart(in bytes: UnsafeBufferPointer<UInt8>, near part: Int, of parts: Int) -> Int {
        let header = version.utf8.count + 1
        guard part > 0 else { return header }
        guard part < parts else { return bytes.count }
        let share = header + (bytes.count - header) / parts * part
        guard let feed = UnsafeRawBufferPointer(bytes).firstIndex(ofByte: 10, in: (share - 1)..<bytes.count) else { return bytes.count }
        return feed + 1
    }

    /// `stamps`: folder name → stamp of the story.json each story was read from; `known`: the
    /// cache as loaded, whose lines are kept for the stories read from it (one story changed
    /// in ten thousand is one line made).
    static func save(_ stories: [Story], stamps: [String: String], known: Loaded = Loaded(), to directory: URL) throws(SiteError) {
        var lines = StateFile.Lines(version)
        for index in byName(stories, known: known) {
            // Neither the story nor its entry taken out whole: each copy is a retain per field.
            let id = stories[index].id
            guard let stamp = stamps[id] else { continue }
            if let line = known.line(of: id, stamp: stamp) {
                lines.append(raw: line.bytes, of: line.file)
                continue
            }
            lines.add(line(for: stories[index], stamp: stamp))
        }
        try lines.save(as: directory.appendingPathComponent(fileName))
    }

    /// Saves the cache as it was loaded (`known`) with the lines of the `edited` stories (id →
    /// story as read now, from a story.json whose stamp is in `stamps`) made again, every other
    /// line written from where it lies: a rebuild after a few stories' edits, which adds and
    /// removes none. Going through every story to find the few changed was ~1 ms at 1,000.
    /// False, and nothing saved, when an edited story is not among `known`.
    static func save(replacing edited: [String: Story], stamps: [String: String], in known: Loaded,
                     to directory: URL) throws(SiteError) -> Bool {
        var replaced: [(range: Range<Int>, text: String)] = []
        replaced.reserveCapacity(edited.count)
        for (id, story) in edited {
            guard let entry = known[id], let stamp = stamps[id] else { return false }
            replaced.append((entry.line.range, line(for: story, stamp: stamp)))
        }
        guard let file = known.file else { return false }
        try StateFile.Lines(file, replacing: replaced).save(as: directory.appendingPathComponent(fileName), ifChanged: false)
        return true
    }

    /// A story's line (without its line feed): its folder name, the stamp, its fields.
    private static func line(for story: Story, stamp: String) -> String {
        var fields = [story.id, stamp]
        StoryFields.write(story, to: &fields)
        return fields.map(EscapedFields.escape).joined(separator: "\t")
    }

    /// The positions of `stories` in the order of their names: the cache's order when they are
    /// the stories it holds, else sorted (by position, not as stories: moving a story is a
    /// retain per field).
    private static func byName(_ stories: [Story], known: Loaded) -> [Int] {
        if known.count == stories.count {
            var slots = [Int](repeating: -1, count: stories.count)
            for index in stories.indices {
                guard let position = known.position(of: stories[index].id), position < slots.count, slots[position] < 0 else { break }
                slots[position] = index
            }
            if !slots.contains(-1) { return slots }
        }
        return stories.indices.sorted { stories[$0].id.precedesInBytes(stories[$1].id) }
    }
}

/// A story as a flat list of text fields, in a fixed order. An optional value is "" when absent
/// and "=" followed by the value when present, so an empty title and no prompt differ.
enum StoryFields {
    static func write(_ story: Story, to fields: inout [String]) {
        fields += [String(story.schema), story.kind.rawValue, story.title,
                   optional(story.prompt), optional(story.category), optional(story.narrator)]
        let date = story.recorded
        fields += [String(date.year), String(date.month), String(date.day),
                   optional(date.secondsIntoDay.map(String.init)), optional(date.utcOffset.map(String.init)),
                   optional(story.duration.map(\.description))]
        if let audio = story.audio {
            fields += ["=", audio.file, audio.format, audio.codec, String(audio.bytes), audio.sha256,
                       optional(audio.sampleRate.map(String.init)), optional(audio.channels.map(String.init))]
        } else {
            fields.append("")
        }
        fields += [optional(story.transcript?.file), optional(story.transcript?.format),
                   optional(story.mood.map { String($0.rawValue) }), String(story.tags.count)] + story.tags
        fields += [optional(story.source?.originalFile), optional(story.source?.importedAt)]
    }

    /// The story, or nil when the fields are not what `write` makes (a damaged cache: the
    /// story is then read from its file).
    static func read(_ fields: inout EscapedFields) -> Story? {
        guard let schema = fields.int(), let kind = fields.next().flatMap(Story.Kind.init(rawValue:)),
              let title = fields.next(), let prompt = fields.optional(), let category = fields.optional(),
              let narrator = fields.optional(),
              let year = fields.int(), let month = fields.int(), let day = fields.int(),
              let seconds = fields.optionalInt(), let offset = fields.optionalInt(), let duration = fields.optional(),
              let recorded = RecordedDate(year: year, month: month, day: day, secondsIntoDay: seconds, utcOffset: offset),
              let hasAudio = fields.next() else { return nil }
        var audio: AudioFile?
        if hasAudio == "=" {
            guard let file = fields.next(), let format = fields.next(), let codec = fields.next(),
                  let bytes = fields.int(), let sha256 = fields.next(),
                  let rate = fields.optionalInt(), let channels = fields.optionalInt() else { return nil }
            audio = AudioFile(file: file, format: format, codec: codec, bytes: Int64(bytes), sha256: sha256,
                              sampleRate: rate, channels: channels)
        }
        guard let transcriptFile = fields.optional(), let transcriptFormat = fields.optional(),
              let mood = fields.optionalInt(), let tagCount = fields.int() else { return nil }
        var tags: [String] = []
        tags.reserveCapacity(min(max(0, tagCount), 32))   // a damaged count is not taken at its word
        for _ in 0..<max(0, tagCount) {
            guard let tag = fields.next() else { return nil }
            tags.append(tag)
        }
        guard let original = fields.optional(), let imported = fields.optional() else { return nil }
        var story = Story(id: "", kind: kind, title: title, prompt: prompt, category: category, narrator: narrator,
                          recorded: recorded, duration: duration.flatMap { Double($0) }, audio: audio,
                          transcript: transcriptFile.map { TranscriptFile(file: $0, format: transcriptFormat ?? "") },
                          mood: mood.flatMap(Mood.init(rawValue:)), tags: tags,
                          source: original.map { Source(originalFile: $0, importedAt: imported ?? "") })
        story.schema = schema
        return story
    }

    private static func optional(_ value: String?) -> String {
        value.map { "=" + $0 } ?? ""
    }
}

/// Tab-separated fields in which `\`, tab, line feed and carriage return are escaped (`\\`,
/// `\t`, `\n`, `\r`), so any text survives a line of its own. Read from bytes: the cache of
/// ten thousand stories holds a quarter of a million fields.
struct EscapedFields {
    /// The file's bytes (mapped, alive while the reader is used); the line's fields are read
    /// from `position` up to `end`, each when asked (no table of strings per line).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    private let end: Int
    private var done = false

    /// The fields of `line` (without its line feed) in `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>) {
        self.bytes = bytes
        position = line.lowerBound
        end = line.upperBound
    }

    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 92 || $0 == 9 || $0 == 10 || $0 == 13 }) else { return text }
        return text.replacingScalars { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\t": "\\t"
            case "\n": "\\n"
            case "\r": "\\r"
            default: nil
            }
        }
    }

    /// The next field's bytes, still escaped; nil after the last.
    private mutating func nextBytes() -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard !done else { return nil }
        let fieldEnd = UnsafeRawBufferPointer(bytes).firstIndex(ofByte: 9, in: position..<end) ?? end
        let field = bytes[position..<fieldEnd]
        if fieldEnd == end { done = true } else { position = fieldEnd + 1 }
        return field
    }

    /// One field's text, unescaped (a field without a backslash is taken as it is).
    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let buffer = UnsafeBufferPointer(rebasing: bytes)
        // Strings made from buffers: the fields of every story are read on every rebuild.
        guard buffer.isEmpty || memchr(buffer.baseAddress!, 92, buffer.count) == nil else { return unescaped(bytes) }
        return String(decoding: buffer, as: UTF8.self)
    }

    private static func unescaped(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        var text: [UInt8] = []
        var escaping = false
        for byte in bytes {
            if escaping {
                text.append(byte == UInt8(ascii: "t") ? 9 : byte == UInt8(ascii: "n") ? 10 : byte == UInt8(ascii: "r") ? 13 : byte)
                escaping = false
            } else if byte == 92 {
                escaping = true
            } else {
                text.append(byte)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The next field; nil after the last.
    mutating func next() -> String? {
        nextBytes().map(Self.text)
    }

    /// The next field as an optional written by `StoryFields`: .some(nil) for "", .some(value) for "=value".
    mutating func optional() -> String?? {
        guard let field = nextBytes() else { return nil }
        guard let first = field.first else { return .some(nil) }
        guard first == UInt8(ascii: "=") else { return nil }
        return .some(Self.text(field.dropFirst()))
    }

    /// The next field as an optional decimal integer, as `optional()` reads a text: read from
    /// the bytes (the cache's times, sizes and moods, no string made for each); nil when the
    /// field is neither "" nor "=" and a number.
    mutating func optionalInt() -> Int?? {
        guard let field = nextBytes() else { return nil }
        guard let first = field.first else { return .some(nil) }
        guard first == UInt8(ascii: "="), let value = Self.decimal(field.dropFirst()) else { return nil }
        return .some(value)
    }

    /// The next field as a decimal integer (an optional minus sign, up to 18 digits).
    mutating func int() -> Int? {
        nextBytes().flatMap(Self.decimal)
    }

    private static func decimal(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var digits = field
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }
}
