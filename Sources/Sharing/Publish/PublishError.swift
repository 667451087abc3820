import StoryCore

/// Why a publish failed, naming DEST and what to do.
public struct PublishError: StorychopError {
    public enum Reason: Sendable {
        /// DEST is none of the forms publish takes.
        case usage
        /// rsync, ssh or rclone is not installed.
        case missingTool
        /// The host could not be reached, refused the key, or the transfer failed.
        case transfer
        /// Reading the site or writing DEST (or the publish record) failed.
        case io
    }

    public var reason: Reason
    /// DEST as the keeper typed it, or the file the problem is about.
    public var file: String?
    public var message: String
    public var hint: String

    public init(_ reason: Reason, destination: String?, message: String, hint: String) {
        self.reason = reason
        file = destination
        self.message = message
        self.hint = hint
    }

    public var exitStatus: ExitStatus { reason == .usage ? .usage : .io }

    /// A tool StoryChop runs to publish is not on PATH.
    static func missing(_ tool: String, for destination: PublishDestination) -> PublishError {
        PublishError(.missingTool, destination: destination.description, message: "publishing here needs \(tool), which is not installed",
                     hint: "Install it (on Debian: bash scripts/install-deps.sh --publish, or apt-get install \(DebianPackage.name(of: tool))), then publish again.")
    }
}

/// The Debian package each transport's program comes in.
enum DebianPackage {
    static func name(of tool: String) -> String {
        tool == "ssh" ? "openssh-client" : tool
    }
}
