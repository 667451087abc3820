import Foundation
import StoryArchive
import Testing
import TestSupport

@Suite struct ArchiveTests {
    @Test func initMakesAnArchiveThatOpens() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.appending("family").path
        _ = try Archive.create(at: path, config: ArchiveConfig(title: "The \"Miller\" Family", language: "de"))
        let archive = try Archive.open(at: path)
        #expect(archive.config.title == "The \"Miller\" Family")
        #expect(archive.config.language == "de")
        #expect(archive.config.minDuration == 5)
        #expect(FileManager.default.fileExists(atPath: archive.storiesDirectory.path))
        #expect(try archive.loadStories().stories.isEmpty)
    }

    /// The bytes `init` writes are what people read and edit: they stay as they are, and read
    /// back as the settings they were written from.
    @Test func initWritesTheSettingsFileAsDocumented() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let config = ArchiveConfig(title: "The \"Miller\" Family\tStories", language: "de", minDuration: 2.5)
        let archive = try Archive.create(at: folder.path, config: config)
        let text = try String(contentsOf: archive.configFile, encoding: .utf8)
        #expect(text == """
            # StoryChop archive settings. Edit by hand; every key but title may be left out.
            title: "The \\"Miller\\" Family\\tStories"
            # Language of the stories (BCP 47: en, de, ar, zh-Hant …), used by screen readers.
            language: de
            # Site theme: default (large print), calm or high-contrast, or a folder in themes/.
            theme: default
            # Recordings shorter than this many seconds are rejected.
            min_duration: 2.5
            # Where `storychop build` writes the site, relative to this folder.
            site: site
            # Set base_url to where the site will be published to get feed.xml, atom.xml and sitemap.xml.
            # base_url: https://example.org/stories/
            # The story the home page features: its id, the folder name under stories/. None when unset.
            # featured: 2024-03-05-the-day-we-moved
            # How the family can write to you, shown on the About page: an email address or an https:// address.
            # contact: anna@example.org
            # Whether the feeds carry the journals' recordings (check-ins, voice notes) too: off, as they are private.
            days_in_feeds: false
            # How many of the newest stories the feeds carry (podcast apps want a few hundred); the site has them all.
            feed_items: 300
            # The transcription engine `storychop transcribe` runs; unset, the one install-deps.sh --transcription installs.
            # transcriber: ~/whisper.cpp/storychop-engine

            """)
        #expect(try Archive.open(at: folder.path).config == config)
        var withURL = config
        withURL.baseURL = "https://example.org/family/"
        withURL.minDuration = 5
        withURL.featured = "2024-03-05-the-day-we-moved"
        withURL.contact = "anna@example.org"
        withURL.transcriber = "engines/whisper-cpp"
        withURL.feedItems = 50
        #expect(withURL.yamlText().contains("\nmin_duration: 5\n"))
        #expect(withURL.yamlText().contains("\nbase_url: \"https://example.org/family/\"\n"))
        #expect(withURL.yamlText().contains("\nfeatured: \"2024-03-05-the-day-we-moved\"\n"))
        #expect(withURL.yamlText().contains("\ncontact: \"anna@example.org\"\n"))
        #expect(withURL.yamlText().contains("\nfeed_items: 50\n"))
        #expect(withURL.yamlText().contains("\ndays_in_feeds: false\n"))
        #expect(withURL.yamlText().hasSuffix("# The transcription engine `storychop transcribe` runs; unset, the one install-deps.sh --transcription installs.\ntranscriber: \"engines/whisper-cpp\"\n"))
        #expect(try ArchiveConfig.parse(Data(withURL.yamlText().utf8), file: "storychop.yml").0 == withURL)
    }

    @Test func initRefusesAnExistingArchive() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try Archive.create(at: folder.path, config: ArchiveConfig(title: "A"))
        #expect(throws: ArchiveError.self) { try Archive.create(at: folder.path, config: ArchiveConfig(title: "B")) }
        #expect(try Archive.open(at: folder.path).config.title == "A")
    }

    @Test func openOutsideAnArchiveSaysToRunInit() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        do {
            _ = try Archive.open(at: folder.path)
            Issue.record("opened a folder without storychop.yml")
        } catch {
            #expect(error.reason == .notAnArchive)
            #expect(error.hint.contains("storychop init"))
            #expect(error.exitStatus == .rejected)
        }
    }

    @Test(arguments: [
        ("title: T\nmin_duration: soon\n", "min_duration"),
        ("language: en\n", "title"),
        ("title: T\nbase_url: example.org\n", "base_url"),
        ("title: T\nlanguage: English\n", "language"),
        ("title: T\ncontact: anna at example.org\n", "contact"),
        ("title: T\ncontact: http://example.org/write\n", "contact"),
        // Characters no URL holds unescaped would reach feeds, QR codes and pages as written.
        ("title: T\nbase_url: 'https://example.org/\"><script>alert(1)</script>'\n", "base_url"),
        ("title: T\nbase_url: \"https://exa mple.org/\"\n", "base_url"),
        ("title: T\nbase_url: https:///stories/\n", "base_url"),
        ("title: T\ncontact: 'https://example.org/<b>'\n", "contact"),
        ("title: T\ncontact: \"https://example.org/'onmouseover=x\"\n", "contact"),
        ("title: [unclosed\n", "YAML"),
    ])
    func badSettingsNameTheKey(yaml: String, expected: String) throws {
        do {
            _ = try ArchiveConfig.parse(Data(yaml.utf8), file: "storychop.yml")
            Issue.record("accepted \(yaml)")
        } catch {
            #expect(error.file == "storychop.yml")
            #expect(error.message.contains(expected))
        }
    }

    @Test(arguments: [("anna@example.org", "mailto:anna@example.org"),
                      ("https://example.org/write-to-us", "https://example.org/write-to-us"),
                      ("anna@localhost", nil), ("@example.org", nil), ("https://", nil), ("ftp://example.org", nil),
                      ("https://example.org/a\"b", nil), ("https://example.org/{x}", nil)])
    func aContactBecomesALinkOnlyWhenItIsAnAddress(contact: String, href: String?) {
        #expect(ArchiveConfig.contactHref(contact) == href)
    }

    @Test func unknownSettingsAreWarnedAbout() throws {
        let (config, warnings) = try ArchiveConfig.parse(Data("title: T\ntheme: calm\nthem: x\n".utf8), file: "s.yml")
        #expect(config.theme == "calm")
        #expect(warnings == ["unknown key \"them\" is ignored (a typo?)"])
    }

    @Test func aBrokenStoryDoesNotHideTheOthers() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Archive.create(at: folder.path, config: ArchiveConfig(title: "T"))
        try folder.write(#"{"id":"a","title":"A","recorded":"2020-01-01"}"#, to: "stories/2020-01-01-a/story.json")
        try folder.write("{ not json", to: "stories/2020-01-02-b/story.json")
        try folder.write("half", to: "stories/.incoming-1/audio.m4a")
        let catalog = try archive.loadStories()
        #expect(catalog.stories.map(\.id) == ["2020-01-01-a"])   // the folder name is the id
        #expect(catalog.problems.count == 1)
        #expect(catalog.problems.first?.file.hasSuffix("2020-01-02-b/story.json") == true)
    }

    @Test func theLockKeepsASecondRunOutAndClearsLeftovers() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Archive.create(at: folder.path, config: ArchiveConfig(title: "T"))
        try folder.write("half", to: "stories/.incoming-99-x/audio.m4a")
        try folder.write("{}", to: "stories/2020-01-02-b/story.json")
        try folder.write("{}", to: "stories/2020-01-01-a/story.json")
        let lock = try ArchiveLock(archive: archive)
        #expect(!FileManager.default.fileExists(atPath: folder.appending("stories/.incoming-99-x").path))
        // The same listing gives the story folders, for a build under this lock.
        #expect(lock.storyFolders == ["2020-01-01-a", "2020-01-02-b"])
        #expect(try lock.storyFolders == archive.storyFolderNames())
        #expect(throws: ArchiveError.self) { _ = try ArchiveLock(archive: archive) }
        lock.release()
        _ = try ArchiveLock(archive: archive)
    }

    @Test func aLockOnAnArchiveWithoutStoriesListsNone() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Archive.create(at: folder.path, config: ArchiveConfig(title: "T"))
        try FileManager.default.removeItem(atPath: folder.appending("stories").path)
        let lock = try ArchiveLock(archive: archive)
        #expect(lock.storyFolders == [])
        lock.release()
    }

    @Test func aStagedStoryAppearsWholeOrNotAtAll() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Archive.create(at: folder.path, config: ArchiveConfig(title: "T"))
        let source = try folder.write("pretend audio", to: "in.m4a")
        var story = try StoryJSONTests.sample()
        do {
            let staged = try StagedFolder(in: archive)
            _ = try staged.copyAudio(from: source.path, named: "audio.m4a")
            staged.discard()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: archive.storiesDirectory.path).isEmpty)

        let staged = try StagedFolder(in: archive)
        let digest = try staged.copyAudio(from: source.path, named: "audio.m4a")
        #expect(digest.bytes == 13)
        #expect(digest.sha256 == "7f3fb8ca7173ebdb50ec4598721e8188c29a5c2ef89ff636b89150f369c978f6")   // printf 'pretend audio' | sha256sum
        story.audio?.sha256 = digest.sha256
        try staged.commit(story)
        #expect(try archive.loadStories().stories == [story])
    }

    @Test func aBatchOfStoriesAppearsOnlyWhenCommitted() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Archive.create(at: folder.path, config: ArchiveConfig(title: "T"))
        let source = try folder.write("pretend audio", to: "in.m4a")
        let batch = CommitBatch(archive: archive)
        var stories: [Story] = []
        for number in 1...3 {
            var story = try StoryJSONTests.sample()
            story.id = "2024-03-0\(number)-story"
            let staged = try StagedFolder(in: archive)
            _ = try staged.copyAudio(from: source.path, named: "audio.m4a")
            try batch.add(staged, item: story, bytes: 13)
            stories.append(story)
        }
        // Staged but not committed: only hidden folders, no story.
        #expect(try archive.loadStories().stories.isEmpty)
        #expect(batch.commit().isEmpty)
        #expect(try archive.loadStories().stories.map(\.id) == stories.map(\.id))

        // An id taken meanwhile: that story is refused and its staged folder removed.
        let clash = try StagedFolder(in: archive)
        try batch.add(clash, item: stories[0], bytes: 13)
        let failures = batch.commit()
        #expect(failures.map(\.0.id) == [stories[0].id])
        #expect(try FileManager.default.contentsOfDirectory(atPath: archive.storiesDirectory.path).sorted() == stories.map(\.id))
    }

    @Test(arguments: [
        ("The day we moved", "the-day-we-moved"),
        ("Grandma's Kitchen & Garden!", "grandmas-kitchen-garden"),
        ("Café au lait in Zürich", "cafe-au-lait-in-zurich"),
        ("ذكريات الطفولة", "story"),
        ("我们的婚礼", "story"),
        ("Mom & Dad said \"always\"", "mom-dad-said-always"),
    ])
    func slugsAreShortLowerCaseASCII(title: String, slug: String) {
        #expect(StoryID.slug(title) == slug)
    }

    @Test func idsAreMadeUnique() throws {
        let day = try #require(RecordedDate(parsing: "2024-03-05"))
        let taken: Set = ["2024-03-05-hello", "2024-03-05-hello-2"]
        #expect(StoryID.make(day: day, title: "Hello", taken: taken.contains) == "2024-03-05-hello-3")
        let long = String(repeating: "word ", count: 40)
        #expect(StoryID.slug(long).count <= 60)
    }
}
