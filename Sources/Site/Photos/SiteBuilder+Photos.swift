import StoryArchive

extension SiteBuilder {
    /// What publishing the photos gave the pages: every copy by its photo's key, and the people
    /// with their portraits.
    struct PhotoPublication {
        var copies: [String: [PhotoCopy]]
        var portraits: Portraits
    }

    /// The build stage after the recordings: copies of the photos of the stories shown whole
    /// (not private, not sealed: a sealed story shows none until its seal lifts) and of the
    /// people's portraits, of those the site shows (a narrator, a journal's person: nobody's
    /// portrait is published without a page of theirs). Stamps people.yml, the people/ folder and each original, so a build
    /// after any of them changed is no "nothing changed"; warns of each photo without alt text.
    func publishPhotos(of stories: [Story], days: [DayEntry], writer: SiteWriter, program: String?,
                       inputs: inout [String: String], warnings: inout [SiteWarning]) throws(SiteError) -> PhotoPublication {
        let shown = stories.filter { $0.sealedUntil == nil }
        var people = PeopleBook(people: [])
        do {
            people = try PeopleBook.load(from: archive)
        } catch {
            warnings.append(SiteWarning(file: error.file ?? PeopleBook.fileName,
                                        message: "people.yml is ignored (no portraits are shown): \(error.message) — \(error.hint)"))
        }
        let onTheSite = Set((stories.compactMap(\.narrator) + days.map(\.person)).map(PromptLibrary.matchKey))
        let sources = shown.flatMap { PhotoSource.photos(of: $0, in: archive) }
            + people.people.filter { onTheSite.contains(PromptLibrary.matchKey($0.name)) }.compactMap { PhotoSource.portrait(of: $0, in: archive) }
        let root = archive.root.path + "/"
        for path in [PeopleBook.fileName, PeopleBook.folderName] + sources.map(\.archivePath) {
            inputs[path] = FileStamp.of(root + path) ?? FileStamp.missing
        }
        let published = try PhotoPublisher(writer: writer, program: program).publish(sources)
        warnings += published.warnings
        warnings += shown.flatMap { PhotoImage.missingAltWarnings($0, storyFile: root + ItemLayout.archiveMetadataFile(.stories, id: $0.id)) }
        return PhotoPublication(copies: published.copies, portraits: Portraits(people: people, copies: published.copies))
    }
}
