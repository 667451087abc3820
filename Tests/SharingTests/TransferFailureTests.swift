@testable import Sharing
import Testing

/// What a failed rsync or rclone run becomes: one line naming the cause, in the tool's words.
@Suite struct TransferFailureTests {
    /// ssh ends its lines with CR LF, which Swift holds as one Character: the lines must still
    /// be told apart, so the cause is the one line that names it, with no line ending in it.
    @Test func aToolsLinesEndingInCarriageReturnsAreReadOneByOne() throws {
        let run = ToolRun(status: 255, errorText: "ssh: connect to host 127.0.0.1 port 22: Connection refused\r\n"
            + "rsync: connection unexpectedly closed (0 bytes received so far) [sender]")
        let error = TransferFailure.error(run, tool: "rsync", destination: try PublishDestination.parse("me@127.0.0.1:www"))
        #expect(error.message == "cannot reach the host (rsync said: ssh: connect to host 127.0.0.1 port 22: Connection refused)")
        #expect(run.lastErrorLine == "rsync: connection unexpectedly closed (0 bytes received so far) [sender]")
    }
}
