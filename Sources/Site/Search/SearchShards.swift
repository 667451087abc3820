import StoryArchive

/// Groups the index's words into files by how they begin. All words start in one file (prefix
/// ""); while a file would pass the limit, the words sharing its next letter that weigh most
/// move to a file of their own (prefix "t", then "th", "the" …), planned the same way. A word
/// belongs to the longest prefix that begins it, so `search.js` finds a whole word in one file
/// and the words starting with what was typed in that file and the ones below it.
enum SearchShards {
    struct Shard {
        var prefix: String
        fileprivate var words: [Word]
        /// How many bytes `members()` holds, for the reader's budget.
        var bytes: Int { max(0, SearchShards.size(of: words) - 1) }

        /// The file's words and lists, as the members of a JSON object: `"map":[0],"maple":[3,1]`.
        func members() -> String {
            words.map(\.member).joined(separator: ",")
        }
    }

    fileprivate struct Word {
        var scalars: [Unicode.Scalar]
        var member: String
    }

    /// The words of a prefix that share the letter after it.
    private struct Group {
        var next: Unicode.Scalar
        var words: [Word]
        var bytes: Int
    }

    fileprivate static func size(of words: [Word]) -> Int {
        words.reduce(0) { total, word in total + word.member.utf8.count + 1 }
    }

    /// Files for these words, each given with its member of a words file (`"maple":[3,1]`).
    static func plan(_ words: [(word: String, member: String)], limit: Int) -> [Shard] {
        split(words.map { Word(scalars: Array($0.word.unicodeScalars), member: $0.member) }, prefix: [], limit: limit)
    }

    /// The shard of `prefix` and those below it, the words of each in order.
    private static func split(_ words: [Word], prefix: [Unicode.Scalar], limit: Int) -> [Shard] {
        var kept = words.filter { $0.scalars.count == prefix.count }
        let byNext = Dictionary(grouping: words.filter { $0.scalars.count > prefix.count }) { word in word.scalars[prefix.count] }
        var groups: [Group] = byNext.map { next, words in Group(next: next, words: words, bytes: size(of: words)) }
        groups.sort { $0.bytes == $1.bytes ? $0.next.value < $1.next.value : $0.bytes > $1.bytes }
        var remaining = size(of: words)
        var below: [Shard] = []
        // The heaviest letters leave first, until what stays fits.
        while remaining > limit, !groups.isEmpty {
            let group = groups.removeFirst()
            remaining -= group.bytes
            below += split(group.words, prefix: prefix + [group.next], limit: limit)
        }
        kept += groups.flatMap { group in group.words }
        kept.sort { $0.scalars.lexicographicallyPrecedes($1.scalars) { $0.value < $1.value } }
        let shard = Shard(prefix: String(String.UnicodeScalarView(prefix)), words: kept)
        return [shard] + below
    }
}
