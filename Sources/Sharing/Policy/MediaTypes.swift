import Foundation

/// The content type of each kind of file a site holds, by its extension; and which are text,
/// worth compressing. Browsers refuse to play a recording or run a script sent with the wrong
/// type, and Safari will not seek in audio sent without its own. Serve answers with it, and the
/// private site's service worker carries the same table (`javaScriptTable`).
public enum MediaTypes {
    public struct Kind: Sendable {
        public var type: String
        public var isText: Bool
    }

    /// The kind of file `path` names by its extension; `application/octet-stream` for any other.
    public static func kind(of path: String) -> Kind {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return other }
        return byExtension[path[path.index(after: dot)...].lowercased()] ?? other
    }

    private static let other = Kind(type: "application/octet-stream", isText: false)

    /// The table as a JavaScript object literal, `{"css":"text/css; charset=utf-8",…}`, keys sorted.
    static var javaScriptTable: String {
        let types = byExtension.mapValues(\.type)
        let data = (try? JSONSerialization.data(withJSONObject: types, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static let byExtension: [String: Kind] = [
        // Pages and what they load.
        "html": Kind(type: "text/html; charset=utf-8", isText: true),
        "htm": Kind(type: "text/html; charset=utf-8", isText: true),
        "css": Kind(type: "text/css; charset=utf-8", isText: true),
        "js": Kind(type: "text/javascript; charset=utf-8", isText: true),
        "mjs": Kind(type: "text/javascript; charset=utf-8", isText: true),
        "json": Kind(type: "application/json", isText: true),
        "webmanifest": Kind(type: "application/manifest+json", isText: true),
        "xml": Kind(type: "application/xml", isText: true),
        "txt": Kind(type: "text/plain; charset=utf-8", isText: true),
        "yml": Kind(type: "text/plain; charset=utf-8", isText: true),
        "vtt": Kind(type: "text/vtt; charset=utf-8", isText: true),
        "srt": Kind(type: "text/plain; charset=utf-8", isText: true),
        "svg": Kind(type: "image/svg+xml", isText: true),
        // Pictures.
        "png": Kind(type: "image/png", isText: false),
        "jpg": Kind(type: "image/jpeg", isText: false),
        "jpeg": Kind(type: "image/jpeg", isText: false),
        "gif": Kind(type: "image/gif", isText: false),
        "webp": Kind(type: "image/webp", isText: false),
        "ico": Kind(type: "image/vnd.microsoft.icon", isText: false),
        // Recordings.
        "m4a": Kind(type: "audio/mp4", isText: false),
        "mp4": Kind(type: "audio/mp4", isText: false),
        "aac": Kind(type: "audio/aac", isText: false),
        "mp3": Kind(type: "audio/mpeg", isText: false),
        "opus": Kind(type: "audio/ogg; codecs=opus", isText: false),
        "ogg": Kind(type: "audio/ogg", isText: false),
        "oga": Kind(type: "audio/ogg", isText: false),
        "flac": Kind(type: "audio/flac", isText: false),
        "caf": Kind(type: "audio/x-caf", isText: false),
        "wav": Kind(type: "audio/wav", isText: false),
        "webm": Kind(type: "audio/webm", isText: false),
        "weba": Kind(type: "audio/webm", isText: false),
        "mka": Kind(type: "audio/x-matroska", isText: false),
        "amr": Kind(type: "audio/amr", isText: false),
        "awb": Kind(type: "audio/amr-wb", isText: false),
        "3gp": Kind(type: "audio/3gpp", isText: false),
        "3g2": Kind(type: "audio/3gpp2", isText: false),
        // Fonts, a bundle, a document.
        "woff2": Kind(type: "font/woff2", isText: false),
        "woff": Kind(type: "font/woff", isText: false),
        "zip": Kind(type: "application/zip", isText: false),
        "pdf": Kind(type: "application/pdf", isText: false),
    ]
}
