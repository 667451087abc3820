import Foundation
import StoryCore

/// The archive's settings, from `storychop.yml`. Every key but `title` may be left out.
public struct ArchiveConfig: Sendable, Equatable {
    public var title: String
    /// BCP 47 language of the stories, written as the site's `lang`.
    public var language: String
    /// Absolute URL where the site will live; feeds and the sitemap need it.
    public var baseURL: String?
    /// Name of a built-in theme or of a folder in the archive's `themes/`.
    public var theme: String
    /// Recordings shorter than this many seconds are rejected (a pocket tap, not a story).
    public var minDuration: Double
    /// Where `build` writes the site, relative to the archive.
    public var siteDirectory: String
    /// Id of the story the home page features, chosen by the keeper; none when unset.
    public var featured: String?
    /// How the family can write to the keeper, on the About page: an email address or an
    /// `https://` address (see `contactHref`).
    public var contact: String?
    /// `days_in_feeds`: whether feed.xml and atom.xml carry the day entries' recordings too.
    /// Off unless the keeper asks: check-ins are more private than stories.
    public var daysInFeeds = false
    /// `feed_items`: how many of the newest items feed.xml and atom.xml carry. Podcast apps
    /// choke on a feed of thousands; the site lists them all.
    public var feedItems = 300
    /// `transcriber`: the program `storychop transcribe` runs (a path; relative to the archive,
    /// or starting with ~/); nil means the one `scripts/install-deps.sh --transcription` installs.
    public var transcriber: String?
    /// The program `storychop book` typesets with, when not the one install-deps.sh --book installs.
    public var bookEngine: String?

    public static let fileName = "storychop.yml"

    public init(title: String, language: String = "en", baseURL: String? = nil, theme: String = "default",
                minDuration: Double = 5, siteDirectory: String = "site", featured: String? = nil,
                contact: String? = nil) {
        self.title = title
        self.language = language
        self.baseURL = baseURL
        self.theme = theme
        self.minDuration = minDuration
        self.siteDirectory = siteDirectory
        self.featured = featured
        self.contact = contact
    }

    /// The link to write to `contact`: `mailto:` for an email address, the address itself for an
    /// `https://` one; nil for anything else (a keeper's typo should not become a broken link).
    public static func contactHref(_ contact: String) -> String? {
        if contact.hasPrefix("https://") {
            return isWebAddress(contact) ? contact : nil
        }
        let parts = contact.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
              !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
              !contact.contains(where: { $0.isWhitespace || "<>\"'(),:;[]\\".contains($0) }) else { return nil }
        return "mailto:" + contact
    }

    /// Whether `text` is an http(s) address a page may link to as written: a host, and none of
    /// the characters a URL never holds unescaped (spaces, quotes, angle brackets…), which would
    /// otherwise reach feeds, QR codes and pages as a broken or injected address.
    public static func isWebAddress(_ text: String) -> Bool {
        guard !text.contains(where: { $0.isWhitespace || "<>\"'`\\{}|^".contains($0) || $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }),
              let components = URLComponents(string: text), ["http", "https"].contains(components.scheme?.lowercased() ?? ""),
              let host = components.host, !host.isEmpty else { return false }
        return true
    }

    /// Reads `storychop.yml`; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(ArchiveError) -> (ArchiveConfig, warnings: [String]) {
        let document: JSONValue
        do {
            document = try MetadataDocument.parse(data, isJSON: false)
        } catch {
            throw ArchiveError(.invalidFile, file: file, message: error.message,
                               hint: "Fix the file by hand; each line is \"key: value\".")
        }
        var fields = FieldReader(document)
        let title = fields.string("title")
        var config = ArchiveConfig(title: title ?? "Family Stories")
        config.language = fields.language("language") ?? config.language
        config.baseURL = fields.string("base_url")
        config.theme = fields.string("theme") ?? config.theme
        config.minDuration = fields.number("min_duration", in: 0...3600, expected: "a number of seconds, like 5") ?? config.minDuration
        config.siteDirectory = fields.string("site") ?? config.siteDirectory
        config.featured = fields.string("featured")
        config.contact = fields.string("contact")
        config.daysInFeeds = fields.bool("days_in_feeds") ?? false
        config.feedItems = fields.number("feed_items", in: 1...100_000, expected: "a whole number of items, like 300")
            .map { Int($0.rounded()) } ?? config.feedItems
        config.transcriber = fields.string("transcriber")
        config.bookEngine = fields.string("book_engine")
        var problems = fields.problems
        if title == nil { problems.append("\"title\" is missing") }
        if let url = config.baseURL, !isWebAddress(url) {
            problems.append("\"base_url\" should be a web address starting with https://, such as https://stories.example.org/ (it is where the site will be published), not \"\(url)\"")
        }
        if let contact = config.contact, contactHref(contact) == nil {
            problems.append("\"contact\" should be an email address (anna@example.org) or a web address starting with https://, not \"\(contact)\"")
        }
        guard problems.isEmpty else {
            throw ArchiveError(.invalidFile, file: file, message: problems.joined(separator: "; "),
                               hint: "Fix these keys in \(fileName); see the README for every key.")
        }
        let known: Set = ["title", "language", "base_url", "theme", "min_duration", "site", "featured", "contact", "days_in_feeds", "feed_items", "transcriber", "book_engine",
                          // Read by `publish` (Sharing's Passphrase.configuredSource): where the private site's passphrase is.
                          "private_site"]
        let warnings = fields.unknownKeys(known: known).map { "unknown key \"\($0)\" is ignored (a typo?)" }
        return (config, warnings)
    }

    /// The text `init` writes: every key, with comments saying what it does.
    public func yamlText() -> String {
        """
        # StoryChop archive settings. Edit by hand; every key but title may be left out.
        title: \(YAMLText.quoted(title))
        # Language of the stories (BCP 47: en, de, ar, zh-Hant …), used by screen readers.
        language: \(language)
        # Site theme: default (large print), calm or high-contrast, or a folder in themes/.
        theme: \(theme)
        # Recordings shorter than this many seconds are rejected.
        min_duration: \(JSONValue.format(minDuration))
        # Where `storychop build` writes the site, relative to this folder.
        site: \(siteDirectory)
        # Set base_url to where the site will be published to get feed.xml, atom.xml and sitemap.xml.
        \(baseURL.map { "base_url: \(YAMLText.quoted($0))" } ?? "# base_url: https://example.org/stories/")
        # The story the home page features: its id, the folder name under stories/. None when unset.
        \(featured.map { "featured: \(YAMLText.quoted($0))" } ?? "# featured: 2024-03-05-the-day-we-moved")
        # How the family can write to you, shown on the About page: an email address or an https:// address.
        \(contact.map { "contact: \(YAMLText.quoted($0))" } ?? "# contact: anna@example.org")
        # Whether the feeds carry the journals' recordings (check-ins, voice notes) too: off, as they are private.
        days_in_feeds: \(daysInFeeds)
        # How many of the newest stories the feeds carry (podcast apps want a few hundred); the site has them all.
        feed_items: \(feedItems)
        # The transcription engine `storychop transcribe` runs; unset, the one install-deps.sh --transcription installs.
        \(transcriber.map { "transcriber: \(YAMLText.quoted($0))" } ?? "# transcriber: ~/whisper.cpp/storychop-engine")

        """
    }
}

/// Writes text as a YAML scalar that reads back as the same text.
enum YAMLText {
    static func quoted(_ text: String) -> String {
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }
}
