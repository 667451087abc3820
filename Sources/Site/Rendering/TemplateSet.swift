import Crypto
import Foundation
import StoryArchive

/// The Mustache templates a build renders with: the built-in ones, each replaceable by a file
/// of the same name in the archive's `templates/`. Pages extend `base` (template inheritance)
/// and share partials such as `story-card`.
package struct TemplateSet: Sendable {
    /// Every template a page is rendered with; all must exist.
    static let pageTemplates = ["home", "stories", "story", "groups", "prompts", "prompt-category", "calendar", "calendar-index",
                                 "search", "about", "days", "days-month", "day", "days-person", "questions", "question"]

    let renderer: MustacheRenderer
    /// Fingerprint of every template's text: a changed template re-renders every page.
    package let digest: String
    /// Which file each template came from (`storychop build --verbose` prints it).
    let origins: [String: ResourceLayers.Origin]

    /// The templates' texts, where each came from and their fingerprint: what a build needs to
    /// tell whether anything changed. Parsed by `init(_:)` once something has.
    package struct Sources: Sendable {
        var texts: [(name: String, text: String)] = []
        var origins: [String: ResourceLayers.Origin] = [:]
        package var digest = ""

        /// The site's templates, or with `subfolder` (`book/`) another set's, such as the book's.
        package static func read(_ layers: ResourceLayers, subfolder: String = "") throws(SiteError) -> Sources {
            var sources = Sources()
            var hasher = SHA256()
            for name in layers.names(in: "Templates", subfolder: subfolder, suffix: ".mustache").sorted() {
                guard let (text, origin) = try layers.text(subfolder + name + ".mustache", in: "Templates") else { continue }
                sources.texts.append((name, text))
                sources.origins[name] = origin
                hasher.update(data: Data((name + "\u{0}" + ResourceLayers.digestPart(text, origin: origin) + "\u{0}").utf8))
            }
            sources.digest = FileDigest.hex(hasher.finalize())
            return sources
        }
    }

    /// The templates of `sources`, parsed; fails on a template that does not parse, or one that
    /// is missing or named by another and not there. `check` is a test's (see `TemplateNameCheck`).
    package init(_ sources: Sources, required: [String] = pageTemplates, check: TemplateNameCheck? = nil) throws(SiteError) {
        var parsed: [String: [MustacheNode]] = [:]
        for (name, text) in sources.texts {
            do {
                parsed[name] = try MustacheParser.parse(text)
            } catch {
                throw SiteError(.badTemplate, file: sources.origins[name]?.description ?? name,
                                message: "this template does not parse (\(error))",
                                hint: "Fix the Mustache syntax, or delete the file to use the built-in template.")
            }
        }
        for name in required where parsed[name] == nil {
            throw SiteError(.badTemplate, file: "templates/\(name).mustache", message: "the template \"\(name)\" is missing",
                            hint: "Restore it with `storychop init --templates`, or remove the archive's templates/ folder.")
        }
        for (name, nodes) in parsed {
            if let missing = Self.references(in: nodes).first(where: { parsed[$0] == nil }) {
                throw SiteError(.badTemplate, file: sources.origins[name]?.description ?? name,
                                message: "this template uses \"\(missing)\", and there is no template of that name",
                                hint: "Add templates/\(missing).mustache, or fix the name in {{> \(missing)}} or {{< \(missing)}}.")
            }
        }
        if let loop = Self.firstLoop(in: parsed) {
            throw SiteError(.badTemplate, file: sources.origins[loop[0]]?.description ?? loop[0],
                            message: "this template includes itself (\(loop.joined(separator: " → "))), so a page would never end",
                            hint: "Remove the {{> name}} or {{< name}} that leads back to \"\(loop[0])\".")
        }
        renderer = MustacheRenderer(templates: parsed, check: check)
        digest = sources.digest
        origins = sources.origins
    }

    /// Renders `model` (see `TemplateEncoder`) with the template `name` into the page's UTF-8 bytes.
    package func render(_ model: TemplateValue, with name: String) throws(SiteError) -> [UInt8] {
        let rendered: [UInt8]?
        do {
            rendered = try renderer.render(name, with: model)
        } catch {
            throw SiteError(.badTemplate, file: origins[name]?.description ?? "templates/\(name).mustache",
                            message: "a page of this template grows past \(MustacheRenderer.Budget.bytes >> 20) MB or 20 million steps, "
                                + "as when a section repeats inside itself ({{#stories}} within {{#stories}})",
                            hint: "Fix the template's sections, or delete the file to use the built-in template.")
        }
        guard let output = rendered else {
            throw SiteError(.badTemplate, file: "templates/\(name).mustache", message: "the template \"\(name)\" is missing",
                            hint: "Restore it with `storychop init --templates`.")
        }
        return output
    }

    /// Renders a model as its `Encodable` description (see `TemplateEncoder`) with the template `name`.
    package func render(encoding model: some Encodable, with name: String) throws(SiteError) -> [UInt8] {
        let values: TemplateValue?
        do {
            values = try TemplateEncoder.value(of: model)
        } catch {
            throw SiteError(.badTemplate, file: "templates/\(name).mustache", message: "cannot describe the page (\(error))",
                            hint: "This is a bug in StoryChop; please report it with this message.")
        }
        return try render(values ?? .fields(TemplateFields([])), with: name)
    }

    /// A chain of templates that names its first one again, such as ["page", "card", "page"]; nil
    /// when there is none. The renderer follows partials and parents as it meets them, so a
    /// loop would recurse until the stack overflows (a fuzzed `{{> page}}` in `page` did).
    private static func firstLoop(in parsed: [String: [MustacheNode]]) -> [String]? {
        var finished: Set<String> = []
        func walk(_ name: String, _ path: [String]) -> [String]? {
            if let start = path.firstIndex(of: name) { return Array(path[start...]) + [name] }
            guard !finished.contains(name), let nodes = parsed[name] else { return nil }
            for next in Set(references(in: nodes)).sorted() {
                if let loop = walk(next, path + [name]) { return loop }
            }
            finished.insert(name)
            return nil
        }
        for name in parsed.keys.sorted() {
            if let loop = walk(name, []) { return loop }
        }
        return nil
    }

    /// The partials and parents a template names, at any depth.
    private static func references(in nodes: [MustacheNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .partial(let name, _): [name]
            case .parent(let name, let blocks): [name] + blocks.values.flatMap(references)
            case .section(_, _, let body), .block(_, let body): references(in: body)
            case .text, .variable: []
            }
        }
    }
}
