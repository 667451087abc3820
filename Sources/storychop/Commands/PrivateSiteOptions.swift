import ArgumentParser
import Foundation
import Sharing
import StoryArchive
import StoryCore

/// `--passphrase` and `--passphrase-file FILE` of `publish`: send the private site (the encrypted
/// copy) instead of the plain one. Without either, `private_site:` in storychop.yml may name the
/// passphrase's file or environment variable; the passphrase itself is never in the archive.
struct PrivateSiteOptions: ParsableArguments {
    @Flag(help: "Publish a private site: ask for the family passphrase (twice for a new copy) and send the encrypted copy.")
    var passphrase = false

    @Option(help: ArgumentHelp("Publish a private site, with the passphrase on this file's first line.", valueName: "FILE"))
    var passphraseFile: String?

    func validate() throws {
        if passphrase && passphraseFile != nil {
            throw ValidationError("Use --passphrase or --passphrase-file, not both.")
        }
    }

    /// The passphrase for this publish, or nil for the plain site. Prints the error and exits 2
    /// for a passphrase shorter than the minimum or one that cannot be read.
    func resolve(archive: Archive, console: Console) throws -> String? {
        do {
            if passphrase {
                let cache = PrivateSite.cacheFolder(archive: archive.root)
                return try PassphrasePrompt.ask { PassphrasePrompt.confirmation(opensCopy: PrivateSite.opensCopy(in: cache, with: $0)) }
            }
            if let passphraseFile { return try Passphrase.read(.file(passphraseFile)) }
            return try Passphrase.configuredSource(archive: archive.root).map { source throws(PrivateSiteError) in try Passphrase.read(source) }
        } catch {
            console.error(error)
            throw Exit(error.reason == .io ? .io : .usage)
        }
    }
}
