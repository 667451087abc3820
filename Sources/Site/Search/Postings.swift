import StoryArchive
import StoryCore

/// Each word → the entries holding it, kept as the JSON the words files hold: rising entry
/// numbers written as differences from the one before (`3,1,40` for entries 3, 4 and 44), so a
/// word in every entry costs two bytes an entry. Entries must come in rising order.
struct Postings {
    private var lists: [String: List] = [:]

    private struct List {
        var text = ""
        var last = -1

        mutating func append(_ entry: Int) {
            if last >= 0 { text += "," }
            text += String(entry - max(last, 0))
            last = entry
        }
    }

    mutating func add(_ words: Set<String>, entry: Int) {
        for word in words {
            lists[word, default: List()].append(entry)
        }
    }

    /// Each word with its member of a words file, `"maple":[3,1,40]`, emptying the lists as it
    /// goes (the largest thing a build holds at its end).
    mutating func takeMembers() -> [(word: String, member: String)] {
        var members: [(word: String, member: String)] = []
        members.reserveCapacity(lists.count)
        while let (word, list) = lists.popFirst() {
            var member = ""
            JSONValue.string(word).appendCompact(to: &member)
            members.append((word, member + ":[" + list.text + "]"))
        }
        return members
    }
}
