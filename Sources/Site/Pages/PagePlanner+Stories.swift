import StoryArchive

extension PagePlanner {
    /// One page per story, with previous (older) and next (newer) story links.
    ///
    /// Every build plans all of them, so this looks at stories in place: a page's model is made
    /// from the planner and the story's index (a Story copy is a retain per field, and three of
    /// them per page were most of planning a rebuild).
    func storyPages(_ filter: PageFilter) -> [PageJob] {
        pageIndices(filter).map { index in
            let id = stories[index].id
            let path = SitePaths.story(id)
            let newerID = index > 0 ? stories[index - 1].id : nil
            let olderID = index + 1 < stories.count ? stories[index + 1].id : nil
            let published = media[id]
            let stamp = transcriptStamps[id] ?? TranscriptFacts.noTranscript
            let categoryPath = stories[index].category.map(groups.categoryPath)
            let personPath = stories[index].narrator.map(groups.personPath)
            let key = key([path, categoryPath ?? "", personPath ?? "", olderID ?? "", newerID ?? ""],
                          ids: [id, olderID, newerID].compactMap { $0 })
            // The page without its neighbours: what its transcript piece may show.
            let frame = self.key([path, categoryPath ?? "", personPath ?? ""], ids: [id])
            return PageJob(path: path, template: "story", key: key, frame: frame, model: { [self] in
                let story = stories[index]
                let newer = index > 0 ? stories[index - 1] : nil
                let older = index + 1 < stories.count ? stories[index + 1] : nil
                return StoryPageModel(
                    page: contexts.make(path: path, title: story.title, section: nil),
                    story: StoryCard(story, from: path),
                    longDate: DisplayText.longDate(story.recorded),
                    categoryHref: categoryPath.map { SitePaths.link(from: path, to: $0) },
                    narratorHref: personPath.map { SitePaths.link(from: path, to: $0) },
                    yearHref: SitePaths.link(from: path, to: SitePaths.year(story.recorded.year)),
                    tags: story.tags,
                    audio: published?.audio,
                    recordingUnavailable: published?.audio == nil,
                    transcript: nil,
                    previous: older.map { StoryCard($0, from: path) },
                    next: newer.map { StoryCard($0, from: path) },
                    storyJSONHref: "story.json")
            }, transcript: TranscriptSource(story: stories[index], stamp: stamp, audioSrc: published?.audio?.src,
                                            pieceKey: pieceKeys[index]))
        }
    }

    /// The stories whose pages the filter wants: a page shows its story and the two beside it.
    private func pageIndices(_ filter: PageFilter) -> [Int] {
        guard let changedAt = filter.changedAt else { return Array(stories.indices) }
        var wanted = Set<Int>()
        for index in stories.indices where changedAt[index] {
            wanted.formUnion(max(0, index - 1)...min(stories.count - 1, index + 1))
        }
        return wanted.sorted()
    }
}
