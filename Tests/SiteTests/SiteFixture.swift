import Foundation
@testable import Site
import StoryArchive
import TestSupport
import XMLIO

/// A copy of `sample-archive/` (settings and stories, not the raw recordings) in a temporary
/// folder, built into `site/` there; pages are read back with libxml2.
struct SiteFixture {
    let folder: TemporaryDirectory
    let archive: Archive
    var site: URL { folder.appending("site") }

    init() throws {
        folder = try TemporaryDirectory("storychop-site")
        let root = folder.appending("archive")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["storychop.yml", "prompts.yml", "stories"] {
            try FileManager.default.copyItem(at: RepositoryPaths.sampleArchive.appendingPathComponent(name),
                                             to: root.appendingPathComponent(name))
        }
        archive = try Archive.open(at: root.path)
    }

    @discardableResult
    func build(theme: String? = nil, baseURL: String? = nil, today: RecordedDate? = nil, transcode: Bool = false) throws -> SiteReport {
        // Reopen: a test may have changed storychop.yml or the stories since.
        let current = try Archive.open(at: archive.root.path)
        // Pages only unless asked: the levelled copies (ffmpeg, two passes a recording) are LevelledCopyTests' and PlayableCopyTests'.
        var options = SiteOptions(outputDirectory: site, theme: theme, baseURL: baseURL, transcode: transcode)
        if let today { options.today = today }
        return try SiteBuilder(archive: current).build(options: options)
    }

    func page(_ path: String) throws -> HTMLDocument {
        try HTMLDocument(data: Data(contentsOf: site.appendingPathComponent(path)), fileName: path)
    }

    /// Every file of the search index (`search/index.js`, `search/entries/N.js`, `search/words/N.js`),
    /// one after the other: what a test looks for in "the index".
    func searchIndexText() throws -> String {
        let folder = site.appendingPathComponent("search")
        var text = try String(contentsOf: folder.appendingPathComponent("index.js"), encoding: .utf8)
        for part in ["entries", "words"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(part).path)
            for name in names.sorted() { text += try String(contentsOf: folder.appendingPathComponent("\(part)/\(name)"), encoding: .utf8) }
        }
        return text
    }

    /// Rewrites one story's story.json through `change`.
    func edit(_ id: String, _ change: (inout Story) -> Void) throws {
        var story = try archive.readStory(in: archive.storyDirectory(id)).get()
        change(&story)
        try archive.save(story)
    }

    func remove() { folder.remove() }
}

extension HTMLDocument {
    /// The text of the first element named `name`.
    func firstText(_ name: String) -> String? { elements(named: name).first?.text }

    /// Elements with a given class.
    func elements(withClass name: String) -> [HTMLElement] {
        allElements.filter { ($0.attribute("class") ?? "").split(separator: " ").contains(Substring(name)) }
    }
}

extension HTMLElement {
    func elements(withClass name: String) -> [HTMLElement] {
        descendants.filter { ($0.attribute("class") ?? "").split(separator: " ").contains(Substring(name)) }
    }
}
