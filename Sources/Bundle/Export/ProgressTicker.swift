/// Turns a stream of byte counts into a few progress calls: one per file and one per percent,
/// so a progress line redraws about a hundred times whatever the archive's size.
final class ProgressTicker {
    private let total: Int64
    private let report: (@Sendable (ExportProgress) -> Void)?
    private var done: Int64 = 0
    private var entry = ""
    private var nextReport: Int64 = 0

    init(total: Int64, report: (@Sendable (ExportProgress) -> Void)?) {
        self.total = total
        self.report = report
    }

    /// A new file: shown at once only when a report is due, so ten thousand small pages do not
    /// redraw the line ten thousand times.
    func start(_ entry: String) {
        self.entry = entry
        if done >= nextReport { send() }
    }

    func advance(by count: Int) {
        done += Int64(count)
        if done >= nextReport { send() }
    }

    private func send() {
        guard let report else { return }
        nextReport = done + max(total / 100, 1 << 20)
        report(ExportProgress(bytesDone: done, bytesTotal: total, entry: entry))
    }
}
