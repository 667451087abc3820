import ArgumentParser
import AudioProbe
import Foundation
import StoryArchive

/// `storychop probe FILE...`: what StoryChop reads from a recording's headers, without
/// changing anything. Useful before an ingest, and to see why a file is rejected.
struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Show what StoryChop reads from recordings: format, codec, duration, tags.")

    @Argument(help: ArgumentHelp("Audio files.", valueName: "FILE"))
    var files: [String]
    @Flag(help: "Print a JSON array (for scripts), including how many bytes were read.")
    var json = false

    func run() throws {
        let console = Console()
        var results: [JSONValue] = []
        var failed = false
        for file in files {
            do {
                let info = try AudioProbe.probe(fileAt: file)
                if json {
                    results.append(Self.json(file: file, info))
                } else {
                    print(Self.line(file: file, info))
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
}
