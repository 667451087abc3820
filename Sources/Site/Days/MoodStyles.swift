import StoryArchive

/// The colours of the mood scales as site CSS, and the class that gives an entry's mood its
/// colour. The site's Content-Security-Policy allows no inline styles, and the scales are data
/// (`MoodScales`): so each step gets a class in the site's stylesheet, made from the scales.
struct MoodStyles: Sendable {
    let scales: MoodScales

    /// The mark of a mood as its entry gives it: its own word, and the colour of its step when
    /// the scale is known (a scale since removed from moods.yml leaves the word alone).
    func mark(_ rating: MoodRating) -> MoodMark {
        let scale = scales.scale(named: rating.scale)
        let step = scale?.steps.firstIndex { $0.value == rating.value }
        return MoodMark(word: rating.word,
                        className: "mood-mark" + (step.map { " " + Self.className(scale: rating.scale, step: $0) } ?? ""),
                        scale: scale?.title ?? rating.scale)
    }

    /// `.mood-check-in-3 { --mood-colour: #F2C45C; }` for every step of every scale.
    var stylesheet: String {
        var css = "\n/* Mood colours, from the mood scales (built in, and the archive's moods.yml). */\n"
        for scale in scales.scales {
            for (index, step) in scale.steps.enumerated() {
                // Colours are checked as #RRGGBB when the scales are read: nothing else gets in.
                css += ".\(Self.className(scale: scale.name, step: index)) { --mood-colour: \(step.colour); }\n"
            }
        }
        return css
    }

    private static func className(scale: String, step: Int) -> String {
        "mood-\(SitePaths.slug(scale))-\(step)"
    }
}
