import Foundation
@testable import Site
@testable import StoryArchive
import Transcript

/// Readers of text a person or another program wrote: transcripts, the archive's own YAML and
/// JSON files (an imported bundle's, or one edited by hand), and a keeper's Mustache templates.
enum TextTargets {
    static let all: [FuzzTarget] = TranscriptFormat.allCases.map { format in
        FuzzTarget(name: "transcript-\(format.fileExtension)", reads: "a transcript in \(format.rawValue) (TranscriptParser)") { data in
            transcript(data, format)
        }
    } + [
        FuzzTarget(name: "config", reads: "storychop.yml (ArchiveConfig)") { data in
            _ = try? ArchiveConfig.parse(data, file: "storychop.yml")
        },
        FuzzTarget(name: "archive-yaml", reads: "people.yml (PeopleBook) and moods.yml (MoodScales) of an archive") { data in
            _ = try? PeopleBook.parse(data, file: "people.yml")
            _ = try? MoodScales.parse(data, file: "moods.yml")
        },
        FuzzTarget(name: "story-json", reads: "an archive's story.json and day.json (an imported bundle's)") { data in
            _ = Story.decoded(data, file: "story.json")
            _ = DayEntry.decoded(data, file: "day.json")
        },
        FuzzTarget(name: "mustache", reads: "a keeper's Mustache templates, parsed and rendered with a fixed page") { data in
            MustacheTarget.run(data)
        },
    ]

    /// Parses, then writes the transcript back out as the site and archive do.
    private static func transcript(_ data: Data, _ format: TranscriptFormat) {
        guard let (transcript, _) = try? TranscriptParser.parse(data, format: format) else { return }
        _ = transcript.webVTT()
        _ = transcript.plainTextFile()
    }
}
