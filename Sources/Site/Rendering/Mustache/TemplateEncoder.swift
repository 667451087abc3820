/// Turns a page model into the values its templates see, through its `Encodable` description:
/// a model's template names are its properties' coding keys, so no list of names is kept beside
/// the properties, and what the page fingerprint hashes is what the page shows.
///
/// Text, whole numbers and true/false are shown; a struct becomes fields, an array a list. A
/// property without a value keeps its name (`encodeIfPresent` is answered here, not skipped).
/// A fraction is refused: a model gives a number it shows as the text it is shown as.
final class TemplateEncoder: Encoder {
    fileprivate var fields: [TemplateFields.Field] = []
    fileprivate var items: [TemplateValue] = []
    private var shape = Shape.nothing
    /// Containers and encoders handed out for nesting (`nestedContainer`, `superEncoder`), read
    /// when the value is: field or item index → its encoder. Synthesized conformances use none.
    fileprivate var nested: [(index: Int, encoder: TemplateEncoder)] = []

    private enum Shape {
        case nothing, fields, list, single
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// What templates see of `model`; nil when it encodes nothing (nil itself).
    static func value(of model: some Encodable) throws -> TemplateValue? {
        let encoder = TemplateEncoder()
        try model.encode(to: encoder)
        return encoder.value
    }

    private var value: TemplateValue? {
        for (index, encoder) in nested {
            if shape == .fields { fields[index].value = encoder.value } else { items[index] = encoder.value ?? .list([]) }
        }
        switch shape {
        case .nothing: return nil
        case .fields: return .fields(TemplateFields(fields))
        case .list: return .list(items)
        case .single: return items.first
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        shape = .fields
        return KeyedEncodingContainer(FieldContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        shape = .list
        return ItemContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        shape = .single
        return ItemContainer(encoder: self)
    }

    /// A child encoder whose value is put in at `index` once it is filled in.
    fileprivate func nestedEncoder(at index: Int) -> TemplateEncoder {
        let child = TemplateEncoder()
        nested.append((index, child))
        return child
    }

    /// A whole number as templates show it; refused beyond `Int`.
    fileprivate static func number(_ value: some BinaryInteger) throws -> TemplateValue {
        guard let number = Int(exactly: value) else { throw refused(value, "a number too large to show") }
        return .number(number)
    }

    fileprivate static func refused(_ value: Any, _ what: String) -> EncodingError {
        EncodingError.invalidValue(value, EncodingError.Context(
            codingPath: [], debugDescription: "a template cannot show \(what): give the page model the text to show instead"))
    }
}

/// A struct's properties, each under its coding key; nil ones too.
private struct FieldContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TemplateEncoder
    var codingPath: [any CodingKey] { [] }

    private func add(_ key: Key, _ value: TemplateValue?) {
        encoder.fields.append(TemplateFields.Field(name: key.stringValue, value: value))
    }

    mutating func encodeNil(forKey key: Key) { add(key, nil) }
    mutating func encode(_ value: Bool, forKey key: Key) { add(key, .flag(value)) }
    mutating func encode(_ value: String, forKey key: Key) { add(key, .text(value)) }
    mutating func encode(_ value: Int, forKey key: Key) { add(key, .number(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { add(key, try TemplateEncoder.number(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { add(key, try TemplateEncoder.number(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { add(key, try TemplateEncoder.number(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { add(key, try TemplateEncoder.number(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { add(key, try TemplateEncoder.number(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { add(key, try TemplateEncoder.number(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { add(key, try TemplateEncoder.number(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { add(key, try TemplateEncoder.number(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { add(key, try TemplateEncoder.number(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { throw TemplateEncoder.refused(value, "a fraction") }
    mutating func encode(_ value: Float, forKey key: Key) throws { throw TemplateEncoder.refused(value, "a fraction") }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        add(key, try TemplateEncoder.value(of: value))
    }

    // A property without a value keeps its name: the defaults would leave it out.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { add(key, value.map(TemplateValue.flag)) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) { add(key, value.map(TemplateValue.text)) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { add(key, value.map(TemplateValue.number)) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try present(value, key) }

    private func present<T: Encodable>(_ value: T?, _ key: Key) throws {
        add(key, try value.flatMap { try TemplateEncoder.value(of: $0) })
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        superEncoder(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        superEncoder(forKey: key).unkeyedContainer()
    }

    /// A superclass's properties are the model's own names.
    mutating func superEncoder() -> any Encoder {
        encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        add(key, nil)
        return encoder.nestedEncoder(at: encoder.fields.count - 1)
    }
}

/// An array's items, or a single value (the first item): the two containers ask the same of
/// each value. A nil item is left out of a list, as a section repeats over values only.
private struct ItemContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let encoder: TemplateEncoder
    var codingPath: [any CodingKey] { [] }
    var count: Int { encoder.items.count }

    private func add(_ value: TemplateValue) {
        encoder.items.append(value)
    }

    mutating func encodeNil() {}
    mutating func encode(_ value: Bool) { add(.flag(value)) }
    mutating func encode(_ value: String) { add(.text(value)) }
    mutating func encode(_ value: Int) { add(.number(value)) }
    mutating func encode(_ value: Int8) throws { add(try TemplateEncoder.number(value)) }
    mutating func encode(_ value: Int16) throws { add(try TemplateEncoder.number(value)) }
    mutating func encode(_ value: Int32) throws { add(try TemplateEncoder.number(value)) }
    mutating func encode(_ value: Int64) throws { add(try TemplateEncoder.number(value)) }
    mutating func encode(_ value: UInt) throws { add(try TemplateEncoder.number(value)) }
    mutating func encode(_ value: UInt8) throws { add(try TemplateEncoder.number(value)) }
    mutating func encode(_ value: UInt16) throws { add(try TemplateEncoder.number(value)) }
    mutating func encode(_ value: UInt32) throws { add(try TemplateEncoder.number(value)) }
    mutating func encode(_ value: UInt64) throws { add(try TemplateEncoder.number(value)) }
    mutating func encode(_ value: Double) throws { throw TemplateEncoder.refused(value, "a fraction") }
    mutating func encode(_ value: Float) throws { throw TemplateEncoder.refused(value, "a fraction") }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let item = try TemplateEncoder.value(of: value) { add(item) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        superEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        superEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        add(.list([]))
        return encoder.nestedEncoder(at: encoder.items.count - 1)
    }
}
