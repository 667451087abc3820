import Foundation

/// A small site in a fresh temporary folder, removed by `remove()`.
struct TestSite {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sitecheck-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `path` (folders created).
    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// A valid page whose `body` starts on line 6, after an `<h1>` on line 5; `up` leads from
    /// the page's folder to the site's (for the stylesheet).
    static func page(_ body: String, up: String = "../", lang: String? = "en", heading: String? = "A story") -> String {
        """
        <!DOCTYPE html>
        <html\(lang.map { " lang=\"\($0)\"" } ?? "")>
        <head><meta charset="utf-8"><title>Family stories</title><link rel="stylesheet" href="\(up)style.css"></head>
        <body>
        \(heading.map { "<h1 id=\"top-heading\">\($0)</h1>" } ?? "<p>no heading</p>")
        \(body)
        </body>
        </html>
        """
    }

    /// A clean site: home, one story with audio and a timed transcript, a narrators page,
    /// the stylesheet, the recording and its transcript.
    static func clean() throws -> TestSite {
        let site = try TestSite()
        try site.write("index.html", page("""
            <nav><a href="stories/one/index.html">Grandma's first job</a>
            <a href="stories/one/index.html#cue-2">Jump to the bakery</a>
            <a href="narrators/index.html?sort=name">Narrators</a>
            <a href="#top-heading">Top</a> <a href="#">Also top</a> <a href="#top">Top again</a>
            <a href="https://example.org/">An outside page is only a link</a>
            <a href="mailto:family@example.org">Write to us</a> <a href="tel:+441234">Call</a></nav>
            <img src="cover%20photo.png" alt=""> <img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">
            <img src="cover%20photo.png" srcset="cover%20photo.png 1x, cover%20photo.png 2x" alt="Rose at the bakery">
            <h2>Recent</h2><h3>This week</h3><h2>Older</h2>
            <script src="search/index.js"></script>
            """, up: ""))
        try site.write("stories/one/index.html", page("""
            <audio controls preload="none" aria-labelledby="top-heading"><source src="My%20Story.m4a" type="audio/mp4"></source><track src="transcript.vtt" kind="captions"></track></audio>
            <section id="transcript"><h2>Transcript</h2>
            <p><a id="cue-1" href="#cue-1">0:00</a> I started at the bakery.</p>
            <p><a name="cue-2" href="My%20Story.m4a#t=12">0:12</a> When I was fifteen.</p>
            <video controls title="Rose at the bakery" src="clip.mp4" poster="../../cover%20photo.png"></video></section>
            <a href="../../index.html">Home</a> <a href="../../narrators/index.html">Narrators</a> <a href="./index.html">This page</a>
            """, up: "../../"))
        try site.write("narrators/index.html", page("<a href=\"../stories/one/index.html#transcript\">Rose</a>"))
        for file in ["style.css", "cover photo.png", "search/index.js", "stories/one/My Story.m4a",
                     "stories/one/transcript.vtt", "stories/one/clip.mp4"] {
            try site.write(file, "x")
        }
        return site
    }
}
