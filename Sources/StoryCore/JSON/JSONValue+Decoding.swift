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
}
