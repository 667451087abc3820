import StoryArchive
import StoryCore

/// What a build learns when it checks the names its templates use (`SiteOptions.templateNameCheck`,
/// set by the test of the built-in templates): a name no value on the stack declares is a typo or
/// a removed field, which a page would otherwise show as blank. Pages are rendered on all cores,
/// so what is found is kept under a lock.
package final class TemplateNameCheck: Sendable {
    struct Findings: Sendable {
        /// Names used where no value on the stack declares them.
        var unknown: Set<String> = []
        /// Names used where some value on the stack declares them (with a value or not).
        var known: Set<String> = []
        /// Every name a page model declared, at any depth.
        var declared: Set<String> = []
    }

    private let state = Locked(Findings())

    init() {}

    var findings: Findings { state.withLock { $0 } }

    func note(_ name: String, declared: Bool) {
        state.withLock { _ = declared ? $0.known.insert(name) : $0.unknown.insert(name) }
    }

    /// Takes note of every name `model` declares.
    func noteModel(_ model: TemplateValue) {
        var names: Set<String> = []
        Self.collect(model, into: &names)
        state.withLock { $0.declared.formUnion(names) }
    }

    private static func collect(_ value: TemplateValue, into names: inout Set<String>) {
        switch value {
        case .fields(let fields):
            for field in fields.fields {
                names.insert(field.name)
                if let inner = field.value { collect(inner, into: &names) }
            }
        case .list(let items):
            for item in items { collect(item, into: &names) }
        case .text, .number, .flag:
            break
        }
    }
}
