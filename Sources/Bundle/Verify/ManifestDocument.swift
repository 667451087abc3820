import Foundation
import StoryArchive

/// `manifest.json` as `verify` reads it back (see `BundleManifest` for the layout).
struct ManifestDocument {
    struct StoryAudio {
        var storyID: String
        var path: String
        var fact: FileFact
    }

    var formatVersion: Int
    var files: [(path: String, fact: FileFact)]
    var storyCount: Int
    /// Each story's audio as its metadata records it, to check against the bytes.
    var audio: [StoryAudio]

    /// The document, or what is wrong with it in words (`"files[3].sha256" is missing`).
    static func parse(_ data: Data) -> Result<ManifestDocument, ParseFailure> {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            return .failure(ParseFailure(text: "is not valid JSON"))
        }
        guard root["format"] == .string(BundleLayout.formatName) else {
            return .failure(ParseFailure(text: "is not a StoryChop bundle manifest (\"format\" is not \"\(BundleLayout.formatName)\")"))
        }
        guard case .int(let version)? = root["format_version"] else {
            return .failure(ParseFailure(text: "\"format_version\" is missing or not a number"))
        }
        guard case .array(let fileValues)? = root["files"] else {
            return .failure(ParseFailure(text: "\"files\" is missing or not a list"))
        }
        var files: [(path: String, fact: FileFact)] = []
        for (index, value) in fileValues.enumerated() {
            guard let file = fileEntry(value) else {
                return .failure(ParseFailure(text: "\"files[\(index)]\" needs a \"path\", \"bytes\" and a 64-digit \"sha256\""))
            }
            files.append(file)
        }
        guard case .array(let storyValues)? = root["stories"] else {
            return .failure(ParseFailure(text: "\"stories\" is missing or not a list"))
        }
        var audio: [StoryAudio] = []
        for (index, story) in storyValues.enumerated() {
            guard case .string(let id)? = story["id"], case .string(let folder)? = story["folder"] else {
                return .failure(ParseFailure(text: "\"stories[\(index)]\" needs an \"id\" and a \"folder\""))
            }
            if case .string(let file)? = story["metadata"]?["audio"]?["file"],
               case .string(let sha256)? = story["metadata"]?["audio"]?["sha256"],
               case .int(let bytes)? = story["metadata"]?["audio"]?["bytes"] {
                audio.append(StoryAudio(storyID: id, path: folder + file, fact: FileFact(sha256: sha256.lowercased(), bytes: bytes)))
            }
        }
        return .success(ManifestDocument(formatVersion: Int(version), files: files, storyCount: storyValues.count, audio: audio))
    }

    private static func fileEntry(_ value: JSONValue) -> (path: String, fact: FileFact)? {
        guard case .string(let path)? = value["path"], case .int(let bytes)? = value["bytes"],
              case .string(let sha256)? = value["sha256"], sha256.count == 64, sha256.allSatisfy(\.isHexDigit) else { return nil }
        return (path, FileFact(sha256: sha256.lowercased(), bytes: bytes))
    }

    struct ParseFailure: Error {
        var text: String
    }
}
