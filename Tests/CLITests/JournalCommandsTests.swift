import Foundation
import Testing
import TestSupport

/// A journal's export through the binary, as the README shows it: ingested with --kind and
/// --person, listed with --days, a file looked at with probe, a wrong flag refused as usage.
@Suite struct JournalCommandsTests {
    static let roseJournal = RepositoryPaths.sampleJournals.appendingPathComponent("Daily Journal - Grandma Rose")

    @Test func aJournalIsIngestedListedAndProbed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        let ingest = try CommandRunner.run(["ingest", Self.roseJournal.path, "--kind", "check-in", "--person", "Grandma Rose",
                                            "--archive", archive])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        #expect(ingest.stdout.contains("Added 17 day entries to"))
        #expect(ingest.stdout.contains("+ days/2024-02-27-grandma-rose-check-in  ← "))
        let again = try CommandRunner.run(["ingest", Self.roseJournal.path, "--kind", "check-in", "--person", "Grandma Rose",
                                           "--archive", archive])
        #expect(again.status == 0 && again.stdout.contains("0 added, 17 skipped, 0 rejected"), "\(again.stdout)")

        let list = try CommandRunner.run(["list", "--days", "--archive", archive])
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == 18 && lines.last == "17 day entries in \(URL(fileURLWithPath: archive).standardizedFileURL.path)")
        #expect(lines.first?.hasPrefix("2024-02-19") == true && lines.first?.contains("Grandma Rose    check-in          Happy") == true)
        let stories = try CommandRunner.run(["list", "--archive", archive])
        #expect(stories.stdout.hasSuffix("(and 17 day entries: storychop list --days)\n"))

        let probe = try CommandRunner.run(["probe", Self.roseJournal.appendingPathComponent("2024-02-19_20-41-07.json").path,
                                           "--kind", "check-in"])
        #expect(probe.status == 0, "\(probe.stderr)")
        #expect(probe.stdout.contains("  kind        check-in (from --kind)\n"))
        #expect(probe.stdout.contains("  mood        3 Happy, on the daily check-in scale\n"))
        #expect(probe.stdout.contains("  person      not given (pass --person at ingest)\n"))
    }

    /// The written journals as a keeper adds them: the partners' export as it is, the questions'
    /// CSV with --person; listed, and the CSV looked at whole with probe.
    @Test func theWrittenJournalsAreIngestedListedAndProbed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        let journals = RepositoryPaths.sampleJournals
        let partners = try CommandRunner.run(["ingest", journals.appendingPathComponent("Partners Check-in").path, "--archive", archive])
        #expect(partners.status == 0 && partners.stdout.contains("79 added, 0 skipped, 0 rejected"), "\(partners.stdout)\(partners.stderr)")
        let csv = journals.appendingPathComponent("Daily Questions - Grandma Rose/daily-questions.csv").path
        let questions = try CommandRunner.run(["ingest", csv, "--person", "Grandma Rose", "--archive", archive])
        #expect(questions.status == 0, "\(questions.stderr)")
        #expect(questions.stdout.contains("Daily questions in questions.yml: 5 new questions, 1 now archived.\n18 added, 0 skipped, 0 rejected."))

        let list = try CommandRunner.run(["list", "--days", "--archive", archive])
        #expect(list.stdout.contains("2024-03-05       –  Grandma Rose    partners-evening  Okay       [2024-03-05-grandma-rose-partners-evening]"))

        let probe = try CommandRunner.run(["probe", csv, "--person", "Grandma Rose"])
        #expect(probe.status == 0, "\(probe.stderr)")
        #expect(probe.stdout.contains("  entries     18 answers\n  people      Grandma Rose\n  days        2024-02-19 to 2024-03-10\n  questions   5 (1 archived)\n"))
        let withoutPerson = try CommandRunner.run(["probe", csv])
        #expect(withoutPerson.status == 1 && withoutPerson.stderr.contains("no --person was given"))
    }

    @Test func anUnknownKindIsAUsageError() throws {
        let result = try CommandRunner.run(["ingest", Self.roseJournal.path, "--kind", "diary"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--kind must be one of check-in, voice-note, evening, partners-morning, partners-evening, answers or story, not \"diary\"."))
    }
}
