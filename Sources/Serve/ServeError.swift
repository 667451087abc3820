import StoryCore

/// Why `storychop serve` could not start or keep serving: the system refused the port or a
/// folder (exit status 3).
public typealias ServeError = StageError<ServeErrorReason>

public enum ServeErrorReason: ErrorReason {
    /// The system refused: a port in use, an address it will not listen on, a folder it will not write.
    case io
}

extension StageError where Reason == ServeErrorReason {
    /// The port is taken by another program: one line naming it and the way out.
    static func portInUse(_ port: Int) -> ServeError {
        ServeError(.io, file: nil, message: "port \(port) is in use by another program",
                   hint: "Stop that program, or choose another port with --port (for example --port \(port == 8000 ? 8080 : 8000)).")
    }
}
