import Foundation
import StoryArchive

/// A line chart of values over days, worked out at build time and drawn as SVG by
/// `trend-chart.mustache` from numbers alone (no script, no outside library, no inline style:
/// the site's Content-Security-Policy allows none). Its words (`title`, `summary`) are its text
/// equivalent; the page's table of answers says every value.
struct TrendChart: Sendable, Encodable {
    /// One value: where it is drawn, and what it says (its `<title>`, a tooltip).
    struct Point: Sendable, Encodable {
        var x: String
        var y: String
        var label: String
    }

    /// A label on an axis, at `position` (x for the days, y for the values).
    struct Tick: Sendable, Encodable {
        var position: String
        var text: String
        /// SVG's `text-anchor`: the first day's label starts at its day, the last ends at its.
        var anchor = "end"
    }

    /// The id the SVG's title and description are named by.
    var id: String
    var title: String
    /// One or two sentences that say what the chart shows.
    var summary: String
    /// Narrow, so that on a phone the labels shrink less.
    var width = 480
    var height = 260
    /// The plot's edges inside the SVG, for its axes.
    var left = 64, right = 464, top = 16, bottom = 216
    /// `x,y x,y …` for the line, in day order.
    var line: String = ""
    /// A dot per value; none when there are too many to tell apart (the line still shows them).
    var points: [Point] = []
    var xTicks: [Tick] = []
    var yTicks: [Tick] = []
    /// Where the x axis's labels sit, and the y axis's end (below the plot, left of it).
    var labelY = 0, tickX = 0

    /// Dots are drawn for at most this many values: a year of days would be a smear of them.
    static let maxDots = 120

    /// `values` in day order (the first and last day are the chart's ends), each with its label;
    /// the y axis runs over `range`, labelled at `ticks`.
    init(id: String, title: String, summary: String, values: [(day: RecordedDate, value: Double, label: String)],
         range: ClosedRange<Double>, ticks: [(value: Double, text: String)]) {
        self.id = id
        self.title = title
        self.summary = summary
        // Room at the left for the longest label of the values (about 11 units a character).
        left = max(left, 16 + 11 * (ticks.map(\.text.count).max() ?? 0))
        (labelY, tickX) = (bottom + 28, left - 8)
        guard let first = values.first?.day, let last = values.last?.day else { return }
        let start = Self.dayNumber(first), span = max(Self.dayNumber(last) - start, 0)
        let (left, right, top, bottom) = (Double(left), Double(right), Double(top), Double(bottom))
        let x = { (day: RecordedDate) -> Double in
            span == 0 ? (left + right) / 2 : left + Double(Self.dayNumber(day) - start) / Double(span) * (right - left)
        }
        let height = max(range.upperBound - range.lowerBound, .leastNonzeroMagnitude)
        let y = { (value: Double) -> Double in
            bottom - (min(max(value, range.lowerBound), range.upperBound) - range.lowerBound) / height * (bottom - top)
        }
        let placed = values.map { Point(x: Self.coordinate(x($0.day)), y: Self.coordinate(y($0.value)), label: $0.label) }
        line = placed.map { $0.x + "," + $0.y }.joined(separator: " ")
        points = placed.count <= Self.maxDots ? placed : []
        xTicks = span == 0 ? [Tick(position: Self.coordinate(x(first)), text: DisplayText.date(first), anchor: "middle")]
            : [Tick(position: Self.coordinate(left), text: DisplayText.date(first), anchor: "start"),
               Tick(position: Self.coordinate(right), text: DisplayText.date(last), anchor: "end")]
        yTicks = ticks.map { Tick(position: Self.coordinate(y($0.value)), text: $0.text) }
    }

    /// Days since 1970-01-01: how far apart two days are drawn.
    static func dayNumber(_ day: RecordedDate) -> Int {
        Int((day.dayOnly.instant.timeIntervalSince1970 / 86_400).rounded())
    }

    /// One decimal: enough for a 480-wide drawing, and the same text on every build.
    private static func coordinate(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
