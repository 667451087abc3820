import StoryArchive

extension PagePlanner {
    /// One page per story, with previous (older) and next (newer) story links.
    func storyPages() -> [PageJob] {
        stories.indices.map { index in
            let story = stories[index]
            let path = SitePaths.story(story.id)
            let newer = index > 0 ? stories[index - 1] : nil
            let older = index + 1 < stories.count ? stories[index + 1] : nil
            let published = media[story.id]
            let categoryPath = story.category.map(groups.categoryPath)
            let personPath = story.narrator.map(groups.personPath)
            return PageJob(path: path, template: "story", model: { [contexts] in
                StoryPageModel(
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
            }, transcript: TranscriptSource(story: story, audioSrc: published?.audio?.src))
        }
    }
}
