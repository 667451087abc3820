import Foundation
import Site
import StoryArchive
import StoryCore

/// A volume as HTML for the engine (and as the preview a keeper checks): the book's templates
/// (Templates/book/, each replaceable by the archive's templates/book/) and stylesheet
/// (Themes/book.css, or the archive's themes/book.css), with the trim size's page rules.
struct BookDocument: Sendable {
    let templates: TemplateSet
    let stylesheet: String
    /// What the templates and stylesheet were, for the book's fingerprint.
    let digest: String

    static let templateNames = ["book", "book-story", "book-month"]

    static func load(archiveRoot: URL) throws(BookError) -> BookDocument {
        let layers = ResourceLayers(archiveRoot: archiveRoot)
        do {
            let sources = try TemplateSet.Sources.read(layers, subfolder: "book/")
            guard let (css, _) = try layers.text("book.css", in: "Themes") else {
                throw BookError(.badChoice, file: "themes/book.css", message: "the book's stylesheet is missing", hint: "Reinstall StoryChop.")
            }
            return BookDocument(templates: try TemplateSet(sources, required: templateNames), stylesheet: css,
                                digest: sources.digest + "\u{0}" + css)
        } catch let error as SiteError {
            throw BookError(.badChoice, file: error.file, message: error.message, hint: error.hint)
        } catch let error as BookError {
            throw error
        } catch {
            throw BookError(.badChoice, file: nil, message: "\(error)", hint: "Reinstall StoryChop.")
        }
    }

    /// The volume's HTML.
    func html(_ model: BookVolumeModel) throws(BookError) -> [UInt8] {
        do {
            return try templates.render(encoding: model, with: "book")
        } catch {
            throw BookError(.badChoice, file: error.file, message: error.message, hint: error.hint)
        }
    }

    /// The stylesheet with the page rules of `trim` laid before it: size, mirrored margins (the
    /// wider one at the binding), page numbers, the book's title over left pages and the
    /// story's over right ones; none on the cover, title page and contents.
    func css(trim: TrimSize, largePrint: Bool, title: String) -> String {
        let m = trim.margins
        let size = trim.bodyPoints(largePrint: largePrint)
        // Upright, in the body's faces: a story's title may be Arabic or Chinese, which have no italic.
        let head = "font-family: \"Noto Serif\", \"Noto Naskh Arabic\", \"Noto Serif CJK SC\", serif; font-size: \(largePrint ? 11 : 8.5)pt;"
        return """
        @page { size: \(trim.pageSize); margin: \(m.top) \(m.outer) \(m.bottom) \(m.inner);
          @bottom-center { content: counter(page); font-family: "Noto Serif", serif; font-size: \(largePrint ? 12 : 9)pt; } }
        @page :left { margin-left: \(m.outer); margin-right: \(m.inner); @top-left { content: "\(Self.cssString(title))"; \(head) } }
        @page :right { margin-left: \(m.inner); margin-right: \(m.outer); @top-right { content: string(story-title); \(head) } }
        @page front { @top-left { content: none; } @top-right { content: none; } @bottom-center { content: none; } }
        @page :blank { @top-left { content: none; } @top-right { content: none; } }
        html { font-size: \(JSONValue.format(size))pt; }

        """ + stylesheet
            // After the stylesheet, to win over its justified text: no wide gaps in large print.
            + (largePrint ? "\n.transcript p { text-align: start; }\n" : "")
    }

    /// `text` inside a CSS string: quotes, backslashes and `<` (which could end the style element) as escapes.
    static func cssString(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\22 "
            case "<": "\\3c "
            case "\n", "\r": " "
            default: nil
            }
        }
    }
}
