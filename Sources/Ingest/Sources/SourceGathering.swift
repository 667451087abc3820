import Foundation
import StoryArchive

extension StoryIngester {
    /// Expands the sources into inputs (`IngestInput`), in the order found, unpacking ZIPs into
    /// scratch folders. A StoryChop bundle is checked first (`BundleSource`): a damaged one gives
    /// nothing, or with `takeIntact` only its intact stories and day entries. What is wrong with
    /// a source as a whole (nothing in it to ingest, a ZIP inside it, a story without its
    /// recording, a story.json that does not load) goes in `report` here; the inputs returned
    /// are the ones to prepare and add.
    /// A chat export's voice notes become recordings here, of the senders `chats` chose.
    func gather(_ sources: [String], options: IngestOptions, scratch: inout [ZipSource], chats: inout ChatIntake,
                report: inout IngestReport) -> [IngestInput] {
        let classifier = InputClassifier(kindGiven: options.dayKind != nil, reader: options.reader)
        var finder = InputFinder(classifier: classifier)
        finder.excludedDirectories = [archive.storiesDirectory.path, archive.daysDirectory.path, archive.workDirectory.path,
                                      archive.trashDirectory.path,
                                      archive.root.appendingPathComponent(archive.config.siteDirectory).standardizedFileURL.path]
        var inputs: [IngestInput] = []
        for source in sources {
            let url = URL(fileURLWithPath: source).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                report.rejected.append(IngestError(.missingSource, file: source, message: "no such file or folder",
                                                   hint: "Check the spelling of the path (quote names with spaces)."))
                continue
            }
            do {
                guard let (found, zipWarnings) = try findings(in: source, at: url, isDirectory: isDirectory.boolValue, finder: finder,
                                                              options: options, scratch: &scratch, report: &report) else { continue }
                if !found.contains(where: { $0.isSomething(kindGiven: classifier.kindGiven) }) {
                    report.rejected.append(IngestError(.missingSource, file: source,
                        message: "no recordings or journal entries found here (looked for \(FileKinds.audioExtensions.sorted().joined(separator: ", ")), .json files with a \"kind\", and daily questions .csv files)",
                        hint: "Point ingest at the folder or ZIP that holds the audio files."))
                }
                for input in found {
                    switch input {
                    case .ignored(let shownAs, .zipInside(let name)):
                        report.warnings.append(.init(file: shownAs, message: "a ZIP inside a folder or ZIP is not opened, so its recordings were not looked at — ingest it by itself (storychop ingest \"\(name)\")"))
                    case .ignored(let shownAs, .photoAlone):
                        report.warnings.append(.init(file: shownAs, message: PhotoSource.alone))
                    case .storyMetadata(let file, let story):
                        report.rejected.append(IngestError(.missingSource, file: file.displayName,
                            message: "this story's recording (\(story.audio?.file ?? "")) is not beside its story.json, so it was not added",
                            hint: "Put the recording back (from a backup, or repair the archive it came from), then run ingest again."))
                    case .unreadableStory(let error):
                        report.rejected.append(error)
                    case .unreadableChat(let error):
                        chats.noteRefused()
                        report.rejected.append(error)
                    case .chat(let chat):
                        inputs += chats.take(chat, into: &report)
                    default:
                        inputs.append(input)
                    }
                }
                report.warnings += zipWarnings
            } catch {
                report.rejected.append(error)
            }
        }
        return inputs
    }

    /// What one source holds, and the warnings of its ZIP; nil for a damaged bundle that was
    /// refused (its problems are in `report`).
    private func findings(in source: String, at url: URL, isDirectory: Bool, finder: InputFinder, options: IngestOptions,
                          scratch: inout [ZipSource], report: inout IngestReport) throws(IngestError) -> ([IngestInput], [IngestReport.Warning])? {
        var finder = finder
        let isZip = !isDirectory && FileKinds.isZip(url.lastPathComponent)
        var leavesOut: (@Sendable (String) -> Bool)?
        if isDirectory || isZip {
            switch try BundleSource.check(url.path, shownAs: source, takeIntact: options.takeIntact, into: &report) {
            case .refused: return nil
            case .notABundle: break
            case .take(let leftOut): leavesOut = leftOut
            }
        }
        if isDirectory {
            finder.leavesOut = leavesOut
            return (try finder.find(under: url, display: source, prefix: source.hasSuffix("/") ? source : source + "/"), [])
        }
        if isZip {
            let zip = try ZipSource(zip: url, shownAs: source, archive: archive, limits: options.zipLimits, leavingOut: leavesOut)
            scratch.append(zip)
            // Files inside are named `Family.zip:memos/a.m4a`.
            let found = try finder.find(under: zip.directory, display: source + ":", prefix: source + ":")
            return (Self.severalChatsRefused(found, in: source) ?? found, zip.warnings)
        }
        let folder = source.contains("/") ? String(source[..<(source.lastIndex(of: "/") ?? source.endIndex)]) : "."
        if !ChatExportReader.chatFiles(among: [url.lastPathComponent]).isEmpty,
           let chat = finder.chat(file: url, display: folder, prefix: folder + "/") {
            return ([chat], [])
        }
        if url.lastPathComponent == "entry.json" {
            // A day entry's file names its recording beside it: the folder is the entry.
            let folder = source.hasSuffix("/entry.json") ? String(source.dropLast("/entry.json".count)) : "."
            return (try finder.find(under: url.deletingLastPathComponent(), display: folder, prefix: folder + "/"), [])
        }
        if FileKinds.isPhoto(url.lastPathComponent) {
            return ([.ignored(shownAs: source, why: .photoAlone)], [])
        }
        if FileKinds.isDocument(url.lastPathComponent) {
            return ([finder.classifier.classify(LooseFile(url: url, displayName: source))], [])
        }
        return ([.recording(finder.recording(file: url, display: source))], [])
    }

    /// A phone's export holds one chat: a ZIP holding more is refused whole, naming them (nil: it holds one or none).
    private static func severalChatsRefused(_ found: [IngestInput], in source: String) -> [IngestInput]? {
        let chats = found.compactMap { input in if case .chat(let chat) = input { chat.chatFile } else { nil } }
        guard chats.count > 1 else { return nil }
        return [.unreadableChat(IngestError(.badZip, file: source,
            message: "this ZIP holds \(chats.count) chats (\(chats.map { "\"\($0)\"" }.joined(separator: ", "))), but a chat's export holds one, so nothing was taken from it",
            hint: "Unpack it and ingest each chat's folder on its own, choosing whose voices with --from."))]
    }
}
