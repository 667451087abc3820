import Foundation
@testable import Ingest
import StoryArchive
import Testing

/// Every ingest error leads with the recording it came from: on a full disk the staging file
/// that could not be written (`stories/.incoming-…/audio.m4a`) follows the message instead.
@Suite struct IngestErrorNamingTests {
    @Test func theRecordingLeadsAndTheFileThatFailedFollows() {
        let full = ArchiveError.io("/family/stories/.incoming-7-x/audio.m4a", "cannot write", errno: ENOSPC)
        let error = IngestError(full, file: "Voice Memos/Grandma.m4a")
        #expect(error.file == "Voice Memos/Grandma.m4a")
        #expect(error.message.hasPrefix("cannot write") && error.message.hasSuffix("(/family/stories/.incoming-7-x/audio.m4a)"))
        #expect(error.exitStatus == .io)
        let same = IngestError(ArchiveError.io("/phone/Voice Memos/Grandma.m4a", "cannot read", errno: EIO), file: "Voice Memos/Grandma.m4a")
        #expect(!same.message.contains("("))
    }
}
