import Foundation
import XMLIO

/// What one page says: its ids (for links into it), its links, and its own problems.
struct PageScan: Sendable {
    let file: String
    /// Every `id`, and every `<a name>` (a fragment may target either); nil when the page
    /// could not be read, so links into it are not blamed for that too.
    let ids: Set<String>?
    let links: [PageLink]
    let problems: [SiteProblem]

    /// The same page with only `links`, to check them apart from the rest.
    func with(links: [PageLink]) -> PageScan {
        PageScan(file: file, ids: ids, links: links, problems: [])
    }

    /// Reads and parses `file` (relative to `root`) and runs the page rules on it.
    static func scan(_ file: String, in root: URL) -> PageScan {
        let page: HTMLDocument
        do {
            let data = try Data(contentsOf: root.appendingPathComponent(file))
            page = try HTMLDocument(data: data, fileName: file)
        } catch {
            let problem = SiteProblem(file: file, line: nil, kind: .unreadable,
                                      message: "cannot be read as a page (\((error as? XMLIOError)?.description ?? error.localizedDescription))",
                                      hint: "Check the file's permissions, or rebuild the site with `storychop build`.")
            return PageScan(file: file, ids: nil, links: [], problems: [problem])
        }
        var ids: Set<String> = []
        for element in page.allElements {
            if let id = element.attribute("id") { ids.insert(id) }
            if element.name == "a", let name = element.attribute("name") { ids.insert(name) }
        }
        let rules = PageRules(file: file, page: page, ids: ids)
        return PageScan(file: file, ids: ids, links: PageLink.links(in: page), problems: rules.problems)
    }
}
