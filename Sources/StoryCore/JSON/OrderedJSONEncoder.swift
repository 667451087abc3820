import Foundation

/// Encodes any `Encodable` into a `JSONValue`, keeping keys in the order `encode(to:)` writes
/// them (declaration order for synthesized conformances) and writing `nil` optionals as `null`,
/// so every `story.json` shows every field, even the empty ones a person may want to fill in.
public struct OrderedJSONEncoder {
    public init() {}

    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let node = EncodingNode()
        try value.encode(to: NodeEncoder(node: node, codingPath: []))
        return node.build()
    }

    /// Pretty-printed UTF-8 bytes ending in a newline.
    public func encodePretty<T: Encodable>(_ value: T) throws -> Data {
        Data(try encode(value).prettyPrinted().utf8)
    }
}

/// A value under construction; containers fill it in after they are handed out.
final class EncodingNode {
    enum Content {
        case unset
        case value(JSONValue)
        case object([(String, EncodingNode)])
        case array([EncodingNode])
    }
    var content: Content = .unset

    func build() -> JSONValue {
        switch content {
        case .unset: .null
        case .value(let value): value
        case .object(let members): .object(members.map { JSONValue.Member($0.0, $0.1.build()) })
        case .array(let items): .array(items.map { $0.build() })
        }
    }

    func child(forKey key: String) -> EncodingNode {
        let child = EncodingNode()
        var members: [(String, EncodingNode)] = []
        if case .object(let existing) = content { members = existing }
        content = .unset   // so `members` is the only reference and grows in place, not copied
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = child
        } else {
            members.append((key, child))
        }
        content = .object(members)
        return child
    }

    func appendChild() -> EncodingNode {
        let child = EncodingNode()
        var items: [EncodingNode] = []
        if case .array(let existing) = content { items = existing }
        content = .unset   // as in `child(forKey:)`
        items.append(child)
        content = .array(items)
        return child
    }

    func encodeScalar<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
        switch value {
        case let v as Bool: content = .value(.bool(v))
        case let v as String: content = .value(.string(v))
        case let v as Double: content = .value(.double(v))
        case let v as Float: content = .value(.double(Double(v)))
        case let v as Int: content = .value(.int(Int64(v)))
        case let v as Int64: content = .value(.int(v))
        case let v as Int32: content = .value(.int(Int64(v)))
        case let v as UInt8: content = .value(.int(Int64(v)))
        case let v as UInt32: content = .value(.int(Int64(v)))
        case let v as URL: content = .value(.string(v.absoluteString))
        default: try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
        }
    }
}

struct NodeEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.child(forKey: key.stringValue).content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.child(forKey: key.stringValue).encodeScalar(value, codingPath: codingPath + [key])
    }

    // Synthesized conformances call these for optionals; writing null keeps the field visible.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
            .container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.child(forKey: "super"), codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var count: Int {
        if case .array(let items) = node.content { return items.count }
        return 0
    }

    mutating func encodeNil() throws { node.appendChild().content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try node.appendChild().encodeScalar(value, codingPath: codingPath)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.appendChild(), codingPath: codingPath).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.appendChild(), codingPath: codingPath).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.appendChild(), codingPath: codingPath) }
}

struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    mutating func encodeNil() throws { node.content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.encodeScalar(value, codingPath: codingPath) }
}
