import Foundation

/// The script tag added to every HTML page served, and the scripts behind it (see `LiveReload`).
enum ReloadScript {
    /// Where the reload scripts are asked for: a hidden name, so never a file of the site.
    static let folder = "/.storychop-serve/"

    /// The tag, put before `</body>`: it names the version the page was served with.
    static func tag(version: String) -> String {
        "<script src=\"\(folder)reload.js?page=\(version)\" defer></script>\n"
    }

    /// `page` with the tag before its last `</body>` (at its end when it has none).
    static func inject(into page: [UInt8], version: String) -> [UInt8] {
        let tag = Array(tag(version: version).utf8)
        let closing = Array("</body>".utf8)
        var index = page.count - closing.count
        while index >= 0 {
            if zip(page[index..<index + closing.count], closing).allSatisfy({ lowercased($0) == $1 }) {
                return Array(page[..<index]) + tag + Array(page[index...])
            }
            index -= 1
        }
        return page + tag
    }

    /// The answer to `wait.js`: calls the page back with the version served now.
    static func answer(version: String) -> String {
        "window.storychopServe && window.storychopServe(\"\(version)\");\n"
    }

    /// `reload.js`: once the page has loaded, waits for a new version and reloads the page when
    /// one comes; when the server cannot be reached (stopped, restarting) it asks again every
    /// two seconds.
    static let reloader = """
    "use strict";
    (function () {
      var script = document.currentScript;
      var shown = new URL(script.src).searchParams.get("page");
      function ask() {
        var waiting = document.createElement("script");
        waiting.src = "\(folder)wait.js?since=" + encodeURIComponent(shown) + "&at=" + Date.now();
        waiting.onload = function () { waiting.remove(); };
        waiting.onerror = function () { waiting.remove(); setTimeout(ask, 2000); };
        document.head.appendChild(waiting);
      }
      window.storychopServe = function (served) {
        if (served !== shown) { location.reload(); } else { ask(); }
      };
      // Only once the page has loaded: a script added before then holds the load event back.
      if (document.readyState === "complete") { ask(); } else { window.addEventListener("load", ask); }
    })();

    """

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }
}
