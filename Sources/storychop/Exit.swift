import StoryArchive
import StoryCore

/// Ends a run with `status` once the command has said why (it has printed the error or the
/// verdict already): what `run()` throws instead of exiting, so `defer`s still run.
struct Exit: Error {
    var status: ExitStatus

    init(_ status: ExitStatus) {
        self.status = status
    }
}
