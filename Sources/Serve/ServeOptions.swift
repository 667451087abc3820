import Foundation
import Site
import StoryCore

/// How `storychop serve` listens and builds.
public struct ServeOptions: Sendable {
    /// Where to listen: 127.0.0.1 (this computer only) or 0.0.0.0 (the home network too).
    public var host: String
    /// The port; 0 lets the system choose one (the tests' way to a free port).
    public var port: Int
    /// The site's build settings (theme, ffmpeg copies), as `storychop build` takes them.
    public var site: SiteOptions
    /// How often the archive's files are looked at for changes.
    public var pollInterval: Duration

    public init(host: String = "127.0.0.1", port: Int = 8000, site: SiteOptions = SiteOptions(),
                pollInterval: Duration = .milliseconds(500)) {
        self.host = host
        self.port = port
        self.site = site
        self.pollInterval = pollInterval
    }
}

/// What the server tells the command line as it goes, to print.
public enum ServeEvent: Sendable {
    /// Listening on `port` (the one the system chose when 0 was asked).
    case listening(port: Int)
    /// A build began because these archive files changed (none for the first build).
    case building(changed: [String])
    /// A build finished; the pages open in browsers reload.
    case built(SiteReport)
    /// A build failed (or the archive could not be read for one); the last good site is still
    /// served, unless `withheld`: it shows a story no longer shared, and a status page is served.
    case buildFailed(any StorychopError, withheld: Bool)
    /// Another StoryChop command holds the archive's lock: the build is tried again shortly.
    case waitingForLock
}
