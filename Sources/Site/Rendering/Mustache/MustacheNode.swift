/// A parsed Mustache template: what `MustacheParser` makes of a template's text and
/// `MustacheRenderer` walks for every page.
///
/// StoryChop renders its own Mustache (the common spec: variables, sections, inverted
/// sections, partials, comments, set delimiters, and template inheritance with `{{<parent}}`
/// and `{{$block}}`). A general library resolves every name by reflection and builds the page
/// from many small strings; rendering ten thousand story pages that way took longer than the
/// rest of the build together.
indirect enum MustacheNode: Sendable {
    case text(String)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}`; the path is the dotted name split
    /// at dots, empty for `{{.}}`.
    case variable(path: [String], escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(path: [String], inverted: Bool, body: [MustacheNode])
    /// `{{> name}}`; a partial alone on its line is indented like the tag.
    case partial(name: String, indentation: String)
    /// `{{< name}}…{{/name}}`: renders `name`, with its blocks replaced by the ones given here.
    case parent(name: String, blocks: [String: [MustacheNode]])
    /// `{{$ name}}default{{/name}}`: replaced by a child template's block of the same name.
    case block(name: String, body: [MustacheNode])
}

/// A value a template shows (`{{name}}`), walks into or repeats over (`{{#name}}`), told apart
/// by its case. Not `Any` and dynamic casts: the first cast of each type to each protocol made
/// the Swift runtime search every conformance in the binary (6,000 of them), some 90 searches
/// and a tenth of the instructions of a one-story rebuild.
enum TemplateValue {
    case text(String)
    case number(Int)
    case flag(Bool)
    case fields(any TemplateFields)
    case list(any TemplateList)
}

/// What a model's property is to a template; nil for no value.
protocol TemplateValueConvertible {
    var templateValue: TemplateValue? { get }
}

/// A value whose fields templates can name: `{{title}}` asks `child(named: "title")`.
/// Each model implements it with a switch beside its properties, in its own file; nil means
/// "no such field, or no value", and the name is then looked up in the enclosing sections' values.
protocol TemplateFields: TemplateValueConvertible {
    func child(named name: String) -> TemplateValue?
}

extension TemplateFields {
    var templateValue: TemplateValue? { .fields(self) }
}

/// A list a section repeats over: `{{#stories}}…{{/stories}}` renders its body once per item.
protocol TemplateList {
    var isEmptyList: Bool { get }
    func forEachItem(_ body: (TemplateValue) -> Void)
}

extension String: TemplateValueConvertible {
    var templateValue: TemplateValue? { .text(self) }
}

extension Int: TemplateValueConvertible {
    var templateValue: TemplateValue? { .number(self) }
}

extension Bool: TemplateValueConvertible {
    var templateValue: TemplateValue? { .flag(self) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    var templateValue: TemplateValue? { self?.templateValue }
}

extension Array: TemplateValueConvertible, TemplateList where Element: TemplateValueConvertible {
    var templateValue: TemplateValue? { .list(self) }
    var isEmptyList: Bool { isEmpty }

    func forEachItem(_ body: (TemplateValue) -> Void) {
        for item in self {
            if let value = item.templateValue { body(value) }
        }
    }
}

/// A template that does not parse, with where.
struct MustacheSyntaxError: Error, CustomStringConvertible {
    var line: Int
    var column: Int
    var message: String

    var description: String { "line \(line), column \(column): \(message)" }
}
