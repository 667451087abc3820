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

/// A template that does not parse, with where.
struct MustacheSyntaxError: Error, CustomStringConvertible {
    var line: Int
    var column: Int
    var message: String

    var description: String { "line \(line), column \(column): \(message)" }
}
