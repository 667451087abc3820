import Foundation
import Sharing
@testable import storychop
import Testing
import TestSupport

/// `publish --passphrase` asks twice whenever what is typed would make the private copy anew.
@Suite struct PassphrasePromptTests {
    private let family = "apple river blue kite"

    /// Answers the prompts with `lines` in turn, keeping the prompts asked.
    private final class Typist {
        var lines: [String]
        var prompts: [String] = []
        init(_ lines: [String]) { self.lines = lines }
        func read(_ prompt: String) throws(PrivateSiteError) -> String {
            prompts.append(prompt)
            return lines.removeFirst()
        }
    }

    private func ask(_ typist: Typist, cache: URL) throws(PrivateSiteError) -> String {
        try PassphrasePrompt.ask(confirm: { PassphrasePrompt.confirmation(opensCopy: PrivateSite.opensCopy(in: cache, with: $0)) },
                                 read: typist.read)
    }

    @Test func aTypoForAnExistingCopyIsAskedAgainNotTakenAsANewPassphrase() throws {
        let folder = try TemporaryDirectory("storychop-prompt")
        defer { folder.remove() }
        let cache = folder.appending("cache")
        let fresh = Typist([family, family + "s"])
        #expect(throws: PrivateSiteError.self) { try ask(fresh, cache: cache) }
        #expect(fresh.prompts.count == 2)

        try FileManager.default.createDirectory(at: folder.appending("site"), withIntermediateDirectories: true)
        _ = try PrivateSite.update(site: folder.appending("site"), files: [], passphrase: family, into: cache)
        let right = Typist([family])
        #expect(try ask(right, cache: cache) == family && right.prompts.count == 1)
        let typo = Typist(["apple river blue kit", "apple river blue kite!"])
        #expect(throws: PrivateSiteError.self) { try ask(typo, cache: cache) }
        #expect(typo.prompts.count == 2 && typo.prompts[1].contains("not the private site's passphrase"))
        let changed = Typist(["pear lake green sail", "pear lake green sail"])
        #expect(try ask(changed, cache: cache) == "pear lake green sail")
    }
}
