import Foundation
import XMLIO

/// The checks that need one page only: language, text alternatives, media names, ids,
/// headings and markup errors.
struct PageRules {
    let file: String
    let page: HTMLDocument
    /// Every `id` in the page.
    let ids: Set<String>

    var problems: [SiteProblem] {
        language() + images() + media() + duplicateIDs() + headings() + markup()
    }

    private func problem(_ line: Int?, _ kind: SiteProblem.Kind, _ message: String, _ hint: String) -> SiteProblem {
        SiteProblem(file: file, line: line, kind: kind, message: message, hint: hint)
    }

    private func language() -> [SiteProblem] {
        let html = page.root?.name == "html" ? page.root : nil
        guard (html?.attribute("lang") ?? "").trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        return [problem(html?.line, .missingLang, "the <html> element has no lang attribute",
                        "Add lang=\"…\" with the site's language (storychop.yml `language`), so screen readers pronounce the page right.")]
    }

    private func images() -> [SiteProblem] {
        let images = page.elements(named: "img")
        let missing = images.filter { $0.attribute("alt") == nil }.map { image in
            problem(image.line, .missingAlt, "<img src=\"\(image.attribute("src") ?? "")\"> has no alt text",
                    "Add alt=\"…\" saying what the picture shows, or alt=\"\" when it is only decoration.")
        }
        // A story's photo nobody described yet: the build gave it an honest stand-in alt text
        // ("Photo 2 of …, not yet described") and the command that writes the real one.
        let undescribed = images.compactMap { image in
            image.attribute("data-undescribed").map { command in
                problem(image.line, .photoWithoutAlt, "a photo has no alt text (it is shown as \"\(image.attribute("alt") ?? "")\")",
                        "Say what it shows, as you would to someone who cannot see it (not its caption): \(command), then build again; --decorative instead of --alt marks it as decoration.")
            }
        }
        return missing + undescribed
    }

    private func media() -> [SiteProblem] {
        (page.elements(named: "audio") + page.elements(named: "video")).compactMap { player in
            if !(player.attribute("aria-label") ?? "").trimmingCharacters(in: .whitespaces).isEmpty
                || !(player.attribute("title") ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                return nil
            }
            let labelledBy = (player.attribute("aria-labelledby") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            if !labelledBy.isEmpty, labelledBy.allSatisfy(ids.contains) { return nil }
            let missing = labelledBy.filter { !ids.contains($0) }
            let message = missing.isEmpty
                ? "<\(player.name)> has no accessible name"
                : "<\(player.name)> is labelled by id \"\(missing.joined(separator: " "))\", which this page lacks"
            return problem(player.line, .unlabelledMedia, message,
                           "Add aria-labelledby=\"…\" with the id of the story's heading, or aria-label=\"…\", so screen-reader users know which recording the player plays.")
        }
    }

    private func duplicateIDs() -> [SiteProblem] {
        page.duplicateIDs.map { duplicate in
            problem(duplicate.line, .duplicateID, "id \"\(duplicate.id)\" is used more than once in this page",
                    "Give each element its own id: links to #\(duplicate.id) reach only the first.")
        }
    }

    private func headings() -> [SiteProblem] {
        let levels = ["h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6]
        let headings = page.allElements.compactMap { element in levels[element.name].map { (level: $0, element: element) } }
        var problems: [SiteProblem] = []
        let mainHeadings = headings.filter { $0.level == 1 }
        if mainHeadings.isEmpty {
            problems.append(problem(nil, .missingH1, "the page has no <h1>",
                                    "Give every page one <h1> saying what it is about; screen-reader users jump to it first."))
        }
        for extra in mainHeadings.dropFirst() {
            problems.append(problem(extra.element.line, .multipleH1, "a second <h1> (\"\(extra.element.text)\")",
                                    "Keep one <h1> per page and use <h2> for its sections."))
        }
        // The first heading may be of any level; after that, each may go at most one level deeper.
        for (previous, current) in zip(headings, headings.dropFirst()) where current.level > previous.level + 1 {
            problems.append(problem(current.element.line, .skippedHeadingLevel,
                                    "<h\(current.level)> \"\(current.element.text)\" follows <h\(previous.level)>, skipping <h\(previous.level + 1)>",
                                    "Use heading levels in order, so the page's outline makes sense to screen-reader users."))
        }
        return problems
    }

    private func markup() -> [SiteProblem] {
        page.errors.filter { $0.code != HTMLParseIssue.duplicateIDCode }.map { issue in
            let hint = issue.code == 23
                ? "Write a literal & as &amp; (in text and in URLs alike)."
                : "Fix the markup here: browsers guess at broken HTML, and each guesses differently."
            return problem(issue.line, .parseError, "HTML error: \(issue.message)", hint)
        }
    }
}
