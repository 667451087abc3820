import StoryArchive
import Testing

@Suite struct LanguageTagTests {
    @Test(arguments: ["en", "de", "ar", "zh-Hant", "pt-BR", "sr-Latn-RS", "yue", "es-419", "de-CH-1996"])
    func tagsOfTheUsualShapesAreAccepted(tag: String) {
        #expect(LanguageTag.isWellFormed(tag))
    }

    @Test(arguments: ["", "e", "English", "pt_BR", "de-", "-de", "de--CH", "de CH", "ü", "de-toolongsubtag", "12"])
    func anythingElseIsRefused(tag: String) {
        #expect(!LanguageTag.isWellFormed(tag))
    }

    @Test(arguments: [("ar", true), ("ar-EG", true), ("he", true), ("fa-IR", true), ("ur", true), ("yi", true),
                      ("dv", true), ("az-Arab", true), ("sd-Deva", false), ("ug-Cyrl", false), ("en", false),
                      ("zh-Hant", false), ("AR", true), ("arz", false)])
    func rightToLeftComesFromTheScriptElseTheLanguage(tag: String, rightToLeft: Bool) {
        #expect(LanguageTag.isRightToLeft(tag) == rightToLeft)
    }
}
