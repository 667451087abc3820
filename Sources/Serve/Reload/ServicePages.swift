import Foundation

/// The page served while there is no site to serve (before a build has finished, or after a
/// failed one withheld the last): it says why and reloads when a build lands. The build's error
/// is in the keeper's terminal only: its file paths can name a private story's folder, and
/// this page is read by anyone on the home network.
enum ServicePages {
    static func notBuilt(failed: Bool, version: String) -> String {
        let why = failed
            ? "The site could not be built; the computer serving it says why. It will be back once a build succeeds, and this page reloads by itself."
            : "The site is being built. This page reloads by itself when it is ready."
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>StoryChop</title></head>
        <body><p>\(why)</p>
        \(ReloadScript.tag(version: version))</body></html>

        """
    }
}
