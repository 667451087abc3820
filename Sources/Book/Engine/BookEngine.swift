import Foundation
import StoryArchive
import StoryCore
import Site

/// The program that typesets the book's HTML into a PDF, run once per volume. StoryChop links
/// no typesetter in: `scripts/install-deps.sh --book` installs one built on WeasyPrint.
///
///     ENGINE --about                 {"engine": "WeasyPrint", "version": "70.0"}
///     ENGINE render --html IN.html --pdf OUT.pdf [--pdf-variant pdf/a-2b] [--title T]
///                                    OUT.pdf written; on stdout {"pages": N, "anchors": {"story-…": PAGE}}
///
/// Exit status 0 done, 2 usage, 3 the HTML or an image cannot be read, 1 anything else, with
/// one line on standard error saying why.
struct BookEngine: Sendable {
    var path: String
    /// "WeasyPrint 70.0", as the colophon and book.json name it.
    var name: String

    /// What one volume came out as: its pages and the page each story and part starts on.
    struct Typeset: Decodable, Sendable {
        var pages: Int
        var anchors: [String: Int]
    }

    /// Where `scripts/install-deps.sh --book` puts the engine it installs.
    static func installedPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        EngineLocation.installed(folder: "book-engine", program: "storychop-book", environment: environment)
    }

    /// The engine `book_engine:` names (relative to the archive, or starting with ~/), else the
    /// installed one: its path, checked to be a program.
    static func locate(configured: String?, archiveRoot: URL) throws(BookError) -> String {
        let path = configured.map { EngineLocation.resolve($0, in: archiveRoot) } ?? installedPath()
        guard FileManager.default.isExecutableFile(atPath: path), !isFolder(path) else {
            let message = configured == nil ? "the book's typesetting engine is not installed"
                : FileManager.default.fileExists(atPath: path) ? "the typesetting engine that storychop.yml's book_engine names is not a program you may run"
                : "the typesetting engine that storychop.yml's book_engine names does not exist"
            let hint = configured == nil
                ? "In StoryChop's folder (where you downloaded it), run bash scripts/install-deps.sh --book (once; it needs the network): it installs WeasyPrint and the fonts."
                : "Fix book_engine: in storychop.yml, or remove it to use the one scripts/install-deps.sh --book installs."
            throw BookError(.noEngine, file: path, message: message, hint: hint)
        }
        return path
    }

    /// What the engine at `path` is, asked only when a book is to be typeset (Python takes a
    /// second to start, and a book with nothing changed is kept without it).
    static func start(_ path: String, configured: Bool) throws(BookError) -> BookEngine {
        let about = run(path, ["--about"])
        struct About: Decodable { var engine: String; var version: String }
        guard about.status == 0, let said = try? JSONDecoder().decode(About.self, from: about.output) else {
            throw BookError(.noEngine, file: path, message: "the typesetting engine does not start (\(about.complaint))",
                            hint: configured ? "Check the program that book_engine: in storychop.yml names, or remove that line to use the installed engine."
                                : "In StoryChop's folder, run bash scripts/install-deps.sh --book again; it reinstalls the engine.")
        }
        return BookEngine(path: path, name: said.engine + " " + said.version)
    }

    /// What stands for the engine in the book's fingerprint: the program's stamp and, for the
    /// installed one, its pinned requirements', so a new WeasyPrint makes the book again.
    static func identity(of path: String) -> String {
        let requirements = (path as NSString).deletingLastPathComponent + "/requirements.txt"
        return path + "\u{0}" + (FileStamp.of(path) ?? "") + "\u{0}" + (FileStamp.of(requirements) ?? "")
    }

    /// Typesets `html` into `pdf`.
    func render(html: URL, pdf: URL, title: String) throws(BookError) -> Typeset {
        let ran = Self.run(path, ["render", "--html", html.path, "--pdf", pdf.path, "--pdf-variant", "pdf/a-2b", "--title", title])
        guard ran.status == 0 else {
            throw BookError(.engineFailed, file: html.path, message: "the typesetting engine stopped: \(ran.complaint)",
                            hint: ran.status == 3 ? "An image or the page could not be read; make the book again, and if it fails again report this message."
                                : "Make the book again; if it fails again, run scripts/install-deps.sh --book and report this message.")
        }
        guard let typeset = try? JSONDecoder().decode(Typeset.self, from: ran.output), typeset.pages > 0,
              FileManager.default.fileExists(atPath: pdf.path) else {
            throw BookError(.engineFailed, file: pdf.path, message: "the typesetting engine said it was done but wrote no book",
                            hint: "Run scripts/install-deps.sh --book again; it reinstalls the engine.")
        }
        return typeset
    }

    /// What one run printed and said.
    private struct Ran {
        var status: Int32
        var output: Data
        var errors: String
        var complaint: String {
            errors.split(separator: "\n").last.map(String.init) ?? "exit status \(status), no message"
        }
    }

    private static func run(_ program: String, _ arguments: [String]) -> Ran {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return Ran(status: -1, output: Data(), errors: "it cannot be started (\(error.localizedDescription))") }
        // Standard error is read on another thread, so neither pipe fills while the other is read.
        let said = Locked(Data()), reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { said.withLock { $0 = errors.fileHandleForReading.readDataToEndOfFile() } }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        reading.wait()
        return Ran(status: process.terminationStatus, output: printed, errors: String(decoding: said.withLock { $0 }, as: UTF8.self))
    }


    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
