import Foundation
@testable import Site
import StoryArchive
import Testing

/// Atom dates are worked out by hand (a formatter per entry was slow): they must agree with
/// Foundation's ISO 8601 formatter for every instant, before 1970 and around leap days too.
@Suite struct FeedDateTests {
    @Test func atomDatesAgreeWithFoundation() throws {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        var instants: [Int] = [0, -1, 951_782_400, 951_868_799, 4_107_542_399, -2_208_988_800, 1_709_641_800]
        var state: UInt64 = 0x5EED
        for _ in 0..<2000 {   // spread over 1900–2100
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            instants.append(Int(state >> 33) % 6_311_390_400 - 2_208_988_800)
        }
        for seconds in instants {
            let instant = Date(timeIntervalSince1970: TimeInterval(seconds))
            let date = RecordedDate(instant, in: try #require(TimeZone(secondsFromGMT: 3600)))
            #expect(FeedWriter.rfc3339(date) == formatter.string(from: instant), "\(seconds)")
        }
    }
}
