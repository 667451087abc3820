import Foundation
import Ingest
import StoryArchive
import TestSupport

/// The site fixture with the sample journals ingested as `demo.sh` does: Grandma Rose's and
/// Grandpa Joe's daily check-ins (given `--kind check-in --person NAME`), Grandpa Joe's voice
/// notes and evening moods (which say both themselves), and when asked both partners'
/// check-ins and Grandma Rose's daily questions (given `--person`).
enum DaysFixture {
    /// `written`: also the written journals (both partners' check-ins, Grandma Rose's daily
    /// questions), as demo.sh ingests them; without, the voice journals alone.
    static func make(written: Bool = false) throws -> SiteFixture {
        let fixture = try SiteFixture()
        let options = { (kind: DayEntry.Kind?, person: String?) in
            IngestOptions(dayKind: kind, person: person, timeZone: TimeZone(identifier: "America/New_York") ?? .current,
                          now: Date(timeIntervalSince1970: 1_800_000_000))
        }
        let journals = RepositoryPaths.sampleJournals
        let runs: [(String, DayEntry.Kind?, String?)] = [
            ("Daily Journal - Grandma Rose", .checkIn, "Grandma Rose"),
            ("Daily Journal - Grandpa Joe", .checkIn, "Grandpa Joe"),
            ("Voice Companion - Grandpa Joe", nil, nil),
        ] + (written ? [("Partners Check-in", nil, nil), ("Daily Questions - Grandma Rose", nil, "Grandma Rose")] : [])
        for (folder, kind, person) in runs {
            let report = try StoryIngester(archive: fixture.archive)
                .ingest([journals.appendingPathComponent(folder).path], options: options(kind, person))
            guard report.rejected.isEmpty else { throw Refused(errors: report.rejected.map(\.description)) }
        }
        return fixture
    }

    struct Refused: Error {
        var errors: [String]
    }
}
