import Foundation
import Sharing

/// The site-relative file a request's path names, or nothing when the path is refused.
///
/// The path is split on its slashes before it is decoded, so `%2f` cannot make a slash, and
/// each part must decode to a plain name: no `..` or `.`, no name starting with a dot (a hidden
/// record, `.storychop-build`), no backslash, NUL or other control character, no empty part
/// but the last (`/stories/` asks for the folder's index.html). What is left can only name a
/// file inside the folder it is joined to; `SiteSnapshot` holds no symbolic link to lead out.
struct RequestPath: Equatable {
    /// Site-relative, without a leading slash: `stories/ab12/index.html`.
    let file: String
    /// The request named a folder (it ended with a slash): `file` is its index.html.
    let namesFolder: Bool

    init?(_ raw: String) {
        guard raw.first == "/" else { return nil }
        var parts = raw.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let namesFolder = parts.last == ""
        if namesFolder { parts.removeLast() }
        var names: [String] = []
        for part in parts {
            // Foundation's decoding is a fifth of a page request's own work: only where there is a %.
            guard let name = part.contains("%") ? part.removingPercentEncoding : part, SharedFiles.isShareableName(name) else { return nil }
            names.append(name)
        }
        if namesFolder { names.append("index.html") }
        self.file = names.joined(separator: "/")
        self.namesFolder = namesFolder
    }
}
