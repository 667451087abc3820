import Foundation
import Site
import StoryArchive

/// What goes around the stories of a volume: the cover, the contents, the index of people and
/// the colophon, made from the volume's chapters.
struct BookParts: Sendable {
    let archive: Archive
    let options: BookOptions
    let engine: String
    let cover: BookPhotoModel?
    let months: [BookMonthModel]

    /// The model of a volume holding `chapters`; `label` is "Volume 2" when there are several.
    /// The journals go in the last volume.
    func volume(_ chapters: [BookStoryModel], label: String?, isLast: Bool, css: String) -> BookVolumeModel {
        let tellers = Self.unique(chapters.compactMap { $0.teller.map { String($0.dropFirst("Told by ".count)) } })
        let years = chapters.compactMap { Int($0.date.suffix(4)) }
        let monthsHere = isLast ? months : []
        let people = index(chapters)
        return BookVolumeModel(
            lang: archive.config.language, title: archive.config.title, css: css, volumeLabel: label,
            cover: .init(photo: cover, tellers: tellers.isEmpty ? "" : "Told by " + DisplayText.listed(tellers),
                         years: Self.span(years)),
            contents: chapters.map(Self.entry), stories: chapters, months: monthsHere, hasMonths: !monthsHere.isEmpty,
            people: people, hasPeople: !people.isEmpty,
            colophon: .init(made: DisplayText.date(options.today), engine: engine,
                            storyCount: BookSelection.count(chapters.count, "story", "stories"),
                            address: StoryChapter.published(archive.config.baseURL), sampleCode: chapters.first?.code ?? ""))
    }

    static func entry(_ chapter: BookStoryModel) -> BookVolumeModel.ContentsEntry {
        .init(title: chapter.title, anchor: chapter.anchor, teller: chapter.teller, lang: chapter.lang, dir: chapter.dir)
    }

    /// Everyone the volume names, by name: who told a story and who is in its photos (from
    /// the captions' "With …"), each with the stories they are in.
    private func index(_ chapters: [BookStoryModel]) -> [BookVolumeModel.IndexEntry] {
        var stories: [String: [BookVolumeModel.ContentsEntry]] = [:]
        for chapter in chapters {
            for name in chapter.people where stories[name]?.last?.anchor != chapter.anchor {
                stories[name, default: []].append(Self.entry(chapter))
            }
        }
        return stories.keys.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            .map { BookVolumeModel.IndexEntry(name: $0, stories: stories[$0] ?? []) }
    }

    /// "1978–2025", or one year.
    static func span(_ years: [Int]) -> String {
        guard let first = years.min(), let last = years.max() else { return "" }
        return first == last ? "\(first)" : "\(first)–\(last)"
    }

    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
