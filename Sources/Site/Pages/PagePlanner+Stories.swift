import StoryArchive

extension PagePlanner {
    /// One page per story, with previous (older) and next (newer) story links. Each page's
    /// data is made from its position when it renders, from one planner they share: a hundred
    /// thousand pages waiting with their own copies of it (or of three stories) held hundreds
    /// of megabytes.
    func storyPages() -> [PageJob] {
        let shared = Shared(self)
        return stories.indices.map { index in
            let path = SitePaths.story(stories[index].id)
            return PageJob(path: path, template: "story", model: { shared.planner.storyPage(at: index, path: path) },
                           transcripts: [TranscriptItem(stories[index])])
        }
    }

    private func storyPage(at index: Int, path: String) -> StoryPageModel {
        let story = stories[index]
        var audio = media[story.id]?.audio
        audio?.elementID = "player"
        var model = StoryPageModel(story, path: path, page: contexts.make(path: path, title: story.title),
                              older: index + 1 < stories.count ? stories[index + 1] : nil, newer: index > 0 ? stories[index - 1] : nil,
                              categoryPath: story.category.map(groups.categoryPath), personPath: story.narrator.map(groups.personPath),
                              audio: audio, damaged: media[story.id]?.damaged == true)
        model.storyCode = codes[story.id]
        model.structuredData = StoryStructuredData(story, pageURL: model.page.url, siteLanguage: contexts.lang, audio: audio)
        model.gallery = PhotoGallery(story, copies: photoCopies, from: path)
        model.chapterList = ChapterList(story, played: audio?.playbackNote == nil ? audio?.src : nil)
        model.narratorPortrait = story.narrator.flatMap { portraits.portrait(of: $0, from: path, size: 48, decorative: true) }
        return model
    }
}
