import Foundation
import StoryArchive
import Transcript

/// The file names story.json gives for a recording and a transcript, checked before the site
/// uses them: each must be a plain name inside the story's folder, and not one of the files
/// the site itself puts there. A hand-edited "../../index.html" would otherwise overwrite
/// another page, or a file outside the site.
enum StoryFileNames {
    /// Names the site writes into every story's folder.
    static let reserved: Set<String> = ["index.html", "story.json", "entry.json", "audio-playable.m4a"]

    static func isPlain(_ name: String) -> Bool {
        StoryFileName.isPlain(name) && !reserved.contains(name)
    }

    /// `item` without the recording or transcript whose name is not plain, with a warning for each.
    static func checked<Item: ArchiveItem>(_ item: Item, in archive: Archive, warnings: inout [SiteWarning]) -> Item {
        var item = item
        let metadata = Item.collection.metadataFileName
        let file = archive.directory(of: Item.collection).appendingPathComponent(item.id).appendingPathComponent(metadata).path
        if let name = item.audio?.file, !isPlain(name) {
            item.audio = nil
            warnings.append(SiteWarning(file: file, message: "the recording's file name \"\(name)\" is not a plain name in its folder; its page says \"Recording unavailable\" until \(metadata) names the file beside it"))
        }
        if let name = item.transcript?.file, !isPlain(name) {
            item.transcript = nil
            warnings.append(SiteWarning(file: file, message: "the transcript's file name \"\(name)\" is not a plain name in its folder; its page says \"Transcript unavailable\" until \(metadata) names the file beside it"))
        } else if let name = item.transcript?.file, let tooLarge = tooLarge(name, in: file) {
            // Never read nor copied: a 1 GiB file once took 2 GB of memory and went into the site.
            item.transcript = nil
            warnings.append(SiteWarning(file: file, message: "\(tooLarge.message) (\(name)); its page shows no transcript until it is mended — \(tooLarge.hint)"))
        }
        return item
    }

    /// Why the transcript `name` beside the metadata file `metadata` is over the limit, if it is.
    private static func tooLarge(_ name: String, in metadata: String) -> (message: String, hint: String)? {
        let path = String(metadata[..<(metadata.lastIndex(of: "/") ?? metadata.startIndex)]) + "/" + name
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return TranscriptLimits.tooLarge(bytes: Int64(info.st_size), named: URL(fileURLWithPath: metadata).lastPathComponent)
    }
}
