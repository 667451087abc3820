import StoryArchive

/// Where each page lives in the site. Every link is relative and names a file
/// (`../stories/x/index.html`, never `/stories/x/`), so the site works from file://,
/// from any sub-folder, and inside an unzipped bundle.
///
///     index.html                       home
///     stories/index.html               all stories, newest first
///     stories/<id>/index.html          one story, with its audio, transcript and story.json
///     prompts/index.html, prompts/<slug>/index.html     by prompt category
///     people/index.html, people/<slug>/index.html       by narrator
///     years/index.html, years/<year>/index.html         by year
///     calendar/index.html, calendar/<year>/index.html   month grids
///     days/index.html                                   Days: months and people of the journals
///     days/<yyyy>/<mm>/index.html                       a month's calendar of moods
///     days/<yyyy-mm-dd>/index.html (+ <entry-id>/…)     a day: everyone's entries side by side
///     days/people/<slug>/index.html                     a person's days
///     days/questions/<person>/index.html                a person's daily questions
///     days/questions/<person>/<question>/index.html     a question: its answers, chart, calendar and runs
///     days/questions/questions.yml                      the archive's questions.yml
///     search/index.html (+ search/index.js)             offline search
///     about/index.html                                  privacy
///     assets/                                           theme CSS and scripts
enum SitePaths {
    static let home = "index.html"
    static let stories = "stories/index.html"
    static let categories = "prompts/index.html"
    static let people = "people/index.html"
    static let years = "years/index.html"
    static let calendar = "calendar/index.html"
    static let days = "days/index.html"
    static let search = "search/index.html"
    static let searchIndex = "search/index.js"
    static let about = "about/index.html"

    static func story(_ id: String) -> String { ItemLayout.storyPage(id: id) }
    static func storyFile(_ id: String, _ name: String) -> String { ItemLayout.storyFolder(id: id) + name }
    static func year(_ year: Int) -> String { "years/\(year)/index.html" }
    static func calendarYear(_ year: Int) -> String { "calendar/\(year)/index.html" }
    static func dayMonth(year: Int, month: Int) -> String { "days/\(year.zeroPadded(4))/\(month.zeroPadded(2))/index.html" }
    static func day(_ day: RecordedDate) -> String { ItemLayout.dayPage(day: day.dayString) }
    static func dayPerson(_ person: String) -> String { "days/people/\(slug(person))/index.html" }
    static func questions(person slug: String) -> String { "days/questions/\(slug)/index.html" }
    /// The archive's questions.yml, published beside the questions' pages.
    static let questionsFile = "days/questions/questions.yml"
    static func question(person: String, slug: String) -> String { "days/questions/\(person)/\(slug)/index.html" }

    /// A group's folder name; names with no Latin letters get a stable hash-based slug.
    static func slug(_ name: String) -> String {
        StoryID.nameSlug(name)
    }

    /// "../../" for a page at `stories/x/index.html`: the way back to the site's root.
    static func root(of path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    /// `target` as seen from the page at `from`.
    static func link(from: String, to target: String) -> String {
        root(of: from) + target
    }
}
