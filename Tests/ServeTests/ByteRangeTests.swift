@testable import Serve
import Testing

/// What a Range header asks of a 1,000-byte file (RFC 9110 §14.1.2).
@Suite struct ByteRangeTests {
    @Test(arguments: [
        ("bytes=0-99", ByteRange.part(0...99)),
        ("bytes=900-", .part(900...999)),
        ("bytes=-100", .part(900...999)),            // the last hundred, not the first
        ("bytes=-5000", .part(0...999)),             // more than there is: all of it
        ("bytes=990-5000", .part(990...999)),        // an end past the file ends with it
        ("bytes=999-999", .part(999...999)),
        ("bytes=1000-", .unsatisfiable),             // a start at or past the end
        ("bytes=99999999999999999999999-", .unsatisfiable),
        ("bytes=-0", .unsatisfiable),
        ("bytes=5-2", .whole),                       // invalid: ignored, as a server may
        ("bytes=0-1,5-6", .whole),                   // several ranges: the whole file
        ("items=0-10", .whole),
        ("bytes=abc", .whole),
        ("bytes=-", .whole),
    ])
    func rangeOfAThousandBytes(header: String, expected: ByteRange) {
        #expect(ByteRange(header: header, size: 1000) == expected)
    }

    @Test func noHeaderIsTheWholeFileAndAnEmptyFileHasNoRange() {
        #expect(ByteRange(header: nil, size: 10) == .whole)
        #expect(ByteRange(header: "bytes=0-", size: 0) == .unsatisfiable)
        #expect(ByteRange(header: "bytes=-1", size: 0) == .unsatisfiable)
    }
}
