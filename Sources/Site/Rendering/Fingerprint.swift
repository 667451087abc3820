import Crypto
import StoryArchive

/// The SHA-256 of a page's inputs: equal fingerprints, equal pages.
///
/// The model is flattened by `FingerprintEncoder` into one byte buffer (every key and value,
/// length-prefixed so no two different models give the same bytes) and hashed once. That is
/// several times cheaper than JSON-encoding it, which matters because every page of every
/// build is fingerprinted, changed or not.
enum Fingerprint {
    static func of(_ model: some Encodable, salt: String) -> String {
        let sink = FingerprintSink()
        sink.append(salt)
        // Models encode only strings, numbers, booleans and nested models: this cannot fail.
        try? FingerprintEncoder.write(model, to: sink)
        return FileDigest.hex(SHA256.hash(data: sink.bytes))
    }
}

/// The bytes a model flattens to. A class so every container of one encoding shares it.
final class FingerprintSink {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(4096)
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            append(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    func append(tag: UInt8) {
        bytes.append(tag)
    }

    func append(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// An `Encoder` that writes into a `FingerprintSink`: a type tag before each value, keys as they
/// come (synthesized `Encodable` encodes them in declaration order, so the order is stable).
///
/// Each container's generic `encode` stands in for all the per-type requirements; `write`
/// tells the primitive values apart and hands anything else back to its own `encode(to:)`.
struct FingerprintEncoder: Encoder {
    let sink: FingerprintSink
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(sink: FingerprintSink = FingerprintSink()) {
        self.sink = sink
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.append(tag: 1)
        return KeyedEncodingContainer(Keyed(sink: sink))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.append(tag: 2)
        return Unkeyed(sink: sink)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(sink: sink)
    }

    fileprivate static func write<T: Encodable>(_ value: T, to sink: FingerprintSink) throws {
        // Strings are most of what pages hold: a type comparison is cheaper than a cast.
        if T.self == String.self {
            sink.append(tag: 5)
            sink.append(unsafeBitCast(value, to: String.self))
            return
        }
        switch value {
        case let text as String: sink.append(tag: 5); sink.append(text)
        case let flag as Bool: sink.append(tag: flag ? 3 : 4)
        case let number as Double: sink.append(tag: 6); sink.append(number.bitPattern)
        case let number as Float: sink.append(tag: 6); sink.append(Double(number).bitPattern)
        case let number as any BinaryInteger: sink.append(tag: 7); sink.append(UInt64(truncatingIfNeeded: number))
        default: try value.encode(to: FingerprintEncoder(sink: sink))
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: FingerprintSink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { sink.append(key.stringValue); sink.append(tag: 0) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            sink.append(key.stringValue)
            try FingerprintEncoder.write(value, to: sink)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            sink.append(key.stringValue)
            return FingerprintEncoder(sink: sink).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            sink.append(key.stringValue)
            return FingerprintEncoder(sink: sink).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { FingerprintEncoder(sink: sink) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { sink.append(key.stringValue); return FingerprintEncoder(sink: sink) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let sink: FingerprintSink
        var codingPath: [any CodingKey] { [] }
        var count = 0

        mutating func encodeNil() { count += 1; sink.append(tag: 0) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            try FingerprintEncoder.write(value, to: sink)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            return FingerprintEncoder(sink: sink).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            return FingerprintEncoder(sink: sink).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { FingerprintEncoder(sink: sink) }
    }

    private struct Single: SingleValueEncodingContainer {
        let sink: FingerprintSink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { sink.append(tag: 0) }
        mutating func encode<T: Encodable>(_ value: T) throws { try FingerprintEncoder.write(value, to: sink) }
    }
}
