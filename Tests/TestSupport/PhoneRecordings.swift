import Foundation

/// Recordings in the formats phones and browsers write (ADTS AAC, AMR, 3GP, WebM, Matroska),
/// made by the real ffmpeg in a test's folder, and what the real ffprobe says about them.
/// ffmpeg is installed by scripts/install-deps.sh --extras; without it these throw a clear error.
public enum PhoneRecordings {
    public struct ToolMissing: Error, CustomStringConvertible {
        public var tool: String
        public var description: String {
            "\(tool) is not installed: these tests make their recordings with the real ffmpeg (scripts/install-deps.sh --extras installs it)"
        }
    }

    public struct ToolFailed: Error, CustomStringConvertible {
        public var command: [String]
        public var output: String
        public var description: String { "\(command.joined(separator: " ")) failed: \(output)" }
    }

    /// Runs `tool arguments…` and returns what it printed; throws when it is missing or fails.
    @discardableResult
    public static func run(_ tool: String, _ arguments: [String]) throws -> String {
        guard let path = ExternalTool.find(tool) else { throw ToolMissing(tool: tool) }
        let result = try ExternalTool.run(path, arguments)
        guard result.status == 0 else { throw ToolFailed(command: [tool] + arguments, output: result.output) }
        return result.output
    }

    /// A sine tone made by `tone(…)` in a fresh folder (the caller removes it), and its file.
    public static func toneFile(_ name: String, seconds: Double, codec: String, format: String,
                                metadata: [String: String] = [:], extra: [String] = []) throws -> (TemporaryDirectory, URL) {
        let folder = try TemporaryDirectory("phone-recordings")
        let file = folder.appending(name)
        try tone(seconds: seconds, codec: codec, format: format, to: file, metadata: metadata, extra: extra)
        return (folder, file)
    }

    /// A sine tone of `seconds` encoded by ffmpeg with `codec` into `format`, at `file`.
    /// `metadata` adds `-metadata key=value` pairs; `extra` goes before the output name.
    public static func tone(seconds: Double, codec: String, format: String, to file: URL,
                            metadata: [String: String] = [:], extra: [String] = []) throws {
        var arguments = ["-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=\(seconds)", "-c:a", codec]
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) { arguments += ["-metadata", "\(key)=\(value)"] }
        try run("ffmpeg", arguments + extra + ["-f", format, file.path])
    }

    /// Copies the audio of `input` into `format` without re-encoding (AMR into 3GP, which
    /// Debian's ffmpeg can mux but not encode).
    public static func remux(_ input: URL, format: String, to file: URL, metadata: [String: String] = [:]) throws {
        var arguments = ["-nostdin", "-v", "error", "-y", "-i", input.path, "-c:a", "copy"]
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) { arguments += ["-metadata", "\(key)=\(value)"] }
        try run("ffmpeg", arguments + ["-f", format, file.path])
    }

    /// An AMR-NB (or, `wideband`, AMR-WB) storage-format file of `seconds`, frame by frame:
    /// Debian's ffmpeg has no AMR encoder. Any payload bits decode, so the frames carry seeded
    /// random bits; `modes` are the frame types used (all 12.2 / 23.85 kbit/s by default).
    public static func amr(seconds: Double, wideband: Bool = false, modes: [Int]? = nil, seed: UInt64 = 1) -> Data {
        // Bytes a frame takes by its type, the ToC byte included (SID 6, no data 1).
        let sizes = wideband ? [18, 24, 33, 37, 41, 47, 51, 59, 61, 6, 1, 1, 1, 1, 1, 1]
            : [13, 14, 16, 18, 20, 21, 27, 32, 6, 1, 1, 1, 1, 1, 1, 1]
        let used = modes ?? [wideband ? 8 : 7]
        var generator = SeededGenerator(seed: seed)
        var data = Data((wideband ? "#!AMR-WB\n" : "#!AMR\n").utf8)
        for index in 0..<Int((seconds * 50).rounded()) {
            let mode = used[index % used.count]
            data.append(UInt8(mode << 3 | 0x04))
            data.append(contentsOf: (1..<sizes[mode]).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        return data
    }

    /// ffprobe's `format=duration`; nil when it gives none (a live WebM).
    public static func ffprobeDuration(_ file: URL) throws -> Double? {
        let text = try run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file.path])
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Where ffprobe's last packet ends (its time plus its duration): the length ffprobe finds by
    /// reading every packet, for streams where its `format=duration` is only a bitrate estimate
    /// (ADTS, AMR) or absent (a live WebM).
    public static func ffprobePacketEnd(_ file: URL) throws -> Double {
        let text = try run("ffprobe", ["-v", "error", "-show_entries", "packet=pts_time,duration_time", "-of", "csv=p=0", file.path])
        var end = 0.0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
            if fields.count >= 2 { end = max(end, fields[0] + fields[1]) }
        }
        return end
    }
}
