import StoryArchive

/// Decides every page of the site, what each is made from (its `PageKey`) and how its data is
/// built. Pure: it reads nothing from disk (media arrive prepared, transcripts are read by the
/// renderer when a page needs them), and builds no page's data until the renderer asks, so it
/// is cheap to run on every build.
struct PagePlanner: Sendable {
    /// Newest first, as every list in the site shows them.
    let stories: [Story]
    let media: [String: PublishedMedia]
    /// Each story's transcript stamp (see `TranscriptFacts`).
    let transcriptStamps: [String: String]
    /// Each story's key: what changes when anything a page may show of it changes.
    let storyKeys: [String: String]
    let contexts: PageContextFactory
    let featuredID: String?
    let groups: StoryGroups
    /// The piece keys of `stories` (see `FragmentStore.pieceKey`), in their order: the lists
    /// of every story and the group pages take their stories' keys by position. Looking each
    /// up by id, once for each such list, was thousands of string hashes per rebuild.
    let pieceKeys: [UInt64]

    /// `groupOrder`: the last build's order of the groups, for a rebuild that keeps them all.
    init(stories: [Story], media: [String: PublishedMedia], transcriptStamps: [String: String],
         storyKeys: [String: String], contexts: PageContextFactory, featuredID: String?, groupOrder: StoryGroups.Order? = nil) {
        self.stories = stories.newestFirst()
        self.media = media
        self.transcriptStamps = transcriptStamps
        self.storyKeys = storyKeys
        self.contexts = contexts
        self.featuredID = featuredID
        // The groups and the keys in order at the same time: a millisecond or so each.
        let sorted = self.stories
        (groups, pieceKeys) = inParallel({ StoryGroups(sorted, known: groupOrder) }, {
            sorted.map { FragmentStore.pieceKey(of: $0.id, keys: storyKeys) }
        })
    }

    /// Every page of the site; with `showing`, only the pages that show one of those stories
    /// (see `PageFilter`).
    func plan(showing changed: Set<String>? = nil) -> [PageJob] {
        let filter = PageFilter(changed: changed, in: stories)
        var jobs = [home(filter), storyList(filter), search(filter), about(filter)].compactMap { $0 }
        jobs += storyPages(filter)
        // The calendar before the groups: a year's page, rendered whole, takes longest after a
        // one-story edit, and last in line it ran alone on one core while the other waited.
        jobs += calendarPages(filter)
        jobs += groupPages(filter)
        return jobs
    }

    /// A page's key: what every page shows (site title, language, generator), the page's own
    /// `parts`, and the keys of the `stories` it shows.
    func key(_ parts: String..., stories shown: [Story] = []) -> PageKey {
        key(parts, stories: shown)
    }

    func key(_ parts: [String], stories shown: [Story]) -> PageKey {
        key(parts, ids: shown.map(\.id))
    }

    /// `key(_:stories:)` for the stories with these ids.
    func key(_ parts: [String], ids: [String]) -> PageKey {
        var key = PageKey([contexts.siteTitle, contexts.lang, contexts.generator] + parts)
        add(ids: ids, to: &key)
        return key
    }

    /// The keys of a page that lists `listed` as cards kept as pieces (see `FragmentStore`):
    /// its frame, which a card may look into (everything else on the page, the number of
    /// cards included), and the whole page's key: the frame and the listed stories' piece keys
    /// (see `PageKey.add(pieceKey:)`).
    func keys(_ parts: String..., stories shown: [Story] = [], listing listed: [Story]) -> (key: PageKey, frame: PageKey) {
        keys(parts, stories: shown, listingCount: listed.count) { key in
            for story in listed { key.add(pieceKey: FragmentStore.pieceKey(of: story.id, keys: storyKeys)) }
        }
    }

    /// `keys(_:stories:listing:)` for the stories at these positions of `stories`.
    func keys(_ parts: String..., listingAt positions: [Int]) -> (key: PageKey, frame: PageKey) {
        keys(parts, stories: [], listingCount: positions.count) { key in
            for position in positions { key.add(pieceKey: pieceKeys[position]) }
        }
    }

    /// `keys(_:stories:listing:)` for every story.
    func keys(_ parts: String..., listingAll: Void) -> (key: PageKey, frame: PageKey) {
        keys(parts, stories: [], listingCount: stories.count) { key in
            for pieceKey in pieceKeys { key.add(pieceKey: pieceKey) }
        }
    }

    private func keys(_ parts: [String], stories shown: [Story], listingCount: Int,
                      addListed: (inout PageKey) -> Void) -> (key: PageKey, frame: PageKey) {
        let frame = key(parts + ["listing \(listingCount)"], stories: shown)
        var key = frame
        key.add(String(listingCount))
        addListed(&key)
        return (key, frame)
    }

    /// Adds the keys of the stories with these ids (their number first).
    private func add(ids: [String], to key: inout PageKey) {
        key.add(String(ids.count))
        for id in ids { key.add(storyKeys[id] ?? id) }
    }

    /// The cards of a list: pieces, keyed by their stories' keys.
    func cards(_ stories: [Story], from path: String) -> StoryCards {
        StoryCards(stories: stories, page: path, pieceKeys: stories.indices.map { FragmentStore.pieceKey(of: stories[$0].id, keys: storyKeys) })
    }

    /// The cards of the stories at these positions of `stories`.
    func cards(at positions: [Int], from path: String) -> StoryCards {
        StoryCards(stories: positions.map { stories[$0] }, page: path, pieceKeys: positions.map { pieceKeys[$0] })
    }

    /// The cards of every story.
    func allCards(from path: String) -> StoryCards {
        StoryCards(stories: stories, page: path, pieceKeys: pieceKeys)
    }

    private func home(_ filter: PageFilter) -> PageJob? {
        let path = SitePaths.home
        let featured = featuredID.flatMap { id in stories.first { $0.id == id } } ?? stories.first
        let recent = Array(stories.lazy.filter { $0.id != featured?.id }.prefix(5))
        guard filter.wants(featured.map { [$0] } ?? [], recent) else { return nil }
        let (key, frame) = keys(path, featured?.id ?? "", String(stories.count), groups.summary,
                                stories: featured.map { [$0] } ?? [], listing: recent)
        return PageJob(path: path, template: "home", key: key, frame: frame) {
            HomeModel(
                page: contexts.make(path: path, title: nil, section: path),
                featured: featured.map { StoryCard($0, from: path) },
                recent: cards(recent, from: path),
                allStoriesHref: SitePaths.link(from: path, to: SitePaths.stories),
                storyCount: storyCount(stories.count),
                categories: groups.categoryLinks(from: path), people: groups.personLinks(from: path),
                years: groups.yearLinks(from: path), empty: stories.isEmpty)
        }
    }

    private func storyList(_ filter: PageFilter) -> PageJob? {
        guard filter.wantsAny else { return nil }
        let path = SitePaths.stories
        let (key, frame) = keys(path, listingAll: ())
        return PageJob(path: path, template: "stories", key: key, frame: frame) {
            StoryListModel(page: contexts.make(path: path, title: "All stories", section: path),
                           heading: "All stories", intro: "Newest first.",
                           stories: allCards(from: path), count: storyCount(stories.count))
        }
    }

    private func search(_ filter: PageFilter) -> PageJob? {
        guard filter.wantsAny else { return nil }
        let path = SitePaths.search
        let (key, frame) = keys(path, SitePaths.searchIndex, listingAll: ())
        return PageJob(path: path, template: "search", key: key, frame: frame) {
            SearchModel(page: contexts.make(path: path, title: "Search", section: path),
                        stories: allCards(from: path),
                        indexScript: SitePaths.link(from: path, to: SitePaths.searchIndex))
        }
    }

    private func about(_ filter: PageFilter) -> PageJob? {
        guard filter.wants([]) else { return nil }
        let path = SitePaths.about
        return PageJob(path: path, template: "about", key: key(path, String(stories.count))) {
            AboutModel(page: contexts.make(path: path, title: "About", section: path),
                       storyCount: storyCount(stories.count), generator: contexts.generator)
        }
    }
}

/// Which pages a rebuild plans. Every page, or, when only some stories changed and none of
/// what decides the site's pages (see `StoryEdits`), the pages that show one of them: every
/// other page's key is made of the same parts as last time, so it is left as it is without
/// working its key out.
struct PageFilter {
    /// The ids of the stories that changed; nil for every page.
    let changed: Set<String>?
    /// Whether the story at each position of the planner's stories changed: looked up by
    /// position, the lists of every story and the group pages ask without a hash each.
    let changedAt: [Bool]?

    init(changed: Set<String>?, in stories: [Story]) {
        self.changed = changed
        changedAt = changed.map { changed in stories.indices.map { changed.contains(stories[$0].id) } }
    }

    /// Whether a page showing these lists of stories is planned.
    func wants(_ lists: [Story]...) -> Bool {
        guard let changed else { return true }
        // By position: a story handed to a closure is a copy, a retain per field.
        return lists.contains { list in list.indices.contains { changed.contains(list[$0].id) } }
    }

    /// Whether a page showing every story is planned.
    var wantsAny: Bool {
        changedAt?.contains(true) ?? true
    }

    /// Whether a page showing the stories at these positions of the planner's stories is planned.
    func wants(_ positions: [Int]) -> Bool {
        guard let changedAt else { return true }
        return positions.contains { changedAt[$0] }
    }
}

extension Array where Element == Story {
    /// Newest first (by recording date, then id, going down): the order of every list of the
    /// site.
    func newestFirst() -> [Story] {
        var stories = self
        stories.sortNewestFirst()
        return stories
    }

    /// Puts the stories newest first where they are, by swapping them: sorting the stories
    /// themselves moved each a dozen times, and copying them into a new order once, a retain
    /// per field of each, was still a twentieth of a one-story rebuild.
    mutating func sortNewestFirst() {
        // Compared by these alone, not as tuples: a comparison given two stories copied both,
        // and tuples are compared by generic code.
        let dates = indices.map { self[$0].recorded }, ids = indices.map { self[$0].id }
        func isNewer(_ left: Int, _ right: Int) -> Bool {
            dates[left] != dates[right] ? dates[left] > dates[right] : ids[left] > ids[right]
        }
        if indices.dropFirst().allSatisfy({ isNewer($0 - 1, $0) }) { return }
        if indices.dropFirst().allSatisfy({ isNewer($0, $0 - 1) }) { return reverse() }
        // `source[i]`: where the story that goes to position i is now. Each cycle of that
        // permutation is walked once, each story swapped into its place.
        var source = indices.sorted(by: isNewer)
        for start in indices {
            var position = start
            while source[position] != start {
                let next = source[position]
                swapAt(position, next)
                source[position] = position
                position = next
            }
            source[position] = position
        }
    }
}
