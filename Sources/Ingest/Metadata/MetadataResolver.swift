import AudioProbe
import StoryCore
import Foundation
import StoryArchive

/// Decides a story's metadata from its layers, strongest first:
/// command-line flags → sidecar → tags inside the audio → a date in the file name →
/// the file's modification time (last, with a warning: copies and exports reset it).
struct MetadataResolver: Sendable {
    var prompts: PromptLibrary
    /// The keeper's time zone, for instants stored in UTC (MP4 creation time, file times).
    var timeZone: TimeZone
    var now: Date

    struct Resolved {
        var fields: MetadataFields
        var title: String
        var recorded: RecordedDate
        var warnings: [String]
    }

    func resolve(flags: MetadataFields, sidecar: MetadataFields, audio: AudioInfo, file: URL) -> Resolved {
        var warnings: [String] = []
        var merged = flags.filling(from: sidecar).filling(from: tagLayer(audio.tags))
        if merged.category == nil, let prompt = merged.prompt {
            merged[.category] = prompts.category(ofPrompt: prompt).map(StoryFieldValue.text)
        }
        let recorded: RecordedDate
        if let known = merged.recorded {
            recorded = known
        } else if let fromName = FileNameDate.find(in: file.lastPathComponent) {
            recorded = fromName
        } else {
            let modified = (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]) as? Date
            recorded = RecordedDate(modified ?? now, in: timeZone)
            warnings.append("no recording date in a sidecar, the audio's tags or the file name; using the file's modification time (\(recorded.dayString)), which copying may have changed — set it with --date or a sidecar \"recorded\" field")
        }
        merged[.recorded] = .date(recorded)
        let title = merged.title ?? merged.prompt ?? MetadataResolver.title(fromFileName: file)
        return Resolved(fields: merged, title: title, recorded: recorded, warnings: warnings)
    }

    /// What the audio's own tags say: title, a date, the comment (a StoryChop phone export
    /// stores the prompt there), and the MP4 creation time when no date tag is set. The texts
    /// are cleaned as every field is, and one over the cap is cut to it: a tag is nobody's
    /// typing now, and an older StoryChop took any length, so it never keeps a recording out.
    /// A recorder's own title ("New Recording 12") gives way to the comment's first line.
    func tagLayer(_ tags: AudioTags) -> MetadataFields {
        var layer = MetadataFields()
        layer[.title] = GenericTitle.title(tag: tags.title, comment: tags.comment).map(StoryFieldValue.text)
        layer[.prompt] = tags.comment.flatMap { FieldText.cut($0) }.map(StoryFieldValue.text)
        if let text = tags.date, let date = RecordedDate(parsing: text) {
            layer[.recorded] = .date(date)
        } else if let created = tags.creationTime, plausible(created) {
            layer[.recorded] = .date(RecordedDate(created, in: timeZone))
        }
        return layer
    }

    /// Encoders write 0 (1904) or garbage when they do not know the time.
    private func plausible(_ date: Date) -> Bool {
        date > Date(timeIntervalSince1970: -631_152_000) && date < now.addingTimeInterval(86_400 * 2)
    }

    /// `2024-03-05_the-day_we-moved.m4a` → `the day we moved`; `New Recording 12.m4a` stays.
    static func title(fromFileName file: URL) -> String {
        var name = file.deletingPathExtension().lastPathComponent
        name = name.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        // Numbers are dates and times ("2024 03 05"), unless they follow a word ("Recording 12").
        var words: [Substring] = []
        var previousIsWord = false
        for word in name.split(separator: " ") {
            let isNumber = word.allSatisfy(\.isNumber)
            if !isNumber || previousIsWord { words.append(word) }
            previousIsWord = !isNumber
        }
        // A name is one more source of a title, cleaned as the others are (a file's name is far
        // shorter than the cap). No words left (a name of numbers, or of controls only) gives
        // way to the stem, and a stem of nothing but spaces and controls to the whole name,
        // which an audio file's extension keeps from being blank.
        let stem = file.deletingPathExtension().lastPathComponent
        return FieldText.cut(words.joined(separator: " ")) ?? FieldText.cut(stem) ?? FieldText.cut(file.lastPathComponent) ?? ""
    }
}
