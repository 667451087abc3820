import Crypto
import Foundation

/// The unlock page, the one page a stranger (or a search engine, or the host) can read: it asks
/// for the family passphrase in the site's own look and says nothing of the family. It is written
/// as both index.html and 404.html and carries its script and style inline, so it works at any
/// address; its Content-Security-Policy allows exactly those two by their hashes.
enum UnlockPage {
    /// Rules of its own on top of the site's stylesheet: the checkbox at a finger's size, the error in red.
    static let extraStyle = """
    .unlock-form input[type="checkbox"] { width: 1.5rem; min-height: 1.5rem; height: 1.5rem; margin: 0; flex: none; }
    .unlock-remember { display: flex; align-items: center; gap: 0.6rem; min-height: 2.75rem; }
    .unlock-remember label { margin: 0; font-weight: 400; }
    .unlock-form button { font: inherit; border: 0; cursor: pointer; }
    .unlock-error { color: #a00000; }
    """

    /// The site's stylesheet (`assets/style.css`: the theme and the mood colours), or none when
    /// the site has none; the page then stays plain but usable.
    static func stylesheet(of site: URL) -> String {
        (try? String(contentsOf: site.appendingPathComponent("assets/style.css"), encoding: .utf8)) ?? ""
    }

    static func html(stylesheet: String) -> String {
        let style = stylesheet + "\n" + extraStyle + "\n"
        let script = UnlockScript.text
        let policy = "default-src 'none'; script-src \(hash(script)); style-src \(hash(style)); connect-src 'self'; "
            + "worker-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="\(policy)">
        <meta name="referrer" content="no-referrer">
        <meta name="robots" content="noindex, nofollow">
        <title>A private family site</title>
        <style>\(style)</style>
        </head>
        <body>
        <header class="site-header"><p class="site-title">A private family site</p></header>
        <main id="main">
        <h1>Enter the family passphrase</h1>
        <p>The stories here are for the family. Type the passphrase you were given to open them.</p>
        <form id="unlock-form" class="search-form unlock-form" action="#" hidden>
        <label for="passphrase">Family passphrase</label>
        <input id="passphrase" name="passphrase" type="password" autocomplete="current-password" required>
        <p class="unlock-remember"><input id="remember" type="checkbox"><label for="remember">Remember on this device</label></p>
        <p><button type="submit" class="button">Open the stories</button></p>
        </form>
        <p id="unlock-message" class="search-status" role="alert"></p>
        <noscript><p>Opening this site needs JavaScript, which is turned off in this browser.</p></noscript>
        </main>
        <script>\(script)</script>
        </body>
        </html>

        """
    }

    /// A CSP source that allows exactly this inline text: 'sha256-<base64 of its SHA-256>'.
    private static func hash(_ text: String) -> String {
        "'sha256-" + Data(SHA256.hash(data: Data(text.utf8))).base64EncodedString() + "'"
    }
}
