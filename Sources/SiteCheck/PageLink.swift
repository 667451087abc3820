import XMLIO

/// One URL a page refers to, with where it was found.
struct PageLink: Sendable, Equatable {
    /// As written in the attribute.
    let value: String
    let line: Int?
    /// `"img"`, `"a"` …
    let element: String
    let attribute: String
    /// True when the browser fetches it while showing the page (an image, not a link).
    let isResource: Bool

    /// Every URL in `page`, in document order.
    static func links(in page: HTMLDocument) -> [PageLink] {
        page.allElements.flatMap(links(of:))
    }

    /// `<link rel>` values that make the browser fetch the target.
    private static let fetchingRelations: Set<String> = [
        "stylesheet", "icon", "apple-touch-icon", "preload", "prefetch", "modulepreload",
        "manifest", "preconnect", "dns-prefetch", "mask-icon",
    ]

    private static func links(of element: HTMLElement) -> [PageLink] {
        func link(_ attribute: String, resource: Bool) -> [PageLink] {
            guard let value = element.attribute(attribute) else { return [] }
            return [PageLink(value: value, line: element.line, element: element.name,
                             attribute: attribute, isResource: resource)]
        }
        func srcset() -> [PageLink] {
            guard let value = element.attribute("srcset") else { return [] }
            return SourceSet.urls(in: value).map {
                PageLink(value: $0, line: element.line, element: element.name, attribute: "srcset", isResource: true)
            }
        }
        switch element.name {
        case "a", "area":
            return link("href", resource: false)
        case "link":
            let relations = (element.attribute("rel") ?? "").lowercased().split(whereSeparator: \.isWhitespace)
            return link("href", resource: relations.contains { fetchingRelations.contains(String($0)) })
        case "img", "source":
            return link("src", resource: true) + srcset()
        case "script", "track", "audio", "iframe", "embed":
            return link("src", resource: true)
        case "video":
            return link("src", resource: true) + link("poster", resource: true)
        case "object":
            return link("data", resource: true)
        case "input" where element.attribute("type")?.lowercased() == "image":
            return link("src", resource: true)
        default:
            return []   // <form action> and the like are not followed
        }
    }
}
