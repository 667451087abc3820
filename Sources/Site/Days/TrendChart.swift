import Foundation
import StoryArchive

/// A line chart of values over days, worked out at build time and drawn as SVG by
/// `trend-chart.mustache` from numbers alone (no script, no outside library, no inline style:
/// the site's Content-Security-Policy allows none). Its words (`title`, `summary`) are its text
/// equivalent; the page's table of answers says every value.
///
/// The drawing fills its SVG edge to edge and is stretched to the width of the page and a height
/// in rem (`preserveAspectRatio="none"`, strokes that do not scale, dots drawn as round ends of
/// lines), so that its labels can be HTML beside and under it: text of the page's own size,
/// growing with the reader's, which words inside a scaled SVG would not.
struct TrendChart: Sendable, Encodable {
    /// One value: where it is drawn, and what it says (its `<title>`, a tooltip).
    struct Point: Sendable, Encodable {
        var x: String
        var y: String
        var label: String
    }

    /// A value's label, and where its line across is drawn.
    struct Tick: Sendable, Encodable {
        var position: String
        var text: String
    }

    /// The id the SVG's title and description are named by.
    var id: String
    var title: String
    /// One or two sentences that say what the chart shows.
    var summary: String
    var width = 480
    var height = 200
    /// `x,y x,y …` for the line, in day order.
    var line: String = ""
    /// A dot per value; none when there are too many to tell apart (the line still shows them).
    var points: [Point] = []
    /// The first, middle and last day ("19 Feb"), evenly spaced under the drawing.
    var xTicks: [String] = []
    /// The values' labels, evenly spaced from the top (the highest) down; a line across at each.
    var yTicks: [Tick] = []

    /// Dots are drawn for at most this many values: a year of days would be a smear of them.
    static let maxDots = 120

    /// `values` in day order (the first and last day are the chart's ends), each with its label;
    /// the y axis runs over `ticks`, evenly spaced values from the lowest to the highest.
    init(id: String, title: String, summary: String, values: [(day: RecordedDate, value: Double, label: String)],
         ticks: [(value: Double, text: String)]) {
        self.id = id
        self.title = title
        self.summary = summary
        guard let first = values.first?.day, let last = values.last?.day,
              let low = ticks.first?.value, let high = ticks.last?.value else { return }
        let start = Self.dayNumber(first), span = max(Self.dayNumber(last) - start, 0)
        let (width, height) = (Double(width), Double(height))
        let x = { (day: RecordedDate) -> Double in
            span == 0 ? width / 2 : Double(Self.dayNumber(day) - start) / Double(span) * width
        }
        let range = max(high - low, .leastNonzeroMagnitude)
        let y = { (value: Double) -> Double in height - (min(max(value, low), high) - low) / range * height }
        let placed = values.map { Point(x: Self.coordinate(x($0.day)), y: Self.coordinate(y($0.value)), label: $0.label) }
        line = placed.map { $0.x + "," + $0.y }.joined(separator: " ")
        points = placed.count <= Self.maxDots ? placed : []
        let days = span == 0 ? [first] : span == 1 ? [first, last] : [first, Self.day(start + span / 2), last]
        // Short ("19 Feb"), so three fit under a phone's chart; the words under it say the whole dates.
        xTicks = days.map { "\($0.day) " + DisplayText.monthNames[$0.month - 1].prefix(3) }
        yTicks = ticks.reversed().map { Tick(position: Self.coordinate(y($0.value)), text: $0.text) }
    }

    /// Days since 1970-01-01: how far apart two days are drawn.
    static func dayNumber(_ day: RecordedDate) -> Int {
        Int((day.dayOnly.instant.timeIntervalSince1970 / 86_400).rounded())
    }

    /// The day `number` days after 1970-01-01.
    static func day(_ number: Int) -> RecordedDate {
        RecordedDate(Date(timeIntervalSince1970: Double(number) * 86_400), in: TimeZone(secondsFromGMT: 0) ?? .current).dayOnly
    }

    /// Evenly spaced round values (steps of 1, 2, 2.5 or 5 times a power of ten) from at or
    /// below `low` to at or above `high`, about `count` steps apart: the y axis's labels.
    static func ticks(low: Double, high: Double, count: Int = 4) -> [Double] {
        guard high > low else { return [low - 1, low, low + 1] }
        let rough = (high - low) / Double(count)
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough * 0.999 } ?? 10 * magnitude
        let bottom = (low / step).rounded(.down) * step, top = (high / step).rounded(.up) * step
        let steps = Int(((top - bottom) / step).rounded())
        return (0...steps).map { bottom + Double($0) * step }
    }

    /// One decimal: enough for a 480-wide drawing, and the same text on every build.
    private static func coordinate(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
