import Testing
@testable import Book
import StoryArchive
import Transcript

@Suite struct TranscriptProseTests {
    @Test func cuesRunTogetherUntilAPauseOrAnotherSpeaker() {
        let transcript = Transcript(cues: [
            Cue(start: 0, end: 2, text: "We met at a dance.", speaker: "Rose"),
            Cue(start: 2.2, end: 4, text: "He stepped\non my foot.", speaker: "Rose"),
            Cue(start: 7, end: 9, text: "Twice!", speaker: "Rose"),
            Cue(start: 9.1, end: 10, text: "Only once.", speaker: "Joe"),
        ])
        let prose = TranscriptProse.of(transcript)
        #expect(prose.paragraphs == [
            .init(speaker: "Rose", text: "We met at a dance. He stepped on my foot."),
            .init(speaker: nil, text: "Twice!"),
            .init(speaker: "Joe", text: "Only once."),
        ])
    }

    @Test func aLongParagraphEndsAtTheFirstSentenceEndPastTheLimit() {
        let sentence = Array(repeating: "word", count: 60).joined(separator: " ")
        let cues = (0..<4).map { Cue(start: Double($0), end: Double($0) + 1, text: sentence + ($0 == 1 ? "," : ".")) }
        let prose = TranscriptProse.of(Transcript(cues: cues))
        #expect(prose.paragraphs.map { $0.text.split(separator: " ").count } == [180, 60])
    }

    @Test func chineseCuesRunTogetherWithoutSpaces() {
        let prose = TranscriptProse.of(Transcript(cues: [Cue(start: 0, end: 1, text: "中秋节到了。"), Cue(start: 1, end: 2, text: "我们吃月饼。"),
                                                         Cue(start: 2, end: 3, text: "Mooncakes!")]))
        #expect(prose.paragraphs.map(\.text) == ["中秋节到了。我们吃月饼。 Mooncakes!"])
    }

    @Test func plainTextKeepsItsParagraphs() {
        let prose = TranscriptProse.of(Transcript(text: "First line\nstill first.\n\nSecond."))
        #expect(prose.paragraphs.map(\.text) == ["First line still first.", "Second."])
    }
}

@Suite struct VolumePlanTests {
    let plan = VolumePlan(trim: .sixByNine, largePrint: false, limit: 480)

    @Test func volumesFillToNineTenthsOfTheLimitWithRoomForTheirFrame() {
        let ranges = plan.volumes(Array(repeating: 10, count: 100))
        #expect(ranges.count == 3)
        #expect(ranges.first == 0..<42 && ranges.last?.upperBound == 100)
        for range in ranges { #expect(Double(range.count) * 10 + plan.framePages(stories: range.count) <= 432) }
        // A story longer than a volume still gets one of its own.
        #expect(plan.volumes([10, 900, 10]) == [0..<1, 1..<2, 2..<3])
    }

    @Test func aVolumeSetTooLongKeepsTheStoriesThatEndWithinTheLimit() {
        // Stories start on pages 4, 200, 470 and 490; the index and colophon take 6 pages from 520,
        // and two pages are left for the index to grow: the first two stories fit (469 + 8 pages).
        #expect(VolumePlan.fitting(starts: [4, 200, 470, 490], backStart: 520, total: 525, limit: 480) == 2)
        #expect(VolumePlan.fitting(starts: [4, 600], backStart: 900, total: 901, limit: 480) == 1)
    }

    @Test func pagesGrowWithWordsPhotosAndLargePrint() {
        let large = VolumePlan(trim: .sixByNine, largePrint: true, limit: 480)
        #expect(plan.pages(words: 330, photos: 0) == 2 && plan.pages(words: 100, photos: 2) == 2)
        #expect(large.pages(words: 1500, photos: 0) == 11)
    }

    @Test func onlyABooksOwnFilesAreTakenForVolumes() {
        #expect(["book.pdf", "book.html", "book-2.pdf", "book-12.html"].allSatisfy(VolumeTypesetter.isVolumeFile))
        #expect(!["book.json", "bookmarks.pdf", "book-x.pdf", "my-book.pdf", "book-.pdf"].contains(where: VolumeTypesetter.isVolumeFile))
    }

    @Test func theRunningHeadsTitleIsACSSStringThatCannotEndTheStyle() {
        #expect(BookDocument.cssString("Rose's \"Book\" \\ </style>") == "Rose's \\22 Book\\22  \\\\ \\3c /style>")
    }
}
