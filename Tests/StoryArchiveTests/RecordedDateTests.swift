import Foundation
import StoryArchive
import Testing

@Suite struct RecordedDateTests {
    @Test(arguments: [
        ("2024-03-05", "2024-03-05"),
        ("2024-03-05T14:30", "2024-03-05T14:30:00"),
        ("2024-03-05 14:30:09", "2024-03-05T14:30:09"),
        ("2024-03-05T14:30:00Z", "2024-03-05T14:30:00Z"),
        ("2024-03-05T14:30:00.250+01:00", "2024-03-05T14:30:00+01:00"),
        ("2024-03-05T23:59:59-0530", "2024-03-05T23:59:59-05:30"),
        ("2024-02-29", "2024-02-29"),
    ])
    func readsISODates(text: String, stored: String) throws {
        let date = try #require(RecordedDate(parsing: text))
        #expect(date.description == stored)
        #expect(date.dayString == String(stored.prefix(10)))
    }

    @Test(arguments: ["yesterday", "05/03/2024", "2023-02-29", "2024-13-01", "2024-03-05T25:00", "2024-03-05T10:00+19:00", "", "2024-3-5"])
    func rejectsWhatIsNotADate(text: String) {
        #expect(RecordedDate(parsing: text) == nil)
    }

    @Test func theLocalDayIsTheDayAsWrittenWhateverTheOffset() throws {
        // 23:30 in New York is already the next day in UTC; the story belongs to the 5th.
        let date = try #require(RecordedDate(parsing: "2024-03-05T23:30:00-05:00"))
        #expect(date.dayString == "2024-03-05")
        #expect(ISO8601DateFormatter().string(from: date.instant) == "2024-03-06T04:30:00Z")
    }

    @Test func anInstantIsWrittenInTheKeepersTimeZone() throws {
        // 2023-11-23T22:42:10Z is 17:42:10 the same day in New York.
        let instant = try #require(ISO8601DateFormatter().date(from: "2023-11-23T22:42:10Z"))
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        #expect(RecordedDate(instant, in: zone).description == "2023-11-23T17:42:10-05:00")
    }

    @Test func sortsByLocalDayThenTime() throws {
        let dates = ["2024-03-05T09:00", "2024-03-04", "2024-03-05", "2024-03-05T08:00"].compactMap(RecordedDate.init(parsing:))
        #expect(dates.sorted().map(\.description) == ["2024-03-04", "2024-03-05", "2024-03-05T08:00:00", "2024-03-05T09:00:00"])
    }

    @Test func roundTripsThroughJSON() throws {
        let date = try #require(RecordedDate(parsing: "2024-03-05T14:30:00+01:00"))
        let data = try JSONEncoder().encode([date])
        #expect(try JSONDecoder().decode([RecordedDate].self, from: data) == [date])
    }
}
