import Foundation
import Yams

/// Reads the small hand-written files StoryChop takes — `storychop.yml`, `prompts.yml`,
/// sidecars `NAME.json` / `NAME.yml` — into one shape, so JSON and YAML are checked by the same code.
public enum MetadataDocument {
    /// What went wrong reading a document: the message names the line where one is known.
    public struct ParseError: Error, Sendable, Equatable {
        public var message: String
    }

    /// Parses JSON or YAML (chosen by `isJSON`) and requires a mapping at the top.
    public static func parse(_ data: Data, isJSON: Bool) throws(ParseError) -> JSONValue {
        let value = isJSON ? try parseJSON(data) : try parseYAML(data)
        switch value {
        case .object: return value
        case .null where !isJSON: return .object([])   // an empty or all-comments YAML file
        default:
            throw ParseError(message: "expected a group of \"key: value\" fields at the top, found \(value.shortDescription)")
        }
    }

    private static func parseJSON(_ data: Data) throws(ParseError) -> JSONValue {
        if let value = PlainJSONReader.read(data) { return value }
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw ParseError(message: "not valid JSON (\(describe(error)))")
        }
    }

    private static func parseYAML(_ data: Data) throws(ParseError) -> JSONValue {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ParseError(message: "not UTF-8 text")
        }
        if let value = data.withUnsafeBytes({ PlainYAMLReader.read($0.bindMemory(to: UInt8.self)) }) { return value }
        do {
            // Scalars typed by `YAMLScalars` (dates stay text; no regular expressions to compile).
            // The encoding is named: Yams' default looks it up in the whole environment first.
            return try Yams.compose(yaml: text, .basic, .default, .utf8).map(YAMLScalars.value(of:)) ?? .null
        } catch let error as YamlError {
            throw ParseError(message: "not valid YAML (\(describe(yaml: error)))")
        } catch {
            throw ParseError(message: "not valid YAML")
        }
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
