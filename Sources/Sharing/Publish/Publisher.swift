import Foundation

/// What one publish did.
public struct PublishReport: Sendable {
    public var destination: PublishDestination
    /// Files the site holds, all of which DEST now holds too.
    public var files: Int
    /// Files sent because DEST did not hold their bytes.
    public var sent: Int
    public var sentBytes: Int64
    /// Files removed because the site no longer has them.
    public var removed: Int
}

/// Progress for the terminal: files and bytes sent so far.
public struct PublishStep: Sendable {
    public var sent: Int
    public var sentBytes: Int64
    /// The file just sent.
    public var file: String
}

/// Sends a folder's files to DEST: the send step of `storychop publish`, given any folder and
/// the list of its files that may be published (the built site and `SharedFiles.list()`, or
/// another copy of it), so it never sends a file the list leaves out.
public struct Publisher {
    public let destination: PublishDestination
    let transport: any PublishTransport
    let record: PublishRecord

    /// `recordFolder` keeps which files were published where (`.storychop/published` in the archive).
    public init(to destination: PublishDestination, recordFolder: URL) {
        self.destination = destination
        record = PublishRecord(folder: recordFolder, destination: destination)
        switch destination {
        case .folder(let path): transport = FolderTransport(root: path)
        case .ssh(let target): transport = RsyncTransport(destination: destination, target: target)
        case .rclone(let remote): transport = RcloneTransport(destination: destination, remote: remote)
        }
    }

    /// Fails when rsync, ssh or rclone is needed and not installed: called before the build.
    public func checkTools() throws(PublishError) {
        try transport.checkTools()
    }

    /// Sends those of `files` (paths below `folder`) DEST does not hold yet, in `PublishOrder`,
    /// then removes what an earlier publish sent there that `files` no longer has.
    public func publish(_ files: [SharedFile], from folder: URL, progress: (PublishStep) -> Void = { _ in }) throws(PublishError) -> PublishReport {
        try transport.checkTools()
        let listed = Set(files.map(\.path))
        let previous = record.load()
        let mayBeThere = previous.union(listed)
        if mayBeThere != previous { try record.save(mayBeThere) }
        var report = PublishReport(destination: destination, files: listed.count, sent: 0, sentBytes: 0, removed: 0)
        for phase in PublishOrder.phases(files) {
            try transport.send(phase, from: folder) { file in
                report.sent += 1
                report.sentBytes += file.size
                progress(PublishStep(sent: report.sent, sentBytes: report.sentBytes, file: file.path))
            }
        }
        let gone = previous.subtracting(listed)
        if !gone.isEmpty {
            report.removed = try transport.remove(files: gone.sorted(), folders: Self.emptiedFolders(gone: gone, kept: listed))
        }
        if listed != mayBeThere { try record.save(listed) }
        return report
    }

    /// The folders of removed files that no kept file is in, deepest first.
    static func emptiedFolders(gone: Set<String>, kept: Set<String>) -> [String] {
        var keptFolders: Set<String> = []
        for path in kept { keptFolders.formUnion(parents(of: path)) }
        var emptied: Set<String> = []
        for path in gone { emptied.formUnion(parents(of: path).filter { !keptFolders.contains($0) }) }
        return emptied.sorted { ($0.split(separator: "/").count, $1) > ($1.split(separator: "/").count, $0) }
    }

    /// `a/b/c.html` → `a/b`, `a`.
    private static func parents(of path: String) -> [String] {
        var folders: [String] = []
        var parts = path.split(separator: "/").dropLast()
        while !parts.isEmpty {
            folders.append(parts.joined(separator: "/"))
            parts = parts.dropLast()
        }
        return folders
    }
}
