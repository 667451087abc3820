import Foundation

/// Where `storychop publish DEST` sends the site, as the keeper names it: a folder (a USB
/// stick, a synced drive), an SSH destination rsync reaches (`user@host:path`), or any remote
/// rclone knows (`rclone:REMOTE:path`).
public enum PublishDestination: Sendable, Equatable, CustomStringConvertible {
    /// An absolute folder path.
    case folder(String)
    /// `[user@]host:path`, as rsync takes it.
    case ssh(String)
    /// `REMOTE:path`, as rclone takes it (the `rclone:` taken off).
    case rclone(String)

    /// The forms DEST may take, for an error about one that is none of them.
    public static let forms = "a folder, user@host:path (rsync over SSH) or rclone:REMOTE:path"

    /// Reads DEST. A scheme (`ftp://`, `s3://`, `https://`) is refused rather than taken for a
    /// folder, and so is an SSH or rclone destination without a path: publishing removes what
    /// an earlier publish put there, and a home folder or a bucket's top is no place to do that.
    public static func parse(_ text: String, currentFolder: String = FileManager.default.currentDirectoryPath) throws(PublishError) -> PublishDestination {
        guard !text.isEmpty else { throw unknown(text) }
        if text.hasPrefix("rclone:") {
            let remote = String(text.dropFirst("rclone:".count))
            guard let colon = remote.firstIndex(of: ":"), colon != remote.startIndex,
                  !remote[remote.index(after: colon)...].isEmpty else { throw unknown(text) }
            return .rclone(remote)
        }
        if text.contains("://") { throw unknown(text) }
        if !text.hasPrefix("/"), !text.hasPrefix("."), !text.hasPrefix("~"), let colon = text.firstIndex(of: ":"),
           !text[..<colon].contains("/") {
            guard colon != text.startIndex, !text[text.index(after: colon)...].isEmpty else { throw unknown(text) }
            return .ssh(text)
        }
        let expanded = (text as NSString).expandingTildeInPath
        let absolute = expanded.hasPrefix("/") ? expanded : currentFolder + "/" + expanded
        return .folder(URL(fileURLWithPath: absolute).standardizedFileURL.path)
    }

    public var description: String {
        switch self {
        case .folder(let path): path
        case .ssh(let target): target
        case .rclone(let remote): "rclone:" + remote
        }
    }

    private static func unknown(_ text: String) -> PublishError {
        PublishError(.usage, destination: text, message: "is not a destination StoryChop can publish to",
                     hint: "Name \(forms), with a path after the colon.")
    }
}
