import Foundation

/// Publishes to any remote rclone knows (`rclone:REMOTE:path`: S3-compatible storage, WebDAV,
/// SFTP, cloud drives), as set up with `rclone config` (or the file `RCLONE_CONFIG` names).
///
/// Each phase is one `rclone copy` of the files named (`--files-from-raw`); a file is sent
/// when its checksum differs from the remote's (`--checksum`) where the remote keeps checksums,
/// else when its size or time does (rclone's own rule): `--checksum` on a remote without them
/// would compare sizes alone and miss an edit that keeps the length. rclone writes each file whole before it takes its name, where the
/// remote allows, and a publish cut short is finished by the next one.
struct RcloneTransport: PublishTransport {
    let destination: PublishDestination
    /// `REMOTE:path`.
    let remote: String

    func checkTools() throws(PublishError) {
        guard ToolRun.find("rclone") != nil else { throw PublishError.missing("rclone", for: destination) }
    }

    func send(_ files: [SharedFile], from source: URL, sent: (SharedFile) -> Void) throws(PublishError) {
        let sizes = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let compare = remoteKeepsChecksums() ? ["--checksum", "--no-update-modtime"] : []
        try run(["copy", "--copy-links"] + compare, list: files.map(\.path), source: source.path) { object in
            if let file = sizes[object] { sent(file) }
        }
    }

    func remove(files: [String], folders: [String]) throws(PublishError) -> Int {
        var removed = 0
        try run(["delete"], list: files, source: nil) { _ in removed += 1 }
        for folder in folders {
            // rmdir removes only an empty folder: what else is there stays (its failure too is no error).
            _ = try? ToolRun.run(executable, ["rmdir", remote + "/" + folder])
        }
        return removed
    }

    private var executable: String { ToolRun.find("rclone") ?? "/usr/bin/rclone" }

    /// Whether the remote keeps a checksum of each file (`rclone backend features`: S3's MD5,
    /// SFTP's through its shell, but not plain WebDAV); when it cannot be told, no.
    private func remoteKeepsChecksums() -> Bool {
        var text = ""
        let root = String(remote.prefix(through: remote.firstIndex(of: ":") ?? remote.startIndex))
        guard let run = try? ToolRun.run(executable, ["backend", "features", root], line: { text += $0 + "\n" }), run.status == 0,
              let features = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let hashes = features["Hashes"] as? [String] else { return false }
        return !hashes.isEmpty
    }

    /// Runs `rclone command` over the files listed; `done` hears each file rclone copied or deleted.
    private func run(_ command: [String], list: [String], source: String?, done: (String) -> Void) throws(PublishError) {
        guard !list.isEmpty else { return }
        let listFile = FileManager.default.temporaryDirectory.appendingPathComponent("storychop-publish-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: listFile) }
        let arguments = command + ["--files-from-raw", listFile.path, "--use-json-log", "-v", "--retries", "1"]
            + (source.map { [$0] } ?? []) + [remote]
        let result: ToolRun
        do {
            try Data((list.joined(separator: "\n") + "\n").utf8).write(to: listFile)
            result = try ToolRun.run(executable, arguments, linesOnStandardError: true) { line in
                guard let object = Self.finished(line) else { return }
                done(object)
            }
        } catch {
            throw TransferFailure.notStarted("rclone", error, destination: destination)
        }
        guard result.status == 0 else { throw TransferFailure.error(Self.readable(result), tool: "rclone", destination: destination) }
    }

    /// rclone's JSON log as the words it logged: `{"level":"error","msg":"…"}` → `…`.
    static func readable(_ run: ToolRun) -> ToolRun {
        var words = run
        words.errorText = run.errorText.split(separator: "\n").map { line in
            guard let entry = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let message = entry["msg"] as? String else { return String(line) }
            return ((entry["object"] as? String).map { $0 + ": " } ?? "") + message
        }.joined(separator: "\n")
        return words
    }

    /// The file a JSON log line says was copied or deleted: `{"msg":"Copied (new)","object":"x"}`.
    static func finished(_ line: String) -> String? {
        guard let data = line.data(using: .utf8),
              let entry = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let message = entry["msg"] as? String, let object = entry["object"] as? String,
              message.hasPrefix("Copied") || message == "Deleted" else { return nil }
        return object
    }
}
