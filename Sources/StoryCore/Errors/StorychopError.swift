/// How a run ended, as the process exit status the CLI returns.
///
/// The numbers are part of the command-line contract (scripts test them), so they never change.
public enum ExitStatus: Int32, Sendable, Comparable {
    /// Everything worked.
    case ok = 0
    /// Some input was rejected or a check failed; everything valid was still done.
    case rejected = 1
    /// The command line itself was wrong.
    case usage = 2
    /// Reading or writing files failed (permissions, a full disk, a missing folder).
    case io = 3

    public static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The one shape every StoryChop error has, whatever stage raised it.
///
/// The CLI prints it as `error: FILE: message — hint`, so a keeper who is not a developer
/// learns which file is wrong, what is wrong with it, and what to do.
public protocol StorychopError: Error, CustomStringConvertible, Sendable {
    /// The file or folder the problem is about, as the user named it (nil when none applies).
    var file: String? { get }
    /// What is wrong, for a person: "the file ends before its index".
    var message: String { get }
    /// What to do about it: "Export the recording again from the phone."
    var hint: String { get }
    /// The exit status this error leads to.
    var exitStatus: ExitStatus { get }
}

extension StorychopError {
    /// `FILE: message — hint`, the line the CLI prints after `error: `.
    public var description: String {
        var line = ""
        if let file { line += "\(file): " }
        line += message
        if !hint.isEmpty { line += " — \(hint)" }
        return line
    }
}
