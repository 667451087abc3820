import Foundation

/// Publishes to `[user@]host:path` with rsync over SSH. SSH options come from where rsync and
/// ssh take them: `~/.ssh/config` (a `Host` entry with its `User`, `Port`, `IdentityFile`) or
/// `RSYNC_RSH` (`RSYNC_RSH="ssh -p 2222 -i ~/.ssh/family"`); without RSYNC_RSH, ssh gives up
/// on a host that does not answer after 20 seconds rather than the system's two minutes.
///
/// Only the files named are sent (`--files-from`), each phase one rsync run; an unchanged file
/// is told by size and time (`-t` keeps the site's times on the host, and the build leaves an
/// unchanged file's time as it was), so a second publish reads nothing but the two listings.
/// A file cut short is kept in `.storychop-partial/` and finished by the next publish.
struct RsyncTransport: PublishTransport {
    let destination: PublishDestination
    /// `[user@]host:path` with a slash at the end (the folder's contents, not the folder).
    let target: String
    var environment = ProcessInfo.processInfo.environment

    init(destination: PublishDestination, target: String) {
        self.destination = destination
        self.target = target.hasSuffix("/") ? target : target + "/"
    }

    func checkTools() throws(PublishError) {
        guard ToolRun.find("rsync") != nil else { throw PublishError.missing("rsync", for: destination) }
        let shell = environment["RSYNC_RSH"].flatMap { $0.split(separator: " ").first.map(String.init) } ?? "ssh"
        guard ToolRun.find(shell) != nil else { throw PublishError.missing(shell, for: destination) }
    }

    private var common: [String] {
        var arguments = ["--protect-args", "--out-format=%i %l %n", "--partial-dir=" + Self.partialFolder]
        if environment["RSYNC_RSH"] == nil { arguments += ["-e", "ssh -o ConnectTimeout=20"] }
        return arguments
    }

    func send(_ files: [SharedFile], from source: URL, sent: (SharedFile) -> Void) throws(PublishError) {
        let sizes = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let arguments = common + ["-t", "-L", "--mkpath", "--chmod=D755,F644"]
        try run(arguments, list: files.map(\.path), source: source.path + "/") { line in
            // `<f+++++++++ 1234 stories/x/index.html`: a file sent.
            guard line.hasPrefix("<f") || line.hasPrefix(">f") else { return }
            let parts = line.split(separator: " ", maxSplits: 2)
            if parts.count == 3, let file = sizes[String(parts[2])] { sent(file) }
        }
    }

    /// rsync removes a receiver's file named in `--files-from` that the sender lacks
    /// (`--delete-missing-args`): the sender is an empty folder holding only the parents of
    /// what goes, one run for the files and one for each depth of folders, deepest first (a
    /// folder goes only once its files have, and rsync never removes a folder that is not empty).
    ///
    /// A file rsync was cut short sending waits in `.storychop-partial/` beside where it goes: it
    /// goes too, with that folder when empty, or a story made private after a publish was
    /// stopped would leave part of its recording on the host.
    func remove(files: [String], folders: [String]) throws(PublishError) -> Int {
        var removed = 0
        let partials = files.map(Self.partialFile(of:))
        var batches = [files + partials]
        let partialFolders = Set(partials.map { ($0 as NSString).deletingLastPathComponent })
        let depths = Dictionary(grouping: folders + partialFolders) { $0.split(separator: "/").count }
        batches += depths.keys.sorted(by: >).map { depths[$0]! }
        for batch in batches where !batch.isEmpty {
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent("storychop-publish-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: empty) }
            for path in batch {
                let parent = (path as NSString).deletingLastPathComponent
                try? FileManager.default.createDirectory(at: empty.appendingPathComponent(parent), withIntermediateDirectories: true)
            }
            try run(common + ["-r", "--delete-missing-args"], list: batch, source: empty.path + "/") { line in
                if line.hasPrefix("*deleting"), !line.hasSuffix("/"), !line.contains(Self.partialFolder + "/") { removed += 1 }
            }
        }
        return removed
    }

    /// Where rsync keeps a file it was cut short sending, in the folder the file goes to.
    static let partialFolder = ".storychop-partial"

    /// `stories/x/audio.m4a` → `stories/x/.storychop-partial/audio.m4a`.
    static func partialFile(of file: String) -> String {
        let parent = (file as NSString).deletingLastPathComponent
        return (parent.isEmpty ? "" : parent + "/") + partialFolder + "/" + (file as NSString).lastPathComponent
    }

    private func run(_ arguments: [String], list: [String], source: String, line: (String) -> Void) throws(PublishError) {
        guard !list.isEmpty else { return }
        let listFile = FileManager.default.temporaryDirectory.appendingPathComponent("storychop-publish-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: listFile) }
        let result: ToolRun
        do {
            try Data(list.joined(separator: "\0").utf8).write(to: listFile)
            result = try ToolRun.run(ToolRun.find("rsync") ?? "/usr/bin/rsync",
                                     arguments + ["--from0", "--files-from=" + listFile.path, source, target],
                                     environment: environment, line: line)
        } catch {
            throw TransferFailure.notStarted("rsync", error, destination: destination)
        }
        guard result.status == 0 else { throw TransferFailure.error(result, tool: "rsync", destination: destination) }
    }
}
