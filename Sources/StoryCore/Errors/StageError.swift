/// The kinds of problem one stage can report. Every stage has an `io` kind (the file system
/// refused a read or a write: exit status 3); every other kind is input that was rejected (1).
public protocol ErrorReason: Sendable, Equatable {
    static var io: Self { get }
    /// The exit status this kind of problem leads to.
    var exitStatus: ExitStatus { get }
}

extension ErrorReason {
    /// 3 for `io`, 1 for every other kind, unless a stage says otherwise.
    public var exitStatus: ExitStatus { self == .io ? .io : .rejected }
}

/// The one error shape of every stage (archive, ingest, site, bundle): what kind of problem,
/// which file, what is wrong and what to do. Each stage names its own kinds of problem:
/// `ArchiveError` is `StageError<ArchiveErrorReason>`, `IngestError` is `StageError<IngestErrorReason>`…
public struct StageError<Reason: ErrorReason>: StorychopError, Equatable {
    public var reason: Reason
    public var file: String?
    public var message: String
    public var hint: String

    public init(_ reason: Reason, file: String?, message: String, hint: String) {
        self.reason = reason
        self.file = file
        self.message = message
        self.hint = hint
    }

    public var exitStatus: ExitStatus { reason.exitStatus }

    /// An I/O failure with the system's own words for it (errno text) and a hint that fits.
    public static func io(_ file: String, _ what: String, errno code: Int32) -> StageError {
        StageError(.io, file: file, message: "\(what): \(SystemError.text(code))", hint: SystemError.hint(code))
    }
}
