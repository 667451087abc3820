/// A value a template shows (`{{name}}`), walks into or repeats over (`{{#name}}`), told apart
/// by its case; `TemplateEncoder` makes them from a page model. Not `Any` and dynamic casts: the
/// first cast of each type to each protocol made the Swift runtime search every conformance in
/// the binary (6,000 of them), some 90 searches and a tenth of the instructions of a one-story rebuild.
package enum TemplateValue {
    case text(String)
    case number(Int)
    case flag(Bool)
    case fields(TemplateFields)
    case list([TemplateValue])
}

/// A model's fields as templates name them: each stored property under its coding key, in the
/// order the type declares them. A property without a value is there too, as nil: the name is
/// the model's (`TemplateNameCheck` tells it from a typo), and the renderer looks it up in the
/// enclosing sections' values, as it does a name the model does not have.
package struct TemplateFields {
    struct Field {
        var name: String
        var value: TemplateValue?
    }

    private(set) var fields: [Field]

    init(_ fields: [Field]) {
        self.fields = fields
    }

    /// The value of the field `name`; nil for no such field, or no value.
    func child(named name: String) -> TemplateValue? {
        // A scan in place: a model has a few dozen fields at most, most names are short strings
        // compared without hashing, and no field is copied (a retain and a release) to be asked.
        fields.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index].name == name { return buffer[index].value }
            return nil
        }
    }

    /// Whether the model has a field `name`, with a value or not.
    func declares(_ name: String) -> Bool {
        fields.contains { $0.name == name }
    }
}
