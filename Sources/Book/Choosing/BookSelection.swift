import Foundation
import StoryArchive

/// The stories a book holds: those the site shows (never a private one, nor one still sealed),
/// narrowed by the keeper's choices, in the order asked for.
struct BookSelection {
    var stories: [Story]
    /// Why stories the choices would take were left out ("2 private stories"), for the summary.
    var leftOut: [String]

    static func choose(from catalog: [Story], options: BookOptions, prompts: PromptLibrary) throws(BookError) -> BookSelection {
        let byID = Dictionary(catalog.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in options.ids where byID[id] == nil {
            throw BookError(.badChoice, file: nil, message: "there is no story \"\(id)\" in the archive",
                            hint: "`storychop list` shows every story's id; check the spelling.")
        }
        var chosen = options.ids.isEmpty ? catalog : options.ids.compactMap { byID[$0] }
        if let person = options.person {
            chosen = chosen.filter { $0.narrator.map { Self.same($0, person) } ?? false }
        }
        if let category = options.category {
            chosen = chosen.filter { $0.category.map { Self.same($0, category) } ?? false }
        }
        if let year = options.year {
            chosen = chosen.filter { $0.recorded.year == year }
        }
        let privateOnes = chosen.filter(\.isPrivate)
        let sealedOnes = chosen.filter { !$0.isPrivate && $0.isSealed(on: options.today) }
        chosen = chosen.filter { !$0.isPrivate && !$0.isSealed(on: options.today) }
        guard !chosen.isEmpty else { throw nothingChosen(options, catalog: catalog, privateCount: privateOnes.count + sealedOnes.count) }
        var leftOut: [String] = []
        if !privateOnes.isEmpty { leftOut.append(Self.count(privateOnes.count, "private story", "private stories")) }
        if !sealedOnes.isEmpty { leftOut.append(Self.count(sealedOnes.count, "sealed story", "sealed stories")) }
        return BookSelection(stories: options.keepListedOrder ? chosen : ordered(chosen, options: options, prompts: prompts), leftOut: leftOut)
    }

    /// By date, or by prompt (prompts.yml's categories and prompts, then those it does not list).
    static func ordered(_ stories: [Story], options: BookOptions, prompts: PromptLibrary) -> [Story] {
        let byDate = stories.enumerated().sorted { a, b in
            (a.element.recorded, a.offset) < (b.element.recorded, b.offset)
        }.map(\.element)
        switch options.order {
        case .date:
            return byDate
        case .prompt:
            let listed = prompts.categories.flatMap { category in category.prompts.map { ($0, category.name) } }
            let rank = Dictionary(listed.enumerated().map { ($0.element.0, $0.offset) }, uniquingKeysWith: { first, _ in first })
            let categoryRank = Dictionary(prompts.categories.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
            func key(_ story: Story) -> (Int, Int) {
                if let prompt = story.prompt, let at = rank[prompt] { return (0, at) }
                if let category = story.category, let at = categoryRank[category] { return (1, at) }
                return (2, 0)
            }
            return byDate.enumerated().sorted { a, b in
                let (ka, kb) = (key(a.element), key(b.element))
                return ka != kb ? ka < kb : a.offset < b.offset
            }.map(\.element)
        }
    }

    private static func nothingChosen(_ options: BookOptions, catalog: [Story], privateCount: Int) -> BookError {
        var said: [String] = []
        if let person = options.person { said.append("told by \"\(person)\"") }
        if let category = options.category { said.append("in the category \"\(category)\"") }
        if let year = options.year { said.append("recorded in \(year)") }
        let what = said.isEmpty ? "the archive has no story to print" : "no story is " + said.joined(separator: " and ")
        let hidden = privateCount > 0 ? " (\(count(privateCount, "story", "stories")) left out as private or sealed)" : ""
        let people = Set(catalog.compactMap(\.narrator)).sorted()
        let categories = Set(catalog.compactMap(\.category)).sorted()
        let hint = if catalog.isEmpty {
            "Add recordings with `storychop ingest` first."
        } else if let person = options.person, !people.contains(where: { same($0, person) }) {
            "Narrators in the archive: \(people.joined(separator: ", "))."
        } else if let category = options.category, !categories.contains(where: { same($0, category) }) {
            "Categories in the archive: \(categories.joined(separator: ", "))."
        } else {
            "Each choice narrows the book: leave one out. `storychop list` shows every story's narrator and date."
        }
        return BookError(.nothingChosen, file: nil, message: what + hidden, hint: hint)
    }

    private static func same(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
    }

    static func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
}
