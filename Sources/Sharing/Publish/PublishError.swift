import StoryCore

/// Why a publish failed, naming DEST (as `file`) and what to do.
public typealias PublishError = StageError<PublishErrorReason>

public enum PublishErrorReason: ErrorReason {
    /// DEST is none of the forms publish takes (exit 2).
    case usage
    /// rsync, ssh or rclone is not installed.
    case missingTool
    /// The host could not be reached, refused the key, or the transfer failed.
    case transfer
    /// Reading the site or writing DEST (or the publish record) failed.
    case io

    /// A DEST of no known form is a usage error; every other failure is one of reading or
    /// writing somewhere (3), as the keeper fixes it outside StoryChop.
    public var exitStatus: ExitStatus { self == .usage ? .usage : .io }
}

extension StageError where Reason == PublishErrorReason {
    /// A tool StoryChop runs to publish is not on PATH.
    static func missing(_ tool: String, for destination: PublishDestination) -> PublishError {
        let package = tool == "ssh" ? "openssh-client" : tool
        return PublishError(.missingTool, file: destination.description, message: "publishing here needs \(tool), which is not installed",
                            hint: "Install it (on Debian: bash scripts/install-deps.sh --publish, or apt-get install \(package)), then publish again.")
    }
}
