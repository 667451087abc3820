import Foundation
@testable import Site

/// A keeper's templates: the input is split at NUL bytes into the templates `page`, `base`,
/// `card`, `list`…, checked as a build checks an archive's `templates/` (each must parse, each
/// partial or parent it names must exist, none may include itself), then `page` is rendered
/// with a fixed model that has text, numbers, flags, fields and lists, as page models do.
enum MustacheTarget {
    static let names = ["page", "base", "card", "list", "head", "foot"]

    static func run(_ data: Data) {
        let parts = data.split(separator: 0, omittingEmptySubsequences: false).prefix(names.count)
        var sources = TemplateSet.Sources()
        for (name, part) in zip(names, parts) {
            sources.texts.append((name, String(decoding: part, as: UTF8.self)))
        }
        guard let templates = try? TemplateSet(sources, required: ["page"]) else { return }
        // A thousandth of a page's budget: the same stop, reached within the fuzzer's timeout in
        // this slow build (AddressSanitizer, coverage, no optimisation: a step takes some 100 µs).
        var renderer = templates.renderer
        renderer.budget.steps /= 1000
        _ = try? renderer.render("page", with: model)
    }

    private static func field(_ name: String, _ value: TemplateValue?) -> TemplateFields.Field {
        TemplateFields.Field(name: name, value: value)
    }

    private static func story(_ number: Int, title: String, sealed: Bool) -> TemplateValue {
        .fields(TemplateFields([
            field("title", .text(title)), field("number", .number(number)), field("sealed", .flag(sealed)),
            field("narrator", .fields(TemplateFields([field("name", .text("Oma")), field("url", .text("people/oma/"))]))),
            field("tags", .list([.text("war"), .text("school")])), field("photo", nil),
        ]))
    }

    static let model: TemplateValue = .fields(TemplateFields([
        field("title", .text("Family <Stories> & \"more\"")),
        field("count", .number(3)),
        field("private", .flag(false)),
        field("stories", .list([story(1, title: "The flood", sealed: false), story(2, title: "Grandpa's bike", sealed: true)])),
        field("empty", .list([])),
        field("site", .fields(TemplateFields([field("language", .text("en")), field("root", .text("../"))]))),
    ]))
}
