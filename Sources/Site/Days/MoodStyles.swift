import Foundation
import StoryArchive

/// The site's mood palette: one colour per word, whatever the scale or the page (a story's
/// "Happy" is a check-in's "Happy"), as CSS classes. The site's Content-Security-Policy allows no
/// inline styles, and the scales are data (`MoodScales`): so each word gets a class in the site's
/// stylesheet, made from the scales.
struct MoodStyles: Sendable {
    let scales: MoodScales
    /// Each word's class and colour, in the order the words first appear.
    let palette: [(className: String, colour: String)]
    /// What the archive's moods.yml asks that the site cannot draw: a word's second colour, or
    /// a colour too dark to be told from its swatch's ring (built-in colours are tested).
    let problems: [String]

    /// Around every swatch: dark, so a pale colour keeps 3:1 on a light page (see base.css).
    static let ring = "#111111"

    /// The archive's own scales (moods.yml) come first, so the keeper's colour for a word is the
    /// word's colour everywhere; then the built-in ones, which give the story scale's words theirs.
    init(scales: MoodScales) {
        self.scales = scales
        let own = scales.scales.filter { !MoodScales.builtIn.scales.contains($0) }
        var palette: [(className: String, colour: String)] = [], problems: [String] = []
        for (position, scale) in (own + MoodScales.builtIn.scales).enumerated() {
            for step in scale.steps {
                let className = Self.className(word: step.word)
                let first = palette.first { $0.className == className }
                if first == nil { palette.append((className, step.colour)) }
                guard position < own.count else { continue }
                if let first, first.colour != step.colour {
                    problems.append("the scale \"\(scale.name)\" colours \"\(step.word)\" \(step.colour), but the site draws that word \(first.colour) as an earlier scale does: a word has one colour on every page")
                } else if let contrast = Contrast.ratio(step.colour, Self.ring), contrast < 3 {
                    problems.append("the scale \"\(scale.name)\" colours \"\(step.word)\" \(step.colour), which has \(String(format: "%.1f", contrast)):1 against the dark ring of a mood's swatch; a colour needs 3:1 to be told from it and from a dark page: choose a lighter one")
                }
            }
        }
        self.palette = palette
        self.problems = problems
    }

    /// The mark of a mood as its entry gives it: its own word, and that word's colour when a scale
    /// has the word (one since removed from moods.yml leaves the word alone).
    func mark(_ rating: MoodRating) -> MoodMark {
        let className = Self.className(word: rating.word)
        let known = palette.contains { $0.className == className }
        return MoodMark(word: rating.word, className: "mood-mark" + (known ? " " + className : ""),
                        scale: scales.scale(named: rating.scale)?.title ?? rating.scale)
    }

    /// `.mood-word-happy { --mood-colour: #A8D98A; }` for every word of every scale.
    var stylesheet: String {
        var css = "\n/* Mood colours, one per word, from the mood scales (built in, and the archive's moods.yml). */\n"
        css += ":root { --mood-ring: \(Self.ring); }\n"
        for entry in palette {
            // Colours are checked as #RRGGBB when the scales are read: nothing else gets in.
            css += ".\(entry.className) { --mood-colour: \(entry.colour); }\n"
        }
        return css
    }

    /// "mood-word-happy": words equal but for case and accents share it, as `MoodScale` compares them.
    static func className(word: String) -> String {
        "mood-word-" + SitePaths.slug(word)
    }
}
