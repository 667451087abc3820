import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
import Site
import StoryArchive

/// `storychop serve` as one call: the archive's site over HTTP, built at start and again as the
/// archive changes (`SiteService`), its pages reloading in the browsers that show them
/// (`LiveReload`), served by Hummingbird (`SiteResponder`) until SIGINT or SIGTERM (or until
/// the task running it is cancelled).
public struct SiteServer: Sendable {
    let archive: Archive
    let options: ServeOptions

    public init(archive: Archive, options: ServeOptions) {
        self.archive = archive
        self.options = options
    }

    /// Serves until stopped; `events` hears what to print. Throws when the port cannot be had.
    public func run(events: @escaping @Sendable (ServeEvent) -> Void) async throws(ServeError) {
        let site = ServedSite(), reload = LiveReload()
        let folders = SnapshotFolders(archive: archive)
        // The first build waits for the port: a port in use is said at once, and no build is cut short by it.
        let (listening, listened) = AsyncStream<Void>.makeStream()
        let builder = SiteService(build: SiteBuild(archivePath: archive.root.path, options: options.site), archiveRoot: archive.root,
                                  site: site, reload: reload, folders: folders, pollInterval: options.pollInterval,
                                  listening: listening, events: events)
        let application = Application(
            responder: SiteResponder(site: site, reload: reload, bytes: FileBytes(fileIO: FileIO())),
            configuration: ApplicationConfiguration(address: .hostname(options.host, port: options.port), serverName: "StoryChop"),
            onServerRunning: { channel in
                events(.listening(port: channel.localAddress?.port ?? options.port))
                listened.finish()
            },
            logger: Self.quietLogger)
        // Stopped in the reverse order: the builder first (a build in progress finishes, the
        // pages waiting for a reload are answered), then the server, which lets requests finish.
        let group = ServiceGroup(configuration: .init(
            services: [.init(service: application), .init(service: builder)],
            gracefulShutdownSignals: [.sigterm, .sigint], logger: Self.quietLogger))
        do {
            try await group.run()
        } catch {
            folders.removeAll()
            throw Self.explained(error, options: options)
        }
        folders.removeAll()
    }

    /// Runs Swift's tasks on SwiftNIO's event loop threads instead of a pool of their own: a
    /// request is read on an event loop and answered in a task, and with two pools each request
    /// crosses between threads twice. Process-wide, so the command calls it first, before any
    /// task is started; false when it came too late.
    public static func runTasksOnEventLoops() -> Bool {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }

    /// Hummingbird's own lines (each request, "Server started") would bury the build's; only its errors are shown.
    private static let quietLogger: Logger = {
        var logger = Logger(label: "storychop.serve") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .error
        return logger
    }()

    /// The port in use, or another refusal to listen, as one line naming what to do.
    private static func explained(_ error: any Error, options: ServeOptions) -> ServeError {
        if let io = error as? IOError, io.errnoCode == EADDRINUSE {
            return .portInUse(options.port)
        }
        if let io = error as? IOError, io.errnoCode == EACCES {
            return ServeError(.io, file: nil, message: "this user may not listen on port \(options.port)",
                              hint: "Choose a port above 1023 with --port (for example --port 8000).")
        }
        return ServeError(.io, file: nil, message: "cannot listen on \(options.host) port \(options.port): \(error)",
                          hint: "Choose another port with --port, or check the computer's network settings.")
    }
}
