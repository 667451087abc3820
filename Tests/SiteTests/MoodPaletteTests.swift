import Foundation
@testable import Site
import StoryArchive
import Testing

/// One mood palette: a word has one colour on every scale and every page, and that colour, drawn
/// as the site draws it (a swatch in a dark ring beside the word), has 3:1 against what it sits on
/// in every built-in theme, light and dark (WCAG 2.2's non-text contrast).
@Suite struct MoodPaletteTests {
    @Test func contrastIsWCAGsRelativeLuminanceRatio() throws {
        #expect(Contrast.ratio("#FFFFFF", "#000000") == 21)
        #expect(abs(try #require(Contrast.ratio("#777777", "#FFFFFF")) - 4.48) < 0.01)   // the grey that just fails AA
        #expect(abs(try #require(Contrast.ratio("#F2C45C", "#FFFFFF")) - 1.64) < 0.01)   // the partners' yellow on white
        #expect(Contrast.ratio("#000000", "#FFFFFF") == Contrast.ratio("#FFFFFF", "#000000"))
        #expect(Contrast.ratio("#FFF", "#000000") == nil && Contrast.luminance("#GGGGGG") == nil)
    }

    @Test func everyWordOfTheBuiltInScalesHasOneColour() {
        var colours: [String: Set<String>] = [:]
        for step in MoodScales.builtIn.scales.flatMap(\.steps) {
            colours[MoodStyles.className(word: step.word), default: []].insert(step.colour)
        }
        #expect(colours.filter { $0.value.count != 1 }.isEmpty)
        #expect(colours["mood-word-okay"] == ["#F2C45C"] && colours["mood-word-great"] == ["#66C78C"]
                && colours["mood-word-difficult"] == ["#EB7D73"])   // the partners' app's own (DESIGN "Days")
        let styles = MoodStyles(scales: .builtIn)
        #expect(styles.problems.isEmpty && styles.palette.count == colours.count)
    }

    @Test func aStorysMoodIsTheCheckInScalesStepAndDrawnAsItsWord() throws {
        let checkIn = try #require(MoodScales.builtIn.scale(named: "check-in"))
        #expect(MoodScales.story.steps == checkIn.steps)
        let happy = try #require(Mood(rawValue: 3))
        #expect(happy.rating == MoodRating(scale: "story", value: 3, word: "Happy") && Mood(rawValue: 5) == nil)
        let styles = MoodStyles(scales: .builtIn)
        #expect(MoodView(happy).className == "mood-word-happy")
        #expect(styles.mark(MoodRating(scale: "check-in", value: 3, word: "Happy")).className == "mood-mark mood-word-happy")
        #expect(styles.stylesheet.contains("\n.mood-word-happy { --mood-colour: #A8D98A; }\n"))
    }

    /// The swatch's ring against the page, and the colour against the ring; where the ring is as
    /// dark as the page (dark mode), the colour against the page itself. The word beside it is
    /// the theme's text colour, 4.5:1 or more.
    @Test(arguments: Theme.builtInNames)
    func everyColourHasThreeToOneWhereItIsDrawn(theme: String) throws {
        let styles = MoodStyles(scales: .builtIn)
        // The stylesheet as SiteSettings makes it: the theme, then the palette and its ring.
        let layers = ResourceLayers(archiveRoot: URL(fileURLWithPath: "/nonexistent"))
        let modes = ThemeColours.rootProperties(of: try Theme.load(named: theme, from: layers).stylesheet + styles.stylesheet)
        let palette = styles.palette
        for (mode, properties) in [("light", modes.light), ("dark", modes.dark)] {
            let ring = try #require(properties["mood-ring"], "\(theme) \(mode): no --mood-ring")
            for background in ["bg", "surface"] {
                let page = try #require(properties[background], "\(theme) \(mode): no --\(background)")
                let text = try #require(properties["text"])
                #expect(try #require(Contrast.ratio(text, page)) >= 4.5, "\(theme) \(mode): the word on --\(background)")
                for (className, colour) in palette {
                    let edge = try max(#require(Contrast.ratio(ring, page)), #require(Contrast.ratio(colour, page)))
                    #expect(try #require(Contrast.ratio(colour, ring)) >= 3, "\(theme) \(mode): \(className) \(colour) in its ring \(ring)")
                    #expect(edge >= 3, "\(theme) \(mode): \(className) \(colour) on --\(background) \(page)")
                }
            }
        }
    }

    @Test func aMoodsFileThatColoursAWordTwiceOrTooDarkIsToldAndAWordsFirstColourIsUsedEverywhere() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try Data("""
        weather:
          title: Weather
          steps:
            - { value: 0, word: Sunny, colour: "#F2C45C" }
            - { value: 1, word: Happy, colour: "#5B7BD5" }
            - { value: 2, word: Stormy, colour: "#445566" }
        garden:
          title: Garden
          steps:
            - { value: 0, word: happy, colour: "#F2A065" }
        """.utf8).write(to: fixture.archive.root.appendingPathComponent(MoodScales.fileName))
        let report = try fixture.build()
        #expect(report.warnings.filter { $0.file.hasSuffix("moods.yml") }.map(\.message)
                == ["the scale \"weather\" colours \"Stormy\" #445566, which has 2.5:1 against the dark ring of a mood's swatch; a colour needs 3:1 to be told from it and from a dark page: choose a lighter one",
                    "the scale \"garden\" colours \"happy\" #F2A065, but the site draws that word #5B7BD5 as an earlier scale does: a word has one colour on every page"])
        let css = try String(contentsOf: fixture.site.appendingPathComponent("assets/style.css"), encoding: .utf8)
        // The keeper's scale comes first: their Happy is every page's Happy, a story's too.
        #expect(css.contains("\n.mood-word-happy { --mood-colour: #5B7BD5; }\n") && css.components(separatedBy: ".mood-word-happy ").count == 2)
        #expect(css.contains("\n.mood-word-sunny { --mood-colour: #F2C45C; }\n"))
    }
}

/// The colours a stylesheet gives `:root`: outside any `@media` (light), and the light ones with
/// those inside `@media (prefers-color-scheme: dark)` over them; later ones win, as in CSS.
enum ThemeColours {
    static func rootProperties(of css: String) -> (light: [String: String], dark: [String: String]) {
        let text = css.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
        var light: [String: String] = [:], dark: [String: String] = [:]
        var open: [String] = [], pending = ""
        for character in text {
            switch character {
            case "{":
                open.append(pending.trimmingCharacters(in: .whitespacesAndNewlines))
                pending = ""
            case "}":
                if open.popLast() == ":root" {
                    let found = colours(in: pending)
                    if open.isEmpty { light.merge(found) { $1 } }
                    if open == ["@media (prefers-color-scheme: dark)"] { dark.merge(found) { $1 } }
                }
                pending = ""
            default:
                pending.append(character)
            }
        }
        return (light, light.merging(dark) { $1 })
    }

    /// `--bg: #ffffff;` → ["bg": "#FFFFFF"].
    private static func colours(in declarations: String) -> [String: String] {
        var found: [String: String] = [:]
        for declaration in declarations.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard parts.count == 2, parts[0].hasPrefix("--"), parts[1].hasPrefix("#") else { continue }
            found[String(parts[0].dropFirst(2))] = parts[1].uppercased()
        }
        return found
    }
}
