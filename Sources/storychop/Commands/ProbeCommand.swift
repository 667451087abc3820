import ArgumentParser
import StoryCore
import AudioProbe
import Foundation
import Ingest
import StoryArchive

/// `storychop probe FILE...`: what StoryChop reads from a recording's headers, without
/// changing anything. Useful before an ingest, and to see why a file is rejected.
struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Show what StoryChop reads from recordings (format, codec, duration, tags) and journals' files.",
        discussion: """
        A .json or .yml file is read as a journal's entry (a check-in, a voice note, an evening \
        mood): each field as ingest takes it, and what is wrong with it. A journal's export (a \
        partners' check-in's JSON listing "entries", a daily questions .csv) is read whole: the \
        entries ingest would make, and each entry or row it would refuse. Moods are checked \
        against the built-in scales, and the archive's moods.yml when --archive is given.
        """)

    @Argument(help: ArgumentHelp("Audio files, or journals' .json / .yml / .csv files.", valueName: "FILE"))
    var files: [String]
    @Flag(help: "Print a JSON array (for scripts), including how many bytes were read.")
    var json = false
    @Option(help: ArgumentHelp("An archive whose moods.yml holds more mood scales.", valueName: "DIR"))
    var archive: String?
    @Option(help: ArgumentHelp("For a journal's file that does not say: what ingest --kind would say (its mood's scale).", valueName: "KIND"))
    var kind: String?
    @Option(help: ArgumentHelp("For a journal's file that does not say whose it is: what ingest --person would say.", valueName: "NAME"))
    var person: String?

    func validate() throws {
        if let kind, DayEntry.Kind(rawValue: kind.lowercased()) == nil {
            throw ValidationError("--kind must be one of \(DayEntry.Kind.choices), not \"\(kind)\".")
        }
    }

    func run() throws {
        let console = Console()
        var results: [JSONValue] = []
        var failed = false
        for file in files {
            if JournalFileProbe.reads(file) {
                failed = !probeJournalFile(file, console: console, into: &results) || failed
                continue
            }
            do {
                let info = try AudioProbe.probe(fileAt: file)
                if json {
                    results.append(Self.json(file: file, info))
                } else {
                    print(Console.printable(Self.line(file: file, info)))
                }
                for warning in info.warnings { console.warning(file: file, warning) }
            } catch {
                failed = true
                console.error(ProbeFailure(file: file, error: error))
            }
        }
        if json { print(JSONValue.array(results).prettyPrinted(), terminator: "") }
        if failed { throw Exit(.rejected) }
    }

    /// Prints what a journal's file says; false when it cannot be read or something in it is wrong.
    private func probeJournalFile(_ file: String, console: Console, into results: inout [JSONValue]) -> Bool {
        do {
            let scales = try archive.map { try MoodScales.load(from: try Archive.open(at: $0)) } ?? .builtIn
            let reading = try JournalFileProbe.read(file, scales: scales, kind: kind.flatMap { DayEntry.Kind(rawValue: $0.lowercased()) },
                                                    person: person)
            if json {
                results.append(.object([.init("file", .string(file))] + reading.fields.map { .init($0.0, .string($0.1)) }
                                        + [.init("problems", .array(reading.problems.map(JSONValue.string)))]))
            } else {
                print(Console.printable("\(file): \(reading.what)"))
                for (name, value) in reading.fields { print(Console.printable("  \(name.padded(to: 11)) \(value)")) }
            }
            for problem in reading.problems { console.error(ProbeFailure(file: file, message: problem, hint: "Fix it in the file before ingest.")) }
            return reading.problems.isEmpty
        } catch let error as any StorychopError {
            console.error(error)
            return false
        } catch {
            console.error(ProbeFailure(file: file, message: "\(error)", hint: "Check the file."))
            return false
        }
    }

    static func line(file: String, _ info: AudioInfo) -> String {
        var parts = [info.format.rawValue, info.codec, DurationText.clock(info.duration) + String(format: " (%.3f s)", info.duration)]
        if let rate = info.sampleRate { parts.append("\(rate) Hz") }
        if let channels = info.channels { parts.append(channels == 1 ? "mono" : "\(channels) channels") }
        parts.append(ByteCount.text(info.bytes))
        if let title = info.tags.title { parts.append("title \"\(title)\"") }
        if let date = info.tags.date { parts.append("date \(date)") }
        if !info.browserPlayable { parts.append("not playable in browsers") }
        return "\(file): " + parts.joined(separator: ", ")
    }

    static func json(file: String, _ info: AudioInfo) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object([
            .init("file", .string(file)), .init("format", .string(info.format.rawValue)),
            .init("codec", .string(info.codec)), .init("duration", .double(info.duration)),
            .init("sample_rate", info.sampleRate.map { .int(Int64($0)) } ?? .null),
            .init("channels", info.channels.map { .int(Int64($0)) } ?? .null),
            .init("bytes", .int(info.bytes)), .init("bytes_read", .int(Int64(info.bytesRead))),
            .init("browser_playable", .bool(info.browserPlayable)),
            .init("title", text(info.tags.title)), .init("date", text(info.tags.date)),
            .init("comment", text(info.tags.comment)),
        ])
    }
}

/// A probe error in the CLI's one error shape.
struct ProbeFailure: StorychopError {
    var file: String?
    var message: String
    var hint: String
    var exitStatus: ExitStatus { .rejected }

    init(file: String, error: AudioProbeError) {
        self.file = file
        message = error.message
        hint = error.hint
    }

    init(file: String, message: String, hint: String) {
        self.file = file
        self.message = message
        self.hint = hint
    }
}
