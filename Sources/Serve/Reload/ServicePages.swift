import Foundation

/// The page served before any build has finished: it says why and reloads when a build lands.
enum ServicePages {
    static func notBuilt(_ failure: String?, version: String) -> String {
        let why = failure.map { "The site could not be built: " + escaped($0) + " Fix it; the page reloads by itself." }
            ?? "The site is being built. This page reloads by itself when it is ready."
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>StoryChop</title></head>
        <body><p>\(why)</p>
        \(ReloadScript.tag(version: version))</body></html>

        """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
