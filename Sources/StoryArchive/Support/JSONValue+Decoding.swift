import Foundation

extension JSONValue: Decodable {
    /// Reads any JSON value, telling `true` from `1` (which `JSONSerialization`'s NSNumber blurs).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            // Keys come back unordered from the decoder; sort them so results are stable.
            let object = try container.decode([String: JSONValue].self)
            self = .object(object.keys.sorted().map { Member($0, object[$0] ?? .null) })
        }
    }

    /// The value at `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The keys of an object, in order (empty for anything else).
    public var keys: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.key)
    }

    /// A short description of the value's type and content for error messages: `"happy"`, `7`, a list.
    public var shortDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): JSONValue.format(value)
        case .string(let value): "\"\(value.count > 40 ? String(value.prefix(40)) + "…" : value)\""
        case .array: "a list"
        case .object: "a group of fields"
        }
    }

    /// Converts what Yams' `load` returns into the same shape JSON gives.
    public init(yamlObject: Any?) {
        switch yamlObject {
        case nil, is NSNull: self = .null
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .int(Int64(value))
        case let value as Double: self = .double(value)
        case let value as String: self = .string(value)
        case let value as [Any]: self = .array(value.map { JSONValue(yamlObject: $0) })
        case let value as [String: Any]:
            self = .object(value.keys.sorted().map { Member($0, JSONValue(yamlObject: value[$0])) })
        case let value as [AnyHashable: Any]:
            let pairs = value.map { (String(describing: $0.key.base), $0.value) }.sorted { $0.0 < $1.0 }
            self = .object(pairs.map { Member($0.0, JSONValue(yamlObject: $0.1)) })
        default: self = .string(String(describing: yamlObject ?? ""))
        }
    }
}
