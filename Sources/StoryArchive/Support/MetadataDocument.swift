import Foundation
import StoryCore
import Yams

/// Reads the small hand-written files StoryChop takes — `storychop.yml`, `prompts.yml`,
/// sidecars `NAME.json` / `NAME.yml` — into one shape, so JSON and YAML are checked by the same
/// code: JSON through Foundation's `JSONDecoder`, YAML through Yams.
public enum MetadataDocument {
    /// What went wrong reading a document: the message names the line where one is known.
    public struct ParseError: Error, Sendable, Equatable {
        public var message: String
        /// The file holds more than StoryChop reads from one file (`maxJSONValues`, `maxYAMLBytes`): split, not fixed.
        public var isOverLimit = false
    }

    /// Values a JSON file may hold: a 60 MB journal's export of real entries has about three
    /// million. Each costs about 65 bytes once read into a tree, so this many stay within
    /// 300 MB, where 60 MB of `0,0,0…` (30 million) took 2 GB.
    public static let maxJSONValues = 4_000_000

    /// Parses JSON or YAML (chosen by `isJSON`) and requires a mapping at the top; refuses a file
    /// over `limit` bytes (read it with `contents(atPath:readingAtMost:)`): a journal's export
    /// may be larger than a settings or details file.
    public static func parse(_ data: Data, isJSON: Bool, limit: Int = InputLimits.metadataBytes) throws(ParseError) -> JSONValue {
        guard data.count <= limit else {
            throw ParseError(message: "this file is larger than \(limit / 1_000_000) MB, the most "
                                 + (limit == InputLimits.metadataBytes ? "a settings or details file may be" : "a journal's export may be"))
        }
        let value = isJSON ? try parseJSON(data) : try parseYAML(data)
        switch value {
        case .object: return value
        case .null where !isJSON: return .object([])   // an empty or all-comments YAML file
        default:
            throw ParseError(message: "expected a group of \"key: value\" fields at the top, found \(value.shortDescription)")
        }
    }

    private static func parseJSON(_ data: Data) throws(ParseError) -> JSONValue {
        guard JSONTextChecks.valueCount(in: data, stoppingAbove: maxJSONValues) <= maxJSONValues else {
            throw ParseError(message: "it holds more than \(maxJSONValues.formatted(.number.locale(Locale(identifier: "en_US")))) values (texts, numbers, lists, groups), the most StoryChop reads from one file",
                             isOverLimit: true)
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw ParseError(message: "not valid JSON (\(JSONTextChecks.syntaxError(in: data) ?? JSONTextChecks.located(describe(error), in: data)))")
        }
        // JSONDecoder keeps one of the values of a key written twice without a word.
        if let (key, line) = JSONTextChecks.duplicateKey(in: data) {
            throw ParseError(message: "line \(line): the key \"\(key)\" appears twice in one group; only one value can count")
        }
        return value
    }

    /// YAML 1.1's types as Yams' default resolver gives them, less timestamps: a date stays text
    /// (`2024-03-05` would otherwise be midnight UTC, losing the "local day" the archive keeps).
    private static let resolver = Resolver.default.removing(.timestamp)

    /// Nodes a document may hold once its aliases are written out: far more than any settings,
    /// prompts or sidecar file, far fewer than a document of aliases of aliases (a "billion
    /// laughs") would grow to in memory.
    static let maxExpandedNodes = 100_000

    /// Bytes of YAML read: Yams builds the whole document's nodes before `maxExpandedNodes` can
    /// be counted, about 29 bytes of memory per byte (60 MB took 1.7 GB). A document within
    /// `maxExpandedNodes` of everyday values is far smaller; a journal's large export is JSON or CSV.
    public static let maxYAMLBytes = 8_000_000

    private static func parseYAML(_ data: Data) throws(ParseError) -> JSONValue {
        guard data.count <= maxYAMLBytes else {
            throw ParseError(message: "this YAML file is larger than \(maxYAMLBytes / 1_000_000) MB, the most StoryChop reads as YAML (a journal's export of that size is JSON or CSV)",
                             isOverLimit: true)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ParseError(message: "not UTF-8 text")
        }
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text, resolver)
        } catch let error as YamlError {
            throw ParseError(message: "not valid YAML (\(describe(yaml: error)))")
        } catch {
            throw ParseError(message: "not valid YAML")
        }
        guard let node = composed else { return .null }
        var budget = maxExpandedNodes
        guard fits(node, in: &budget) else {
            throw ParseError(message: "too many repeated values (aliases \"*name\" of anchors \"&name\"): "
                + "more than \(maxExpandedNodes) once written out")
        }
        if let trap = trap(in: node) {
            throw ParseError(message: trap)
        }
        return inDocumentOrder(JSONValue(yaml: Constructor.default.any(from: node)), node)
    }

    /// The top mapping's members in the order the file has them, not sorted: a keeper lists
    /// prompts.yml's categories in the order the family should see them.
    private static func inDocumentOrder(_ value: JSONValue, _ node: Node) -> JSONValue {
        guard case .object(let members) = value, case .mapping(let mapping) = node else { return value }
        var rank: [String: Int] = [:]
        for (position, key) in mapping.keys.enumerated() {
            if let text = key.string, rank[text] == nil { rank[text] = position }
        }
        // A key Yams reads as another type ("yes", "1") has no rank: it goes last, keeping its sorted place.
        let ordered = members.enumerated().sorted { first, second in
            (rank[first.element.key] ?? Int.max, first.offset) < (rank[second.element.key] ?? Int.max, second.offset)
        }
        return .object(ordered.map(\.element))
    }

    /// Whether `node`, its aliases written out, has at most `budget` nodes (counted down): stops
    /// as soon as it has not, before anything is built.
    private static func fits(_ node: Node, in budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch node {
        case .scalar, .alias: return true
        case .sequence(let items): return items.allSatisfy { fits($0, in: &budget) }
        case .mapping(let pairs): return pairs.allSatisfy { fits($0.key, in: &budget) && fits($0.value, in: &budget) }
        }
    }

    /// What Yams would trap on while building the value, said as a problem of the file: a key
    /// that is not a scalar, or a YAML 1.1 base-60 integer (`1:30`) past Int's range. Found by
    /// the fuzz targets `config` (`? - -` stopped the program) and `questions` (`222222222222222222:2`).
    private static func trap(in node: Node) -> String? {
        switch node {
        case .scalar(let scalar):
            guard node.tag.rawValue == Tag.Name.int.rawValue, scalar.string.contains(":"), !fitsInt(sexagesimal: scalar.string) else { return nil }
            return "the number \(scalar.string) is too large (YAML reads digits with colons as minutes and seconds)"
        case .alias:
            return nil
        case .sequence(let items):
            return items.lazy.compactMap(trap).first
        case .mapping(let pairs):
            for pair in pairs {
                guard case .scalar = pair.key else {
                    return "a key is a list or a mapping (written after \"? \"); each key must be a name"
                }
                if let problem = trap(in: pair.key) ?? trap(in: pair.value) { return problem }
            }
            return nil
        }
    }

    /// Whether Yams' base-60 reading of `text` stays within Int: from the last part, each part
    /// times a base that grows by 60 a part (once more after the first part), summed, then signed.
    private static func fitsInt(sexagesimal text: String) -> Bool {
        var digits = Substring(text.replacingOccurrences(of: "_", with: ""))
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits = digits.dropFirst() }
        let parts = digits.split(separator: ":", omittingEmptySubsequences: false).map { Int($0, radix: 10) }
        guard parts.allSatisfy({ $0 != nil }) else { return true }   // no number to Yams either
        var (base, value) = (1, 0)
        for part in parts.reversed() {
            let (product, overflowed) = part!.multipliedReportingOverflow(by: base)
            let (sum, sumOverflowed) = value.addingReportingOverflow(product)
            let (next, baseOverflowed) = base.multipliedReportingOverflow(by: 60)
            guard !overflowed, !sumOverflowed, !baseOverflowed else { return false }
            (base, value) = (next, sum)
        }
        return value != Int.min
    }

    private static func describe(_ error: any Error) -> String {
        if let decoding = error as? DecodingError, case .dataCorrupted(let context) = decoding {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        }
        return "the text could not be read as JSON"
    }

    private static func describe(yaml error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return "line \(mark.line), column \(mark.column): \(problem)"
        case .duplicatedKeysInMapping(let duplicates, _):
            return "the key \(duplicates.joined(separator: ", ")) appears twice"
        default:
            return String(describing: error).components(separatedBy: "\n").first ?? "unreadable"
        }
    }
}

extension JSONValue {
    /// A value Yams' `Constructor` made, in JSON's shape. A mapping's members are sorted by key,
    /// as JSON objects are read; YAML's other types (`!!binary`, `!!set` …) become their text.
    init(yaml value: Any) {
        switch value {
        case is NSNull: self = .null
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .int(Int64(number))
        case let number as Int64: self = .int(number)
        case let number as Double: self = .double(number)
        case let text as String: self = .string(text)
        case let items as [Any]: self = .array(items.map(JSONValue.init(yaml:)))
        case let mapping as [AnyHashable: Any]:
            let members = mapping.map { Member(JSONValue.key(of: $0.key.base), JSONValue(yaml: $0.value)) }
            self = .object(members.sorted { $0.key < $1.key })
        default: self = .string(String(describing: value))
        }
    }

    /// A mapping's key as text: `1: x` and `yes: x` are keys "1" and "true".
    private static func key(of value: Any) -> String {
        switch JSONValue(yaml: value) {
        case .string(let text): text
        case let other: other.shortDescription
        }
    }
}
