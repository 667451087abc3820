/// The bundle's top `index.html`: what a relative double-clicks after unzipping.
///
/// It sends the browser on to `data/index.html` at once (a meta refresh with no delay, which
/// WCAG allows), and in case that is blocked it shows the title and one large link. No
/// JavaScript and nothing from outside: it has to work from `file://`, offline, for decades.
enum OpenMePage {
    /// "12 recorded stories", "12 recorded stories and 53 journal entries": what a bundle holds.
    static func contents(stories: Int, dayEntries: Int, storyWord: String) -> String {
        let told = "\(stories) \(storyWord) \(stories == 1 ? "story" : "stories")"
        guard dayEntries > 0 else { return told }
        return told + " and \(dayEntries) journal \(dayEntries == 1 ? "entry" : "entries")"
    }

    static func html(title: String, language: String, stories: Int, dayEntries: Int = 0) -> String {
        let title = escape(title)
        let language = escape(language.isEmpty ? "en" : language)
        let count = contents(stories: stories, dayEntries: dayEntries, storyWord: "recorded")
        return """
        <!DOCTYPE html>
        <html lang="\(language)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta http-equiv="refresh" content="0; url=data/index.html">
        <title>\(title)</title>
        <style>
        body { font: 1.375rem/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0;
               color: #111; background: #fff; }
        main { max-width: 40rem; margin: 0 auto; padding: 2rem 1.25rem; }
        h1 { font-size: 2rem; line-height: 1.25; }
        a { color: #0b3d91; }
        a.open { display: inline-block; min-height: 44px; padding: 0.75rem 1.25rem; font-size: 1.5rem;
                 font-weight: bold; border: 3px solid currentColor; border-radius: 0.5rem; }
        a:focus-visible { outline: 4px solid #b35900; outline-offset: 3px; }
        @media (prefers-color-scheme: dark) {
          body { color: #f2f2f2; background: #121212; }
          a { color: #9cc3ff; }
        }
        </style>
        </head>
        <body>
        <main>
        <h1>\(title)</h1>
        <p>\(count), with transcripts.</p>
        <p><a class="open" href="data/index.html">Open the stories</a></p>
        <p>Everything is in the folder named <code>data</code>; no internet connection is needed.
        The files <code>manifest-sha256.txt</code>, <code>manifest-sha512.txt</code> and <code>manifest.json</code> hold checksums of every file,
        so anyone can check years from now that nothing has changed.</p>
        </main>
        </body>
        </html>

        """
    }

    /// The five characters HTML gives a meaning to.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
