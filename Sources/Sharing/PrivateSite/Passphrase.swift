import Foundation
import StoryArchive
import StoryCore

/// Where the family passphrase comes from, and the one rule it must meet. It is never stored in
/// the archive: `private_site:` in storychop.yml may only say where to find it.
public enum Passphrase {
    /// Twelve characters: four random words or a short sentence; PBKDF2 slows guessing, it cannot
    /// make "grandma1" strong. The README and docs/sharing.md say this number.
    public static let minimumLength = 12

    public enum Source: Equatable, Sendable {
        /// The first line of a file (a trailing newline is not part of it).
        case file(String)
        /// An environment variable.
        case environment(String)
    }

    public static func checkStrength(_ passphrase: String) throws(PrivateSiteError) {
        guard passphrase.precomposedStringWithCanonicalMapping.count >= minimumLength else {
            throw PrivateSiteError(.weakPassphrase, file: nil,
                                   message: "the passphrase is shorter than \(minimumLength) characters",
                                   hint: "Choose a longer one: four words the family will remember, like \"apple river blue kite\".")
        }
    }

    /// The passphrase `source` gives, checked against the minimum.
    public static func read(_ source: Source, environment: [String: String] = ProcessInfo.processInfo.environment) throws(PrivateSiteError) -> String {
        let passphrase: String
        switch source {
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw PrivateSiteError(.noPassphrase, file: path, message: "cannot read the passphrase file",
                                       hint: "Write the passphrase on the file's first line, readable only by you (chmod 600).")
            }
            passphrase = String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
        case .environment(let name):
            guard let value = environment[name], !value.isEmpty else {
                throw PrivateSiteError(.noPassphrase, file: nil, message: "the environment variable \(name) is not set",
                                       hint: "Set \(name) to the passphrase before publishing, or use --passphrase-file.")
            }
            passphrase = value
        }
        try checkStrength(passphrase)
        return passphrase
    }

    /// The source `private_site:` in the archive's storychop.yml names, or nil when it has none:
    /// `private_site: {passphrase_file: PATH}` (relative to the archive, or ~/…) or `{passphrase_env: VAR}`.
    public static func configuredSource(archive: URL) throws(PrivateSiteError) -> Source? {
        let file = archive.appendingPathComponent(ArchiveConfig.fileName)
        guard let data = FileManager.default.contents(atPath: file.path),
              let document = try? MetadataDocument.parse(data, isJSON: false),
              let section = document["private_site"] else { return nil }
        let wrong = PrivateSiteError(.noPassphrase, file: file.path, message: "\"private_site\" should name passphrase_file or passphrase_env",
                                     hint: "Write `private_site: {passphrase_file: ~/family-passphrase.txt}`; never the passphrase itself.")
        if section["passphrase"] != nil { throw wrong }
        if case .string(let path)? = section["passphrase_file"] {
            let expanded = path.hasPrefix("~/") ? NSHomeDirectory() + path.dropFirst(1) : path
            return .file(expanded.hasPrefix("/") ? expanded : archive.appendingPathComponent(expanded).path)
        }
        if case .string(let name)? = section["passphrase_env"] { return .environment(name) }
        throw wrong
    }
}
