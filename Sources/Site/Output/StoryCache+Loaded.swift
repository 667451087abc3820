import StoryArchive

extension StoryCache {
    /// The cache as read: its entries in the order of its lines (the order of the folder names),
    /// in the parts that were read side by side, each with an index by folder name.
    ///
    /// Kept in parts, not joined into one dictionary: moving half the stories into the other
    /// half's table took longer than reading the half had saved.
    struct Loaded: Sendable {
        struct Part: Sendable {
            var entries: [Entry] = []
            /// Folder name → index in `entries`.
            var index: [String: Int] = [:]

            /// Whether each name comes after the one before it.
            private(set) var ordered = true

            mutating func append(_ entry: Entry) {
                if !entries.isEmpty, !entries[entries.count - 1].story.id.precedesInBytes(entry.story.id) { ordered = false }
                index[entry.story.id] = entries.count
                entries.append(entry)
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
            for part in parts {
                if let at = part.index[name] { return part.entries[at] }
            }
            return nil
        }

        /// Where `name`'s line is among the cache's lines.
        func position(of name: String) -> Int? {
            var offset = 0
            for part in parts {
                if let at = part.index[name] { return offset + at }
                offset += part.entries.count
            }
            return nil
        }

        /// The line of `name`'s entry, when it was saved for a story.json of stamp `stamp`.
        func line(of name: String, stamp: String) -> CachedLine? {
            for part in parts {
                if let at = part.index[name] { return part.entries[at].stamp == stamp ? part.entries[at].line : nil }
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
                for at in part.entries.indices {
                    stories.append(edited[part.entries[at].story.id] ?? part.entries[at].story)
                }
            }
            return stories
        }
    }
}
