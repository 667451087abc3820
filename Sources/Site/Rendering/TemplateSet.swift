import Crypto
import Foundation
import Mustache
import StoryArchive

/// The Mustache templates a build renders with: the built-in ones, each replaceable by a file
/// of the same name in the archive's `templates/`. Pages extend `base` (template inheritance)
/// and share partials such as `story-card`.
struct TemplateSet: Sendable {
    /// Every template a page is rendered with; all must exist.
    static let pageTemplates = ["home", "stories", "story", "groups", "calendar", "calendar-index", "search", "about"]

    let library: MustacheLibrary
    /// Fingerprint of every template's text: a changed template re-renders every page.
    let digest: String
    /// Which file each template came from (`storychop build --verbose` prints it).
    let origins: [String: ResourceLayers.Origin]

    static func load(_ layers: ResourceLayers) throws(SiteError) -> TemplateSet {
        var library = MustacheLibrary()
        var hasher = SHA256()
        var origins: [String: ResourceLayers.Origin] = [:]
        for name in layers.names(in: "Templates", suffix: ".mustache").sorted() {
            guard let (text, origin) = layers.text(name + ".mustache", in: "Templates") else { continue }
            do {
                try library.register(text, named: name)
            } catch {
                throw SiteError(.badTemplate, file: origin.description, message: "this template does not parse (\(describe(error)))",
                                hint: "Fix the Mustache syntax, or delete the file to use the built-in template.")
            }
            origins[name] = origin
            hasher.update(data: Data((name + "\u{0}" + text + "\u{0}").utf8))
        }
        for name in pageTemplates where library.getTemplate(named: name) == nil {
            throw SiteError(.badTemplate, file: "templates/\(name).mustache", message: "the template \"\(name)\" is missing",
                            hint: "Restore it with `storychop init --templates`, or remove the archive's templates/ folder.")
        }
        return TemplateSet(library: library, digest: FileDigest.hex(hasher.finalize()), origins: origins)
    }

    /// Renders `model` with the template `name`.
    func render(_ model: Any, with name: String) throws(SiteError) -> String {
        guard let output = library.render(model, withTemplate: name) else {
            throw SiteError(.badTemplate, file: "templates/\(name).mustache", message: "the template \"\(name)\" is missing",
                            hint: "Restore it with `storychop init --templates`.")
        }
        return output
    }

    private static func describe(_ error: any Error) -> String {
        if let parse = error as? MustacheTemplate.ParserError {
            return "line \(parse.context.lineNumber), column \(parse.context.columnNumber): \(parse.error)"
        }
        return "\(error)"
    }
}
