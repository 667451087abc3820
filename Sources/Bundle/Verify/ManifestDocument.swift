import Foundation
import StoryArchive

/// `manifest.json` as `verify` reads it back (see `BundleManifest` for the layout).
struct ManifestDocument {
    struct StoryAudio {
        var storyID: String
        var path: String
        var fact: FileFact
        /// "recording" or "photo", for the sentence about it.
        var what = "recording"
    }

    var formatVersion: Int
    var files: [(path: String, fact: FileFact)]
    var storyCount: Int
    var dayCount: Int
    /// Each story's and day entry's audio, and each story's photos, as its metadata records
    /// them, to check against the bytes.
    var audio: [StoryAudio]

    /// The document, or what is wrong with it in words (`"files[3].sha256" is missing`).
    ///
    /// Decoded into `Shape`, which holds only the fields checked, not into a `JSONValue` tree:
    /// at 10,000 stories `manifest.json` is 27 MB, and its tree took `verify` past 150 MB.
    static func parse(_ data: Data) -> Result<ManifestDocument, ParseFailure> {
        let root: Shape
        do {
            root = try JSONDecoder().decode(Shape.self, from: data)
        } catch {
            return .failure(ParseFailure(text: "is not valid JSON"))
        }
        guard root.format?.value == BundleLayout.formatName else {
            return .failure(ParseFailure(text: "is not a StoryChop bundle manifest (\"format\" is not \"\(BundleLayout.formatName)\")"))
        }
        guard let version = root.formatVersion?.value else {
            return .failure(ParseFailure(text: "\"format_version\" is missing or not a number"))
        }
        guard let fileValues = root.files?.value else {
            return .failure(ParseFailure(text: "\"files\" is missing or not a list"))
        }
        var files: [(path: String, fact: FileFact)] = []
        files.reserveCapacity(fileValues.count)
        for (index, value) in fileValues.enumerated() {
            guard let file = value.value?.entry else {
                return .failure(ParseFailure(text: "\"files[\(index)]\" needs a \"path\", \"bytes\" and a 64-digit \"sha256\""))
            }
            files.append(file)
        }
        guard let storyValues = root.stories?.value else {
            return .failure(ParseFailure(text: "\"stories\" is missing or not a list"))
        }
        // A bundle without day entries may have no "days" at all.
        let dayValues = root.days?.value ?? []
        var audio: [StoryAudio] = []
        for (list, items) in [("stories", storyValues), ("days", dayValues)] {
            for (index, item) in items.enumerated() {
                guard let id = item.value?.id?.value, let folder = item.value?.folder?.value else {
                    return .failure(ParseFailure(text: "\"\(list)[\(index)]\" needs an \"id\" and a \"folder\""))
                }
                if let recorded = item.value?.metadata?.value?.audio?.value, let file = recorded.file?.value,
                   let sha256 = recorded.sha256?.value, let bytes = recorded.bytes?.value {
                    audio.append(StoryAudio(storyID: id, path: folder + file, fact: FileFact(sha256: sha256.lowercased(), bytes: bytes)))
                }
                for photo in item.value?.metadata?.value?.photos?.value ?? [] {
                    guard let file = photo.value?.file?.value, let sha256 = photo.value?.sha256?.value, let bytes = photo.value?.bytes?.value else { continue }
                    audio.append(StoryAudio(storyID: id, path: folder + file, fact: FileFact(sha256: sha256.lowercased(), bytes: bytes), what: "photo"))
                }
            }
        }
        return .success(ManifestDocument(formatVersion: Int(version), files: files, storyCount: storyValues.count,
                                         dayCount: dayValues.count, audio: audio))
    }

    struct ParseFailure: Error {
        var text: String
    }

    /// The fields `parse` checks. Each is `Lenient`, so a field of the wrong type reads as
    /// missing and `parse` can say which one is wrong, as it did reading a `JSONValue` tree.
    private struct Shape: Decodable {
        var format: Lenient<String>?
        var formatVersion: Lenient<Int64>?
        var files: Lenient<[Lenient<FileItem>]>?
        var stories: Lenient<[Lenient<StoryItem>]>?
        var days: Lenient<[Lenient<StoryItem>]>?

        enum CodingKeys: String, CodingKey {
            case format, formatVersion = "format_version", files, stories, days
        }
    }

    private struct FileItem: Decodable {
        var path: Lenient<String>?
        var bytes: Lenient<Int64>?
        var sha256: Lenient<String>?

        var entry: (path: String, fact: FileFact)? {
            guard let path = path?.value, let bytes = bytes?.value, let sha256 = sha256?.value,
                  sha256.count == 64, sha256.allSatisfy(\.isHexDigit) else { return nil }
            return (path, FileFact(sha256: sha256.lowercased(), bytes: bytes))
        }
    }

    private struct StoryItem: Decodable {
        var id: Lenient<String>?
        var folder: Lenient<String>?
        var metadata: Lenient<Metadata>?

        struct Metadata: Decodable {
            var audio: Lenient<Audio>?
            /// A photo's file, sha256 and bytes are read as a recording's are.
            var photos: Lenient<[Lenient<Audio>]>?
        }

        struct Audio: Decodable {
            var file: Lenient<String>?
            var sha256: Lenient<String>?
            var bytes: Lenient<Int64>?
        }
    }

    /// A value of type `T`, or nil when the JSON holds something else there.
    private struct Lenient<T: Decodable>: Decodable {
        var value: T?

        init(from decoder: any Decoder) throws {
            value = try? decoder.singleValueContainer().decode(T.self)
        }
    }
}

