import StoryArchive

extension PagePlanner {
    /// One page per story, with previous (older) and next (newer) story links.
    func storyPages() -> [PageJob] {
        stories.indices.map { index in
            let story = stories[index]
            let path = SitePaths.story(story.id)
            let newer = index > 0 ? stories[index - 1] : nil
            let older = index + 1 < stories.count ? stories[index + 1] : nil
            var audio = media[story.id]?.audio
            audio?.elementID = "player"
            let playerAudio = audio
            let damaged = media[story.id]?.damaged == true
            let categoryPath = story.category.map(groups.categoryPath)
            let personPath = story.narrator.map(groups.personPath)
            return PageJob(path: path, template: "story", model: { [contexts] in
                StoryPageModel(story, path: path, page: contexts.make(path: path, title: story.title, section: nil),
                               older: older, newer: newer, categoryPath: categoryPath, personPath: personPath,
                               audio: playerAudio, damaged: damaged)
            }, transcripts: [TranscriptItem(story)])
        }
    }
}
