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
        /// An audio tag too long to take, for a field no stronger layer gives: the story is
        /// refused as one with a sidecar's too-long field is.
        var tooLongTag: FieldTooLong?
    }

    func resolve(flags: MetadataFields, sidecar: MetadataFields, audio: AudioInfo, file: URL) -> Resolved {
        var warnings: [String] = []
        let given = flags.filling(from: sidecar)
        let tags = tagLayer(audio.tags)
        var merged = given.filling(from: tags.fields)
        if merged.category == nil, let prompt = merged.prompt {
            merged.values["category"] = prompts.category(ofPrompt: prompt).map(StoryFieldValue.text)
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
        merged.values["recorded"] = .date(recorded)
        let title = merged.title ?? merged.prompt ?? MetadataResolver.title(fromFileName: file)
        let tooLong = tags.tooLong.first { given.values[$0.field] == nil }
        return Resolved(fields: merged, title: title, recorded: recorded, warnings: warnings, tooLongTag: tooLong)
    }

    /// What the audio's own tags say: title, a date, the comment (a StoryChop phone export
    /// stores the prompt there), and the MP4 creation time when no date tag is set. The texts
    /// are cleaned as every field is; one too long is left out and named in `tooLong`.
    func tagLayer(_ tags: AudioTags) -> (fields: MetadataFields, tooLong: [FieldTooLong]) {
        var layer = MetadataFields()
        var tooLong: [FieldTooLong] = []
        for (key, text) in [("title", tags.title), ("prompt", tags.comment)] {
            guard let text else { continue }
            switch FieldText.cleaned(text, field: key) {
            case .success(let cleaned): layer.values[key] = cleaned.map(StoryFieldValue.text)
            case .failure(let problem): tooLong.append(problem)
            }
        }
        if let text = tags.date, let date = RecordedDate(parsing: text) {
            layer.values["recorded"] = .date(date)
        } else if let created = tags.creationTime, plausible(created) {
            layer.values["recorded"] = .date(RecordedDate(created, in: timeZone))
        }
        return (layer, tooLong)
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
        let joined = words.joined(separator: " ")
        let title = joined.isEmpty ? file.deletingPathExtension().lastPathComponent : joined
        // A name is one more source of a title, cleaned as the others are (it is far shorter than the cap).
        return ((try? FieldText.cleaned(title, field: "title").get()) ?? nil) ?? title.withoutControlCharacters
    }
}
