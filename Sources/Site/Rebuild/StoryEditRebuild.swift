import Foundation
import StoryArchive

/// A rebuild after some stories were edited and nothing else changed, done in proportion to
/// the edit: only the pages that show an edited story are planned and rendered, the files
/// listing every story have the edited stories' pieces made again (see `FragmentStore`), and
/// the build state and caches are the last build's with those stories' lines replaced.
///
/// Everything a whole rebuild would look at for the other stories is known from the last
/// build: their stories (`StoryCache`), their keys (`StoryKeyRecord`), their transcripts'
/// facts (`TranscriptCache`), the files and folders (`BuildState`). It applies only when an
/// edit keeps every page where it was (`StoryEdits.keepsThePages`) and the site is as the
/// last build left it; otherwise `run` returns nil, having written at most pages and records
/// the whole rebuild that follows writes the same way.
struct StoryEditRebuild {
    let builder: SiteBuilder
    let edits: StoryEdits
    /// Archive-relative path → stamp now, for each input that changed (`UpToDate`).
    let changedInputs: [String: String]
    let writer: SiteWriter
    /// The last build's records, read while the site writer looked at the folders.
    let records: Records
    let templates: TemplateSet
    let theme: Theme
    let layers: ResourceLayers
    let ffmpeg: String?
    let options: SiteOptions

    var archive: Archive { builder.archive }

    /// The stories as the last build read them, their keys (and the order they were saved in)
    /// and their transcripts' facts; the edited stories as their story.json gives them now.
    struct Records: Sendable {
        var stories = StoryCache.Loaded()
        var keys: [String: String] = [:]
        var keyOrder: [String] = []
        var transcripts = TranscriptCache()
        var edited: [String: Result<Story, StoryProblem>] = [:]
    }

    func run() throws(SiteError) -> SiteReport? {
        let output = writer.root
        let previous = writer.previous
        // The stories as the last build read them (the edited ones read again below).
        let cache = records.stories, keyOrder = records.keyOrder, knownTranscripts = records.transcripts
        var keys = records.keys
        guard cache.count == previous.storyCount, keys.count == cache.count else { return nil }
        var edited: [String: Story] = [:]
        for id in edits.ids {
            let folder = archive.storyDirectory(id).path
            guard let old = cache[id]?.story, case .success(let story)? = records.edited[id] ?? archive.loadStory(folder: id),
                  StoryEdits.keepsThePages(from: old, to: story),
                  !previous.warnings.contains(where: { $0.file == folder || $0.file.hasPrefix(folder + "/") }) else { return nil }
            edited[id] = story
        }
        guard !writer.lostFiles() else { return nil }
        // In the cache's order (by folder name: day first, so oldest first and newest first is
        // that order turned round), the edited stories in their places.
        var stories = cache.stories(replacing: edited)

        // Newest first, as the planner orders them: the edited stories and the two beside each
        // (whose pages show them) are published again, for their pages' media.
        stories.sortNewestFirst()
        var shown = Set<Int>()
        for index in stories.indices where edits.ids.contains(stories[index].id) {
            shown.formUnion(max(0, index - 1)...min(stories.count - 1, index + 1))
        }
        let root = archive.root.path + "/"
        let stamps = KnownStamps { [changedInputs, previous] path in changedInputs[path] ?? previous.inputs[path] }
        let publisher = MediaPublisher(archive: archive, writer: writer, ffmpeg: ffmpeg, stamps: stamps)
        var media: [String: PublishedMedia] = [:], transcriptStamps: [String: String] = [:], changedKeys: [String: String] = [:]
        for index in shown.sorted() {
            let story = stories[index]
            let publication = try publisher.publish(story)
            // The build's warnings are said again as the last build said them: an edited story
            // must give none, as it gave none then.
            if edits.ids.contains(story.id), !publication.warnings.isEmpty { return nil }
            writer.keep(publication.kept)
            media[story.id] = publication.media
            transcriptStamps[story.id] = publication.transcriptStamp
            let key = publication.key(storyStamp: stamps.stamp(of: "stories/\(story.id)/story.json", archiveRoot: root) ?? "")
            if keys[story.id] != key { changedKeys[story.id] = key }
            keys[story.id] = key
        }

        let planner = PagePlanner(stories: stories, media: media, transcriptStamps: transcriptStamps, storyKeys: keys,
                                  contexts: builder.contexts, featuredID: archive.config.featured, groupOrder: previous.groupOrder)
        let jobs = planner.plan(showing: edits.ids)
        try builder.writeAssets(theme: theme, layers: layers, writer: writer)
        let fragments = FragmentStore(root: output)
        let renderer = PageRenderer(templates: templates, writer: writer, archive: archive,
                                    knownTranscripts: knownTranscripts, fragments: fragments)
        // Other stories' feed items are made only if the last build's feed is not there as written.
        func searchIndexAndFeeds(words: @escaping (String) -> String) -> [SiteTask] {
            builder.searchIndexAndFeedTasks(stories: planner.stories, words: words, pieceKeys: planner.pieceKeys,
                                            media: { story in media[story.id] ?? (try? publisher.publish(story))?.media },
                                            pages: nil, options: options, writer: writer, fragments: fragments)
        }
        // When no edited story's transcript changed, the search index takes every story's words
        // from the last build, and it and the feeds are written beside the pages, on the same
        // cores; else after them, with the words the pages' transcripts gave.
        let wordsKnown = edits.ids.allSatisfy { knownTranscripts.stamp($0) == transcriptStamps[$0] }
        // The stories' and keys' records beside them too: both are known by now. (Saved before
        // the state, as always: a build stopped after them finds the edits still to be made, and
        // the cache gives a story only for the stamp its story.json has.)
        var editedStamps: [String: String] = [:]
        for id in edits.ids { editedStamps[id] = changedInputs["stories/\(id)/story.json"] ?? cache[id]?.stamp }
        let records = SiteTask { [stories, keys, edited, changedKeys] () throws(SiteError) in
            if try !StoryCache.save(replacing: edited, stamps: editedStamps, in: cache, to: output) {
                try StoryCache.save(stories, stamps: cache.stamps.merging(editedStamps) { $1 }, known: cache, to: output)
            }
            if try !StoryKeyRecord.save(replacing: changedKeys, to: output) { try StoryKeyRecord.save(keys, as: keyOrder, to: output) }
        }
        var transcripts = try renderer.render(jobs, progress: options.progress, alongside: (wordsKnown
            ? searchIndexAndFeeds(words: { knownTranscripts.facts($0)?.words ?? "" }) : []) + [records])
        if edits.ids.contains(where: { transcripts.read[$0]?.warning != nil }) { return nil }
        transcripts.keepTheRest()
        if !wordsKnown { try SiteTasks.run(searchIndexAndFeeds(words: transcripts.words)) }
        guard !writer.madeNewFiles else { return nil }

        try SiteTasks.run([
            SiteTask { () throws(SiteError) in try fragments.save(keepingTheRest: true) },
            SiteTask { [transcripts] () throws(SiteError) in try transcripts.save(to: output) },
        ])
        // The state last: until it is saved, the next build finds the edits still to be made.
        let written = try writer.finishSpliced(changedInputs: changedInputs, groupOrder: planner.groups.order)
        FreedMemory.leave((stories, planner, jobs, keys, transcripts))
        return SiteReport(outputDirectory: output, stories: previous.storyCount, files: previous.files.count,
                          fingerprints: { BuildState.load(from: output).files.dictionary },
                          written: written, removed: 0, warnings: previous.warnings,
                          templates: templates.origins.mapValues(\.description), scope: .editedStories(edits.ids.count))
    }
}
