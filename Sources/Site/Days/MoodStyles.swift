import StoryArchive

/// The site's mood palette: one colour per word, whatever the scale or the page (a story's
/// "Happy" is a check-in's "Happy"), as CSS classes. The site's Content-Security-Policy allows no
/// inline styles, and the scales are data (`MoodScales`): so each word gets a class in the site's
/// stylesheet, made from the scales.
struct MoodStyles: Sendable {
    let scales: MoodScales
    /// Each word's class and colour, in the order the words first appear.
    let palette: [(className: String, colour: String)]
    /// Where the archive's moods.yml gives a word a second colour, which the site does not use.
    let conflicts: [String]

    /// The archive's own scales (moods.yml) come first, so the keeper's colour for a word is the
    /// word's colour everywhere; then the built-in ones, which give the story scale's words theirs.
    init(scales: MoodScales) {
        self.scales = scales
        let own = scales.scales.filter { !MoodScales.builtIn.scales.contains($0) }
        var palette: [(className: String, colour: String)] = [], conflicts: [String] = []
        for (position, scale) in (own + MoodScales.builtIn.scales).enumerated() {
            for step in scale.steps {
                let className = Self.className(word: step.word)
                guard let first = palette.first(where: { $0.className == className }) else {
                    palette.append((className, step.colour))
                    continue
                }
                if first.colour != step.colour && position < own.count {
                    conflicts.append("the scale \"\(scale.name)\" colours \"\(step.word)\" \(step.colour), but the site draws that word \(first.colour) as an earlier scale does: a word has one colour on every page")
                }
            }
        }
        self.palette = palette
        self.conflicts = conflicts
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
