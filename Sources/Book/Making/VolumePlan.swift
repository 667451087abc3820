/// How the chosen stories are shared among volumes of at most `limit` pages, before anything
/// is typeset: each story's pages are estimated from its words and photos, and volumes are
/// filled to nine tenths of the limit, so the estimate's misses rarely matter. A volume the
/// engine still sets longer is split where its stories start (`split(_:typeset:limit:)`).
struct VolumePlan {
    let trim: TrimSize
    let largePrint: Bool
    let limit: Int

    /// About how many pages a story takes: its heading, its words, its photos, and a new page.
    func pages(words: Int, photos: Int) -> Double {
        let photoPage = trim == .letter ? 0.3 : 0.45
        return (0.3 + Double(words) / trim.wordsPerPage(largePrint: largePrint) + Double(photos) * photoPage).rounded(.up)
    }

    /// About how many pages go around the stories: cover, title page, contents, index, colophon.
    func framePages(stories: Int) -> Double {
        let entriesPerPage = largePrint ? 14.0 : 28.0
        return 4 + 2 * (Double(stories) / entriesPerPage).rounded(.up)
    }

    /// The stories' ranges, one per volume, in order; every volume holds at least one story.
    func volumes(_ estimates: [Double]) -> [Range<Int>] {
        let target = Double(limit) * 0.9
        var ranges: [Range<Int>] = [], start = 0, pages = 0.0
        for (index, estimate) in estimates.enumerated() {
            let count = index - start + 1
            if index > start, pages + estimate + framePages(stories: count) > target {
                ranges.append(start..<index)
                (start, pages) = (index, 0)
            }
            pages += estimate
        }
        if start < estimates.count { ranges.append(start..<estimates.count) }
        return ranges
    }

    /// How many of a volume's stories fit within the limit, from where the engine started each
    /// story (`starts`, in order) and the pages after the last one (index and colophon); at
    /// least one, as a single story longer than a volume still makes a volume.
    static func fitting(starts: [Int], backStart: Int, total: Int, limit: Int) -> Int {
        let back = total - backStart + 1
        // Keep the first k stories: they end where story k+1 starts, then the back follows (a
        // page of index more or less, so two pages of room are left).
        for keep in stride(from: starts.count - 1, through: 1, by: -1) where starts[keep] - 1 + back + 2 <= limit {
            return keep
        }
        return 1
    }
}
