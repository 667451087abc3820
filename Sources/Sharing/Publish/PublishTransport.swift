import Foundation

/// How files reach one kind of DEST. The publisher decides what is sent when and what is
/// removed; a transport only compares, sends and removes what it is given.
protocol PublishTransport {
    /// Fails when a program the transport runs is not installed.
    func checkTools() throws(PublishError)
    /// Sends those of `files` (below `source`) whose bytes DEST does not hold yet, calling
    /// `sent` for each file sent; files DEST holds already are not sent again.
    func send(_ files: [SharedFile], from source: URL, sent: (SharedFile) -> Void) throws(PublishError)
    /// Removes `files`, then `folders` (deepest first) when they are empty; a file already gone
    /// is no error. Returns how many files were removed.
    func remove(files: [String], folders: [String]) throws(PublishError) -> Int
    /// Whether DEST still holds `path`, by a look that costs next to nothing (true when there is none).
    func stillHolds(_ path: String) -> Bool
}

extension PublishTransport {
    /// A host is not asked: a look over the network costs a connection.
    func stillHolds(_ path: String) -> Bool { true }
}

/// What the keeper reads when rsync, ssh or rclone fails: the cause in words, from what the
/// tool said, and what to do; the tool's line that told the cause (or its last) is kept at the end.
enum TransferFailure {
    /// What the tools say, in lower case, for each cause: the message and the hint for it.
    private static let causes: [(said: [String], message: String, hint: String)] = [
        (["permission denied (publickey", "unable to authenticate", "permission denied, please try again", "too many authentication failures"],
         "the host refused the SSH key",
         "Check that your key is in the host's ~/.ssh/authorized_keys (ssh-copy-id can put it there) and that ssh HOST works without a password."),
        (["connection refused", "could not resolve", "no route to host", "timed out", "network is unreachable",
          "name or service not known", "connection reset", "connection closed"],
         "cannot reach the host", "Check the address, the network and that the host accepts SSH (try: ssh HOST), then publish again."),
        (["no space left", "quota exceeded"],
         "the destination's disk is full", "Free some space there, then publish again: what was sent is kept."),
        (["didn't find section in config file", "not found in config"],
         "rclone knows no remote of that name", "Set it up with `rclone config`, or check the name in `rclone listremotes`."),
    ]

    static func error(_ run: ToolRun, tool: String, destination: PublishDestination) -> PublishError {
        let lines = run.errorText.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        for cause in causes {
            if let line = lines.first(where: { line in cause.said.contains { line.lowercased().contains($0) } }) {
                return PublishError(.transfer, file: destination.description, message: "\(cause.message) (\(tool) said: \(line))", hint: cause.hint)
            }
        }
        let tail = run.lastErrorLine.isEmpty ? "" : " (\(tool) said: \(run.lastErrorLine))"
        return PublishError(.transfer, file: destination.description, message: "\(tool) stopped with status \(run.status)" + tail,
                            hint: "Check that the destination is right and writable, then publish again: the next publish finishes this one.")
    }

    /// rsync or rclone could not be started at all.
    static func notStarted(_ tool: String, _ error: any Error, destination: PublishDestination) -> PublishError {
        PublishError(.missingTool, file: destination.description, message: "cannot run \(tool): \(error.localizedDescription)",
                     hint: "Install it (on Debian: bash scripts/install-deps.sh --publish), then publish again.")
    }
}
