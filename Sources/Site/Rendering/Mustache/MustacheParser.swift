/// Turns a template's text into `MustacheNode`s, following the Mustache spec's rules for
/// tags alone on their line ("standalone"): a section, partial, comment or block tag with only
/// whitespace around it takes its whole line with it, so templates can put each tag on its own
/// line without leaving blank lines in the page.
struct MustacheParser {
    private let bytes: [UInt8]
    /// Sections, parents and blocks one inside another: no page needs more than a few, and the
    /// tree is walked by recursion (parsed, checked, rendered, freed), so a fuzzed template of
    /// 50,000 `{{#a}}` overflowed the stack.
    static let nestingLimit = 100

    static func parse(_ text: String) throws(MustacheSyntaxError) -> [MustacheNode] {
        try MustacheParser(bytes: Array(text.utf8)).parse()
    }

    /// One `{{…}}` as found in the text: its kind (the character after the opening
    /// delimiter, 0 for a plain variable), its trimmed content, and where it sits.
    private struct Tag {
        var sigil: UInt8
        var name: String
        /// The tag itself.
        var range: Range<Int>
        /// What it removes from the page: its whole line when it stands alone.
        var span: Range<Int>
        /// The whitespace before a standalone partial: each line of the partial gets it.
        var indentation = ""
    }

    private func parse() throws(MustacheSyntaxError) -> [MustacheNode] {
        let tags = try scan()
        var builder = TreeBuilder(parser: self)
        var cursor = 0
        for tag in tags {
            if cursor < tag.span.lowerBound {
                builder.add(.text(String(decoding: bytes[cursor..<tag.span.lowerBound], as: UTF8.self)))
            }
            try builder.add(tag)
            cursor = tag.span.upperBound
        }
        if cursor < bytes.count {
            builder.add(.text(String(decoding: bytes[cursor...], as: UTF8.self)))
        }
        return try builder.finish()
    }

    /// Finds every tag, following `{{=<% %>=}}` delimiter changes.
    private func scan() throws(MustacheSyntaxError) -> [Tag] {
        var opener = Array("{{".utf8)
        var closer = Array("}}".utf8)
        var tags: [Tag] = []
        var position = 0
        while let start = find(opener, from: position) {
            var cursor = start + opener.count
            var sigil: UInt8 = 0
            if cursor < bytes.count, Self.sigils.contains(bytes[cursor]) {
                sigil = bytes[cursor]
                cursor += 1
            }
            // `{{{name}}}` ends with `}` before the closer, `{{=<% %>=}}` with `=`.
            let end = sigil == UInt8(ascii: "{") ? [UInt8(ascii: "}")] + closer
                : sigil == UInt8(ascii: "=") ? [UInt8(ascii: "=")] + closer : closer
            guard let close = find(end, from: cursor) else {
                throw error(at: start, "this tag is never closed (expected \(String(decoding: end, as: UTF8.self)))")
            }
            let name = trimmed(bytes[cursor..<close])
            let range = start..<(close + end.count)
            if sigil == UInt8(ascii: "=") {
                let parts = name.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard parts.count == 2 else {
                    throw error(at: start, "a delimiter change needs two delimiters, like {{=<% %>=}}")
                }
                opener = Array(parts[0].utf8)
                closer = Array(parts[1].utf8)
            } else if sigil != UInt8(ascii: "!"), name.isEmpty || name.contains(where: { $0 == " " || $0 == "\t" }) {
                throw error(at: start, name.isEmpty ? "this tag has no name" : "a tag's name cannot contain spaces (\"\(name)\")")
            }
            tags.append(standalone(Tag(sigil: sigil, name: name, range: range, span: range)))
            position = range.upperBound
        }
        return tags
    }

    private static let sigils = Set("#^/><$!=&{".utf8)
    /// Tags that may stand alone on a line (variables never do: they print something).
    private static let lineTags = Set("#^/><$!=".utf8)

    /// Widens a tag alone on its line to the whole line, newline included.
    private func standalone(_ tag: Tag) -> Tag {
        guard Self.lineTags.contains(tag.sigil) else { return tag }
        var lineStart = tag.range.lowerBound
        while lineStart > 0, isBlank(bytes[lineStart - 1]) { lineStart -= 1 }
        guard lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") else { return tag }
        var lineEnd = tag.range.upperBound
        while lineEnd < bytes.count, isBlank(bytes[lineEnd]) { lineEnd += 1 }
        let next: Int
        if lineEnd == bytes.count {
            next = lineEnd
        } else if bytes[lineEnd] == UInt8(ascii: "\n") {
            next = lineEnd + 1
        } else if bytes[lineEnd] == UInt8(ascii: "\r"), lineEnd + 1 < bytes.count, bytes[lineEnd + 1] == UInt8(ascii: "\n") {
            next = lineEnd + 2
        } else {
            return tag
        }
        var widened = tag
        widened.span = lineStart..<next
        widened.indentation = String(decoding: bytes[lineStart..<tag.range.lowerBound], as: UTF8.self)
        return widened
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        var slice = slice
        while let first = slice.first, isBlank(first) || first == UInt8(ascii: "\n") { slice.removeFirst() }
        while let last = slice.last, isBlank(last) || last == UInt8(ascii: "\n") { slice.removeLast() }
        return String(decoding: slice, as: UTF8.self)
    }

    /// A syntax error at byte `offset`, with its line and column (both from 1).
    fileprivate func error(at offset: Int, _ message: String) -> MustacheSyntaxError {
        let before = bytes[..<offset]
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return MustacheSyntaxError(line: line, column: offset - lineStart + 1, message: message)
    }

    /// Nests the tags: sections, blocks and parents hold what comes before their closing tag.
    private struct TreeBuilder {
        let parser: MustacheParser

        private struct Frame {
            var tag: Tag?
            var nodes: [MustacheNode] = []
            /// A parent's (`{{<name}}`) block overrides; anything else inside a parent is ignored.
            var blocks: [String: [MustacheNode]] = [:]
        }

        private var frames = [Frame(tag: nil)]

        init(parser: MustacheParser) {
            self.parser = parser
        }

        mutating func add(_ node: MustacheNode) {
            frames[frames.count - 1].nodes.append(node)
        }

        mutating func add(_ tag: Tag) throws(MustacheSyntaxError) {
            switch tag.sigil {
            case UInt8(ascii: "!"), UInt8(ascii: "="):
                break
            case 0, UInt8(ascii: "&"), UInt8(ascii: "{"):
                add(.variable(path: Self.path(tag.name), escaped: tag.sigil == 0))
            case UInt8(ascii: ">"):
                add(.partial(name: tag.name, indentation: tag.indentation))
            case UInt8(ascii: "/"):
                try close(tag)
            default:   // # ^ $ <
                guard frames.count <= MustacheParser.nestingLimit else {
                    throw parser.error(at: tag.range.lowerBound,
                                       "sections are nested more than \(MustacheParser.nestingLimit) deep here (close some with {{/name}})")
                }
                frames.append(Frame(tag: tag))
            }
        }

        private mutating func close(_ closing: Tag) throws(MustacheSyntaxError) {
            guard frames.count > 1, let open = frames.last?.tag else {
                throw parser.error(at: closing.range.lowerBound, "{{/\(closing.name)}} closes nothing")
            }
            guard open.name == closing.name else {
                let (line, _) = parser.position(of: open)
                throw parser.error(at: closing.range.lowerBound,
                                   "{{/\(closing.name)}} does not match {{\(Character(UnicodeScalar(open.sigil)))\(open.name)}} opened on line \(line)")
            }
            let frame = frames.removeLast()
            switch open.sigil {
            case UInt8(ascii: "$") where frames[frames.count - 1].tag?.sigil == UInt8(ascii: "<"):
                frames[frames.count - 1].blocks[open.name] = frame.nodes
            case UInt8(ascii: "$"):
                add(.block(name: open.name, body: frame.nodes))
            case UInt8(ascii: "<"):
                add(.parent(name: open.name, blocks: frame.blocks))
            default:
                add(.section(path: Self.path(open.name), inverted: open.sigil == UInt8(ascii: "^"), body: frame.nodes))
            }
        }

        func finish() throws(MustacheSyntaxError) -> [MustacheNode] {
            if let open = frames.last?.tag {
                throw parser.error(at: open.range.lowerBound,
                                   "{{\(Character(UnicodeScalar(open.sigil)))\(open.name)}} is never closed (add {{/\(open.name)}})")
            }
            return frames[0].nodes
        }

        /// `a.b` → ["a", "b"]; `.` (the current value) → [].
        private static func path(_ name: String) -> [String] {
            name == "." ? [] : name.split(separator: ".").map(String.init)
        }
    }

    private func position(of tag: Tag) -> (line: Int, column: Int) {
        let error = error(at: tag.range.lowerBound, "")
        return (error.line, error.column)
    }
}
