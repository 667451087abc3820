import Foundation
import StoryCore
import StoryArchive

/// The offline search index, in files small enough for a phone: a query loads only what its
/// words need. Script files rather than JSON, as `fetch()` of a local file fails under file://
/// while `<script src>` works everywhere; each calls `StoryChopSearchPart(name, data)`, which
/// `search.js` defines before it adds the script.
///
///     search/index.js        "index": how many entries, how many a file, and the word files'
///                            prefixes and sizes: [["", 812], ["t", 40960], ["th", 2100] …]
///     search/entries/N.js    "entries/N": entries N × 50 … N × 50 + 49 (`SearchEntry`), every
///                            story newest first, then every day entry newest first
///     search/words/N.js      "words/N": each word of the N-th prefix → the entries holding it,
///                            as rising numbers written as differences: {"maple":[3,1,40]};
///                            a story's code is there too, as `#` and its characters: "#4F7K":[12]
///
/// A word belongs to the file of the longest prefix that begins it (`SearchShards`), so a word
/// typed whole is found in one file, and the start of a word in that file and those under it.
///
/// Built while the pages render: each transcript's lines arrive from the page that read them
/// (`add`), and an entries file is written as soon as its fifty have arrived, so the build never
/// holds every transcript at once. Their words join the lists in file order (pages render
/// about in that order), so each list grows at its end, already as the JSON it is written as;
/// the words files follow at the end (`finish`).
final class SearchIndex: Sendable {
    static let entriesPerFile = 50
    /// About the most bytes a words file holds; one word's list may pass it (it is not split).
    static let wordFileBytes = 256 * 1024

    static func entriesFile(_ number: Int) -> String { "search/entries/\(number).js" }
    static func wordsFile(_ number: Int) -> String { "search/words/\(number).js" }

    /// An entry: a story, or a day entry, by its position in `stories` or `dayEntries`.
    private enum Source: Sendable { case story(Int), day(Int) }

    private struct State {
        /// Each file's entries whose lines are still to come; -1 once it is written.
        var missing: [Int]
        /// Lines that came, by entry number, until their file is written.
        var lines: [Int: [SearchLine]] = [:]
    }

    /// The lists, under a lock of their own: a page handing in its lines does not wait for them.
    private struct Lists {
        /// Words of files written out of order, until those before them are in the lists.
        var waiting: [Int: [Set<String>]] = [:]
        /// The next file whose words go into the lists.
        var next = 0
        var postings = Postings()
    }

    private let stories: [Story]
    /// Each story's code (id → `GR-4F7K`), as its page shows it.
    private let codes: [String: String]
    private let dayEntries: [DayEntry]
    private let sources: [Source]
    private let numbers: [String: Int]
    private let writer: SiteWriter
    private let state: Locked<State>
    private let lists = Locked(Lists())

    /// An index of every story (newest first), then every day entry (newest first); the lines of
    /// the transcripts `expected` names (by `TranscriptItem.key`) will come through `add`.
    /// Writes the files that wait for none at once.
    init(stories: [Story], codes: [String: String], days: DayBook, expected: Set<String>, writer: SiteWriter) throws(SiteError) {
        self.stories = stories
        self.codes = codes
        dayEntries = days.days.reversed().flatMap { days.entries(on: $0) }
        sources = stories.indices.map(Source.story) + dayEntries.indices.map(Source.day)
        let keys = stories.map(\.id) + dayEntries.map(MediaItem.key(of:))
        numbers = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var missing = Array(repeating: 0, count: (sources.count + Self.entriesPerFile - 1) / Self.entriesPerFile)
        for key in expected { if let number = numbers[key] { missing[number / Self.entriesPerFile] += 1 } }
        state = Locked(State(missing: missing))
        self.writer = writer
        for file in missing.indices where missing[file] == 0 { try write(file, lines: state.withLock { take(file, from: &$0) }) }
    }

    /// One transcript's lines; writes its entries file when they were the last it waited for.
    func add(_ key: String, lines: [SearchLine]) throws(SiteError) {
        guard let number = numbers[key] else { return }
        let file = number / Self.entriesPerFile
        let complete: [Int: [SearchLine]]? = state.withLock { state in
            guard state.missing[file] > 0, state.lines[number] == nil else { return nil }
            state.lines[number] = lines
            state.missing[file] -= 1
            return state.missing[file] == 0 ? take(file, from: &state) : nil
        }
        if let complete { try write(file, lines: complete) }
    }

    /// Writes the entries files still waiting (a transcript that never came), the words files
    /// and `search/index.js`.
    func finish() throws(SiteError) {
        for file in state.withLock({ state in state.missing.indices.filter { state.missing[$0] >= 0 } }) {
            try write(file, lines: state.withLock { take(file, from: &$0) })
        }
        let shards = SearchShards.plan(lists.withLock { $0.postings.takeMembers() }, limit: Self.wordFileBytes)
        for (number, shard) in shards.enumerated() {
            var text = "StoryChopSearchPart(\"words/\(number)\",{" + shard.members() + "});\n"
            try Self.write(&text, to: Self.wordsFile(number), writer)
        }
        var index = "// StoryChop search index. Generated; do not edit.\nStoryChopSearchPart(\"index\","
        let files: [JSONValue] = shards.map { shard in .array([.string(shard.prefix), .int(Int64(shard.bytes))]) }
        let members: [JSONValue.Member] = [.init("entries", .int(Int64(sources.count))),
                                           .init("perFile", .int(Int64(Self.entriesPerFile))), .init("words", .array(files))]
        JSONValue.object(members).appendCompact(to: &index)
        index += ");\n"
        try Self.write(&index, to: SitePaths.searchIndex, writer)
    }

    private func range(of file: Int) -> Range<Int> {
        file * Self.entriesPerFile..<min((file + 1) * Self.entriesPerFile, sources.count)
    }

    /// Takes a file's lines out of the state, marking it written.
    private func take(_ file: Int, from state: inout State) -> [Int: [SearchLine]] {
        var lines: [Int: [SearchLine]] = [:]
        for number in range(of: file) { lines[number] = state.lines.removeValue(forKey: number) }
        state.missing[file] = -1
        return lines
    }

    /// Writes one entries file, then puts its words in the lists once every file before it is in.
    private func write(_ file: Int, lines: [Int: [SearchLine]]) throws(SiteError) {
        var text = "StoryChopSearchPart(\"entries/\(file)\",["
        var words: [Set<String>] = []
        for number in range(of: file) {
            let entry = switch sources[number] {
            case .story(let index): SearchEntry(stories[index], code: codes[stories[index].id], lines: lines[number] ?? [])
            case .day(let index): SearchEntry(dayEntries[index], lines: lines[number] ?? [])
            }
            if number > range(of: file).lowerBound { text += ",\n" }
            entry.json.appendCompact(to: &text)
            var keys = SearchWords.distinct(in: entry.texts)
            if let code = entry.codeKey { keys.insert(code) }
            words.append(keys)
        }
        text += "]);\n"
        try Self.write(&text, to: Self.entriesFile(file), writer)
        lists.withLock { lists in
            lists.waiting[file] = words
            while let next = lists.waiting.removeValue(forKey: lists.next) {
                for (offset, set) in next.enumerated() { lists.postings.add(set, entry: lists.next * Self.entriesPerFile + offset) }
                lists.next += 1
            }
        }
    }

    private static func write(_ text: inout String, to path: String, _ writer: SiteWriter) throws(SiteError) {
        let written = text.withUTF8 { bytes in
            Result { () throws(SiteError) in try writer.write(UnsafeRawBufferPointer(bytes), to: path) }
        }
        try written.get()
    }
}
