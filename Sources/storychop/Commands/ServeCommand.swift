import ArgumentParser
import Foundation
import QRCode
import Serve
import Site
import StoryCore

/// `storychop serve [--archive DIR] [--port N] [--lan] [--theme NAME] [--no-transcode] [--quiet]`
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Show the website in a browser, on this computer or (--lan) the home network, rebuilt as the archive changes.",
        discussion: """
        Builds the site, then serves it at http://127.0.0.1:8000/ until Ctrl-C. When a story is \
        added or edited the site is built again and the pages open in browsers reload; a build that \
        fails leaves the last good site served. With --lan the site is reachable from phones and \
        tablets on the same network: the address is printed with a QR code to scan. Private stories, \
        a sealed story's recording and StoryChop's own records are never served.
        """)

    @OptionGroup var archiveOptions: ArchiveOptions
    @Option(help: ArgumentHelp("The port to listen on.", valueName: "N"))
    var port = 8000
    @Flag(help: "Listen on the home network too, and print its address and a QR code for a phone.")
    var lan = false
    @Option(help: ArgumentHelp("Theme: default, calm, high-contrast, or a folder in the archive's themes/.", valueName: "NAME"))
    var theme: String?
    @Flag(help: "Do not make the levelled AAC copies the site plays (even when ffmpeg is installed): a first start of a large archive is quicker.")
    var noTranscode = false
    @Flag(help: "Print only errors (and the address).")
    var quiet = false

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be a number from 1 to 65535 (0 lets the system choose one).")
        }
    }

    func run() throws {
        _ = SiteServer.runTasksOnEventLoops()
        let console = Console(quiet: quiet)
        let archive = try archiveOptions.open(console: console)
        let server = SiteServer(archive: archive, options: ServeOptions(
            host: lan ? "0.0.0.0" : "127.0.0.1", port: port, site: SiteOptions(theme: theme, transcode: !noTranscode)))
        let printer = ServePrinter(console: console, lan: lan)
        let outcome = Locked<ServeError?>(nil)
        let stopped = DispatchSemaphore(value: 0)
        // ArgumentParser's commands here are synchronous (Storychop.main); the server is async.
        Task {
            do throws(ServeError) {
                try await server.run { printer.say($0) }
            } catch {
                outcome.withLock { $0 = error }
            }
            stopped.signal()
        }
        stopped.wait()
        if let error = outcome.withLock({ $0 }) {
            console.error(error)
            throw Exit(error.exitStatus)
        }
        console.say("Stopped.")
    }
}

/// What `serve` prints as it goes: the address (and QR code), one line per build, the build's
/// warnings, a failed build's error.
struct ServePrinter: Sendable {
    let console: Console
    let lan: Bool

    func say(_ event: ServeEvent) {
        defer { fflush(nil) }   // each line as it happens, also into a pipe
        switch event {
        case .listening(let port):
            address(port: port)
        case .building(let changed) where !changed.isEmpty:
            let more = changed.count > 1 ? " and \(changed.count - 1) more" : ""
            console.say("\(time()) \(changed[0])\(more) changed: building…")
        case .building:
            break
        case .built(let report):
            console.clearProgress()
            for warning in report.warnings {
                console.warning(file: warning.file, warning.message)
            }
            let items = Counted.items(stories: report.stories, dayEntries: report.dayEntries)
            console.say(report.scope == .upToDate ? "\(time()) the site for \(items) is up to date."
                : "\(time()) built the site for \(items): \(report.written) files written, \(report.removed) removed; open pages reload.")
        case .buildFailed(let error, let withheld):
            console.error(error)
            console.warning(file: nil, withheld
                ? "the build failed, and the last good site shows a story no longer shared: it is not served (visitors see that the site could not be built) until a build succeeds."
                : "the build failed; what is served stays as it was until a build succeeds.")
        case .waitingForLock:
            console.say("\(time()) another StoryChop command is changing the archive: building when it is done.")
        }
    }

    private func address(port: Int) {
        let local = "http://127.0.0.1:\(port)/"
        guard lan else {
            print("Serving the site at \(local) (Ctrl-C stops).")
            return
        }
        guard let host = LANAddress.firstIPv4() else {
            print("Serving the site at \(local); no home network address was found on this computer (Ctrl-C stops).")
            return
        }
        let url = "http://\(host):\(port)/"
        print("Serving the site at \(url) on the home network, \(local) here (Ctrl-C stops).")
        if let code = QRCode(text: url) {
            print("Scan this with a phone's camera to open it:")
            TerminalQR.lines(code, colour: isatty(STDOUT_FILENO) != 0).forEach { print($0) }
        }
    }

    private func time() -> String {
        let now = Date()
        let format = DateFormatter()
        format.dateFormat = "HH:mm:ss"
        return format.string(from: now)
    }
}
