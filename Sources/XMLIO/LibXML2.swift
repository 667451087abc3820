import CLibXML2

/// Process-wide libxml2 set-up.
enum LibXML2 {
    /// libxml2 must initialise its globals once, before threads use it; a static `let` runs
    /// its initialiser exactly once, whichever thread gets there first.
    static let ready: Void = { xmlInitParser() }()

    /// A NUL-terminated copy of `text` for the `const xmlChar *` parameters.
    static func bytes(_ text: String) -> [xmlChar] {
        Array(text.utf8) + [0]
    }
}
