import Testing
@testable import Site

/// The search words and the paragraphs of a plain transcript; other scripts than ASCII must
/// come out as Swift's Character rules have them.
@Suite struct TranscriptTextTests {
    @Test func searchWordsAreLowerCasedOnceEachInOrder() {
        let words = SearchIndex.distinctWords("Hello, hello! It's a dog's life.\r\nHELLO\u{301} x\u{301}y -\u{301}ab ½ Ⅻ 42")
        #expect(Array(words.utf8) == Array("hello it's dog's life hello\u{301} x\u{301}y ab 42".utf8))
    }

    @Test func searchWordsInOtherScriptsAndMixedText() {
        let text = "Café CAFÉ café, Straße STRASSE straße; İstanbul don't Don't a I 1962 ١٩٦٢ 我们住在海边 مرحبا بكم "
            + "e\u{301}té été \u{212A}ELVIN kelvin ΣΑΣ σας"
        // The first spelling of a word is kept: "e\u{301}té" and "été" are the same word.
        let expected = "café straße strasse i\u{307}stanbul don't 1962 ١٩٦٢ 我们住在海边 مرحبا بكم e\u{301}té kelvin σασ σας"
        #expect(Array(SearchIndex.distinctWords(text).utf8) == Array(expected.utf8))
    }

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
