/// One thing wrong with a generated site, in words a keeper can act on.
public struct SiteProblem: Sendable, Equatable, CustomStringConvertible {
    /// The page, relative to the site folder: `"stories/2024-03-05-the-day-we-moved/index.html"`.
    public let file: String
    /// The 1-based source line, when the problem has one.
    public let line: Int?
    /// Which rule the page breaks.
    public let kind: Kind
    /// What is wrong: `link to missing.html, which does not exist`.
    public let message: String
    /// What to do about it.
    public let hint: String

    /// A problem.
    public init(file: String, line: Int?, kind: Kind, message: String, hint: String) {
        self.file = file
        self.line = line
        self.kind = kind
        self.message = message
        self.hint = hint
    }

    /// `FILE:LINE: message — hint`
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return "\(place): \(message) — \(hint)"
    }

    /// The kinds of problem, named as in `storychop check`'s documentation.
    public enum Kind: String, Sendable, CaseIterable {
        /// A link or resource naming a file the site does not have.
        case brokenLink = "broken-link"
        /// `page.html#cue-12` where that page has no `id="cue-12"`.
        case missingAnchor = "missing-anchor"
        /// `/stories/x.html` or `//host/x`: fine on a web server, broken from file:// and in the ZIP.
        case rootAbsoluteLink = "root-absolute-link"
        /// A link naming a folder (`stories/x/`): file:// shows a file list, not the page.
        case directoryLink = "directory-link"
        /// A relative link that climbs out of the site folder.
        case linkOutsideSite = "link-outside-site"
        /// A resource (image, audio, script, stylesheet) loaded from the internet.
        case outsideRequest = "outside-request"
        /// `<html>` without a `lang`.
        case missingLang = "missing-lang"
        /// `<img>` without `alt` (`alt=""` is fine: decoration).
        case missingAlt = "missing-alt"
        /// A story's photo whose alt text nobody wrote (`data-undescribed`, with the command that writes it).
        case photoWithoutAlt = "photo-without-alt"
        /// `<audio>` or `<video>` with no accessible name.
        case unlabelledMedia = "unlabelled-media"
        /// The same `id` twice in one page.
        case duplicateID = "duplicate-id"
        /// A heading more than one level below the one before it (h1 → h3).
        case skippedHeadingLevel = "skipped-heading-level"
        /// A page without an `<h1>`.
        case missingH1 = "missing-h1"
        /// A page with more than one `<h1>`.
        case multipleH1 = "multiple-h1"
        /// Markup libxml2 had to guess about (its "unknown HTML5 tag" noise excluded).
        case parseError = "parse-error"
        /// A page or the site folder that cannot be read at all.
        case unreadable
        /// No `index.html` at the top of the site: the bundle opens there.
        case missingHomePage = "missing-home-page"
    }
}
