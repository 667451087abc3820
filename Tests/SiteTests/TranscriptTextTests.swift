import Testing
@testable import Site

/// The paragraphs of a plain transcript.
@Suite struct TranscriptTextTests {
    @Test func paragraphsJoinLinesAndTrimThem() {
        let text = "One\ntwo\n\n\n  Three  \n\n\u{A0}Four\u{2003}\n   \n\n \u{301}five\n"
        #expect(TranscriptViews.paragraphs(text) == ["One two", "Three", "Four ", "\u{301}five"])
        #expect(TranscriptViews.paragraphs("") == [])
        #expect(TranscriptViews.paragraphs("\n\n \n\n") == [])
    }

    @Test func windowsLineBreaksEndLinesAndParagraphsToo() {
        #expect(TranscriptViews.paragraphs("Windows\r\nline\r\n\r\nends\n\nhere") == ["Windows line", "ends", "here"])
    }
}
