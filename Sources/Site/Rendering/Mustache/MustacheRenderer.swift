/// Renders parsed templates into UTF-8 bytes (what gets written to disk, so no String is
/// built for a whole page).
///
/// Names are looked up the Mustache way: the first value on the stack of enclosing sections
/// that has the field, starting from the innermost; `a.b` then looks up `b` in `a`.
/// Missing names render as nothing, as do partials that do not exist (`TemplateSet` refuses
/// those before a build starts), and values that are fields or lists.
struct MustacheRenderer: Sendable {
    let templates: [String: [MustacheNode]]
    /// Set when a test checks the names templates use (see `TemplateNameCheck`); hidden
    /// sections are then walked too, their output discarded.
    var check: TemplateNameCheck? = nil
    /// What each page may cost (a test's is smaller).
    var budget = Budget()

    /// What one page may cost. A section that repeats a list inside itself repeats it again at
    /// every level (`{{#stories}}` within `{{#stories}}` finds the page's list each time), so a
    /// template of a few lines can ask for more pages than the disk holds: a fuzzed one of 40
    /// nested sections over two stories hung. A real page takes a few hundred thousand steps.
    struct Budget {
        static let bytes = 64 << 20
        var steps = 20_000_000
        var exceeded = false
    }

    /// The page, or nil when there is no template `name`; throws when the page outgrows `Budget`.
    func render(_ name: String, with value: TemplateValue) throws(MustachePageTooLarge) -> [UInt8]? {
        guard let nodes = templates[name] else { return nil }
        check?.noteModel(value)
        var output: [UInt8] = []
        output.reserveCapacity(32_768)
        var stack = [Frame(value)]
        var budget = budget
        render(nodes, stack: &stack, blocks: [:], budget: &budget, into: &output)
        guard !budget.exceeded else { throw MustachePageTooLarge() }
        return output
    }

    private func render(_ nodes: [MustacheNode], stack: inout [Frame], blocks: [String: [MustacheNode]],
                        budget: inout Budget, into output: inout [UInt8]) {
        for node in nodes {
            budget.steps -= 1
            guard budget.steps >= 0, output.count <= Budget.bytes else {
                budget.exceeded = true
                return
            }
            switch node {
            case .text(let text):
                output.append(text)
            case .variable(let path, let escaped):
                if let value = lookup(path, in: stack) {
                    append(value, escaped: escaped, to: &output)
                }
            case .section(let path, let inverted, let body):
                renderSection(lookup(path, in: stack), inverted: inverted, body: body, stack: &stack,
                              blocks: blocks, budget: &budget, into: &output)
            case .partial(let name, let indentation):
                guard let partial = templates[name] else { continue }
                if indentation.isEmpty {
                    render(partial, stack: &stack, blocks: blocks, budget: &budget, into: &output)
                } else {
                    var inner: [UInt8] = []
                    render(partial, stack: &stack, blocks: blocks, budget: &budget, into: &inner)
                    Self.indent(inner, by: indentation, into: &output)
                }
            case .parent(let name, let overrides):
                // Blocks given further out (by a template extending this one) win.
                guard let parent = templates[name] else { continue }
                render(parent, stack: &stack, blocks: overrides.merging(blocks) { _, outer in outer }, budget: &budget, into: &output)
            case .block(let name, let body):
                render(blocks[name] ?? body, stack: &stack, blocks: blocks, budget: &budget, into: &output)
            }
        }
    }

    /// Nothing, false and empty lists hide a section (and show an inverted one); true shows it
    /// once; a list repeats it per item; anything else shows it once with that value on top.
    private func renderSection(_ value: TemplateValue?, inverted: Bool, body: [MustacheNode], stack: inout [Frame],
                               blocks: [String: [MustacheNode]], budget: inout Budget, into output: inout [UInt8]) {
        switch value {
        case nil:
            if inverted { render(body, stack: &stack, blocks: blocks, budget: &budget, into: &output) }
        case .flag(let flag)?:
            if flag != inverted {
                render(body, stack: &stack, blocks: blocks, budget: &budget, into: &output)
            } else {
                checkHidden(body, stack: &stack, blocks: blocks, budget: &budget)
            }
        case .list(let list)?:
            if inverted {
                if list.isEmpty {
                    render(body, stack: &stack, blocks: blocks, budget: &budget, into: &output)
                } else {
                    checkHidden(body, stack: &stack, blocks: blocks, budget: &budget)
                }
            } else {
                for item in list {
                    stack.append(Frame(item))
                    render(body, stack: &stack, blocks: blocks, budget: &budget, into: &output)
                    stack.removeLast()
                }
            }
        case let value?:
            if !inverted {
                stack.append(Frame(value))
                render(body, stack: &stack, blocks: blocks, budget: &budget, into: &output)
                stack.removeLast()
            } else {
                checkHidden(body, stack: &stack, blocks: blocks, budget: &budget)
            }
        }
    }

    /// A section hidden by false, or an inverted one hidden by a value: its names are the
    /// enclosing values', so a check walks it too. (One hidden by nothing or an empty list is
    /// not: what its value would hold is unknown.)
    private func checkHidden(_ body: [MustacheNode], stack: inout [Frame], blocks: [String: [MustacheNode]], budget: inout Budget) {
        guard check != nil else { return }
        var discarded: [UInt8] = []
        render(body, stack: &stack, blocks: blocks, budget: &budget, into: &discarded)
    }

    /// A value on the stack, with its fields (if it has any) at hand.
    private struct Frame {
        var value: TemplateValue
        var fields: TemplateFields?

        init(_ value: TemplateValue) {
            self.value = value
            if case .fields(let fields) = value { self.fields = fields }
        }
    }

    private func lookup(_ path: [String], in stack: [Frame]) -> TemplateValue? {
        guard let first = path.first else { return stack.last?.value }
        // Innermost first, each frame asked in place: a copy of each (a retain and a release of
        // all it holds) was two thirds of a lookup.
        var found: TemplateValue? = stack.withUnsafeBufferPointer { frames in
            for index in frames.indices.reversed() {
                if let child = frames[index].fields?.child(named: first) { return child }
            }
            return nil
        }
        if let check {
            check.note(first, declared: found != nil || stack.contains { $0.fields?.declares(first) == true })
        }
        for name in path.dropFirst() {
            guard case .fields(let fields)? = found else { return nil }
            found = fields.child(named: name)
            check?.note(name, declared: found != nil || fields.declares(name))
        }
        return found
    }

    private func append(_ value: TemplateValue, escaped: Bool, to output: inout [UInt8]) {
        let text = switch value {
        case .text(let text): text
        case .number(let number): String(number)
        case .flag(let flag): flag ? "true" : "false"
        case .fields, .list: ""
        }
        if escaped { HTMLEscaping.append(text, to: &output) } else { output.append(text) }
    }

    /// Puts `indentation` at the start of every line of a partial alone on an indented line.
    private static func indent(_ text: [UInt8], by indentation: String, into output: inout [UInt8]) {
        var atLineStart = true
        for byte in text {
            if atLineStart { output.append(indentation) }
            output.append(byte)
            atLineStart = byte == UInt8(ascii: "\n")
        }
    }
}

/// A page that outgrew `MustacheRenderer.Budget`.
struct MustachePageTooLarge: Error {}

extension [UInt8] {
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}

/// `&`, `<`, `>`, `"` and `'` as character references: text and attribute values stay text.
/// Control characters HTML forbids (all below a space but tab, line feed and carriage return,
/// and DEL) are left out: a NUL in a title would otherwise make the page invalid.
enum HTMLEscaping {
    /// `text` as HTML text, for a field whose readers treat it as HTML (an RSS `<description>`).
    static func escaped(_ text: String) -> String {
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let reference: StaticString
                switch utf8[index] {
                case UInt8(ascii: "&"): reference = "&amp;"
                case UInt8(ascii: "<"): reference = "&lt;"
                case UInt8(ascii: ">"): reference = "&gt;"
                case UInt8(ascii: "\""): reference = "&quot;"
                case UInt8(ascii: "'"): reference = "&#39;"
                case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F: reference = ""
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: reference.utf8Start, count: reference.utf8CodeUnitCount))
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }
}
