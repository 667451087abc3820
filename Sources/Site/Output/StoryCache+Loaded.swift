import StoryArchive

extension StoryCache {
    /// The cache as read: its entries in the order of its lines (the order of the folder names),
    /// in the parts that were read side by side, each with an index by folder name.
    ///
    /// Kept in parts, not joined into one dictionary: moving half the stories into the other
    /// half's table took longer than reading the half had saved.
    struct Loaded: Sendable {
        struct Part: Sendable {
            /// In the order of their names (else `ordered` is false, and the cache not used).
            var entries: [Entry] = []

            /// Whether each name comes after the one before it.
            private(set) var ordered = true

            /// Makes room for about `count` entries.
            mutating func reserve(_ count: Int) {
                entries.reserveCapacity(count)
            }

            mutating func append(_ entry: Entry) {
                if !entries.isEmpty, !entries[entries.count - 1].story.id.precedesInBytes(entry.story.id) { ordered = false }
                entries.append(entry)
            }

            /// Where `name`'s entry is, found by halving: the entries are in the order of their
            /// names, and a table of a thousand names cost more to make than the lookups of a
            /// rebuild (a few) take.
            func index(of name: String) -> Int? {
                let index = firstIndex(in: entries.indices) { entries[$0].story.id.precedesInBytes(name) }
                return index < entries.count && entries[index].story.id == name ? index : nil
            }
        }

        /// The file the entries' lines lie in.
        let file: MappedFile?
        let parts: [Part]

        /// `parts` in the order of the file. A cache whose names do not follow each other in
        /// the order they are saved in (damaged, or two lines of one story) is taken as empty:
        /// every story is then read from its file.
        init(file: MappedFile? = nil, parts: [Part] = []) {
            let filled = parts.filter { !$0.entries.isEmpty }
            let ordered = filled.allSatisfy(\.ordered) && zip(filled, filled.dropFirst()).allSatisfy { before, after in
                before.entries[before.entries.count - 1].story.id.precedesInBytes(after.entries[0].story.id)
            }
            self.file = ordered ? file : nil
            self.parts = ordered ? parts : []
        }

        var count: Int { parts.reduce(0) { $0 + $1.entries.count } }

        subscript(name: String) -> Entry? {
            locate(name).map { parts[$0.part].entries[$0.at] }
        }

        /// Where `name`'s line is among the cache's lines.
        func position(of name: String) -> Int? {
            guard let (part, at) = locate(name) else { return nil }
            return parts[..<part].reduce(at) { $0 + $1.entries.count }
        }

        /// The line of `name`'s entry, when it was saved for a story.json of stamp `stamp`.
        func line(of name: String, stamp: String) -> CachedLine? {
            guard let (part, at) = locate(name), parts[part].entries[at].stamp == stamp else { return nil }
            return parts[part].entries[at].line
        }

        private func locate(_ name: String) -> (part: Int, at: Int)? {
            for part in parts.indices {
                if let at = parts[part].index(of: name) { return (part, at) }
            }
            return nil
        }

        /// Folder name → the stamp of the story.json its entry was saved for.
        var stamps: [String: String] {
            var stamps: [String: String] = [:]
            stamps.reserveCapacity(count)
            for part in parts {
                for at in part.entries.indices { stamps[part.entries[at].story.id] = part.entries[at].stamp }
            }
            return stamps
        }

        /// Every story in the order of the names, the `edited` ones (folder name → story) in
        /// their places.
        func stories(replacing edited: [String: Story]) -> [Story] {
            var stories: [Story] = []
            stories.reserveCapacity(count)
            // By index here and in `stamps`: iterating the entries copies each, a retain per field
            // of its story.
            for part in parts {
                for at in part.entries.indices { stories.append(part.entries[at].story) }
            }
            for (name, story) in edited {
                if let position = position(of: name) { stories[position] = story }
            }
            return stories
        }
    }
}
