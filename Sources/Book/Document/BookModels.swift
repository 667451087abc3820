/// What the book's templates (Templates/book/) see: one volume, its stories and the parts
/// around them. Field names are the templates' names (see Site's `TemplateEncoder`).
struct BookVolumeModel: Encodable, Sendable {
    var lang: String
    var title: String
    /// The book's stylesheet with the trim size's page rules, set inline so the preview is whole.
    var css: String
    /// "Volume 2 of 3"; nil for a book of one volume.
    var volumeLabel: String?
    var cover: Cover
    var contents: [ContentsEntry]
    var stories: [BookStoryModel]
    var months: [BookMonthModel]
    var hasMonths: Bool
    var people: [IndexEntry]
    var hasPeople: Bool
    var colophon: Colophon

    struct Cover: Encodable, Sendable {
        var photo: BookPhotoModel?
        /// "Told by Grandma Rose, Grandpa Joe and Aunt Mei".
        var tellers: String
        /// "1978–2025".
        var years: String
    }

    struct ContentsEntry: Encodable, Sendable {
        var title: String
        var anchor: String
        var teller: String?
        var lang: String?
        var dir: String
    }

    struct IndexEntry: Encodable, Sendable {
        var name: String
        var stories: [ContentsEntry]
    }

    struct Colophon: Encodable, Sendable {
        var made: String
        var engine: String
        var storyCount: String
        /// The published site's address the codes hold; nil when storychop.yml has no base_url.
        var address: String?
        /// The first story's code, as the example of what to type.
        var sampleCode: String
    }
}

/// One story's chapter.
struct BookStoryModel: Encodable, Sendable {
    var anchor: String
    var title: String
    var lang: String?
    var dir: String
    /// "Told by Grandma Rose".
    var teller: String?
    var date: String
    var prompt: String?
    var photos: [BookPhotoModel]
    var paragraphs: [TranscriptProse.Paragraph]
    /// Said in place of the transcript when there is none or it cannot be read.
    var noTranscript: String?
    /// The QR code's SVG, or nil without a published address.
    var qr: String?
    var code: String
    var url: String?
    /// Who the index lists it under: its teller and the people its photos name.
    var people: [String]
}

struct BookPhotoModel: Encodable, Sendable {
    /// The print copy, relative to the book's folder (`images/….jpg`).
    var src: String
    var alt: String
    var caption: String?
}

/// A month of the journals: a calendar of moods per person and the check-ins' words.
struct BookMonthModel: Encodable, Sendable {
    var anchor: String
    var title: String
    var people: [Person]

    struct Person: Encodable, Sendable {
        var name: String
        var weeks: [Week]
        var entries: [Entry]
        var hasEntries: Bool
    }

    struct Week: Encodable, Sendable {
        var days: [Day]
    }

    struct Day: Encodable, Sendable {
        /// The day of the month; nil for the grid's cells before the 1st and after the last.
        var number: String?
        var mood: String?
    }

    struct Entry: Encodable, Sendable {
        var date: String
        var mood: String?
        var words: String
    }
}
