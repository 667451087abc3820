import Crypto
import Foundation
import StoryCore
import StoryArchive
import Transcript
import XMLIO

/// A story as an OHMS record (`ohms.xml` beside its page, so in every bundle too): the XML the
/// Oral History Metadata Synchronizer exports and Aviary and Omeka's OHMS viewer import, in
/// the element names and order of its schema (version 6.0): the title, duration and recording,
/// the narrator as interviewee, the chapters as the index's points (time in whole seconds,
/// title, synopsis, keywords separated by `;`), and the transcript as WebVTT (`vtt_transcript`)
/// or as text when it has no times. See docs/standards.md.
package enum OHMSRecord {
    package static let fileName = "ohms.xml"
    static let namespace = "https://www.weareavp.com/nunncenter/ohms"
    static let schemaLocation = "https://www.weareavp.com/nunncenter/ohms/ohms.xsd"
    static let version = "6.0"

    /// What one record is made of besides the story.
    struct Context {
        /// The archive's title: OHMS's collection.
        var collection: String
        var siteLanguage: String
        /// The file that plays: its absolute URL with a base URL, else its name beside this file.
        var mediaURL: String?
        var fileName: String?
    }

    static func document(_ story: Story, transcript: Transcript?, context: Context) -> XMLTag {
        XMLTag("ROOT", attributes: [("xmlns", namespace), ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
                                    ("xsi:schemaLocation", namespace + " " + schemaLocation)]) {
            XMLTag("record", attributes: [("id", String(recordID(of: story.id))), ("dt", story.recorded.dayString)]) {
                head(story, context: context)
                XMLTag("index") { for chapter in story.chapters { point(chapter) } }
                if let prompt = story.prompt, prompt != story.title { XMLTag("description", text: prompt) }
                if let transcript {
                    if transcript.isTimed {
                        XMLTag("vtt_transcript", text: transcript.webVTT())
                    } else {
                        XMLTag("transcript", text: transcript.plainTextFile())
                    }
                }
                XMLTag("fmt", text: "audio")
                XMLTag("userestrict", text: "0")
            }
        }
    }

    /// The record's elements before its index, in the schema's order.
    @XMLContentBuilder
    private static func head(_ story: Story, context: Context) -> [XMLContent] {
        XMLTag("version", text: version)
        XMLTag("date", attributes: [("value", story.recorded.dayString), ("format", "yyyy-mm-dd")])
        XMLTag("cms_record_id", text: story.id)
        XMLTag("title", text: story.title)
        if let duration = story.duration { XMLTag("duration", text: clock(duration)) }
        XMLTag("collection_name", text: context.collection)
        story.tags.map { XMLTag("keyword", text: $0) }
        if let narrator = story.narrator { XMLTag("interviewee", text: narrator) }
        if let fileName = context.fileName { XMLTag("file_name", text: fileName) }
        XMLTag("translate", text: "0")
        if let mediaURL = context.mediaURL { XMLTag("media_url", text: mediaURL) }
        XMLTag("mediafile") {
            XMLTag("host", text: "Other")
            XMLTag("clip_format", text: "audio")
        }
        XMLTag("language", text: story.language ?? context.siteLanguage)
    }

    /// One index point: OHMS times are whole seconds, so a chapter starts at the second it began in.
    private static func point(_ chapter: StoryChapter) -> XMLTag {
        XMLTag("point") {
            XMLTag("time", text: String(Int(chapter.start)))
            XMLTag("title", text: chapter.title)
            if let synopsis = chapter.synopsis { XMLTag("synopsis", text: synopsis) }
            if !chapter.keywords.isEmpty { XMLTag("keywords", text: chapter.keywords.joined(separator: ";")) }
        }
    }

    /// "00:43:10", as OHMS writes a duration.
    static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        return (total / 3600).zeroPadded(2) + ":" + (total / 60 % 60).zeroPadded(2) + ":" + (total % 60).zeroPadded(2)
    }

    /// OHMS numbers its records; a story is named by its id, kept in `cms_record_id`, so the
    /// number is one that id always gives: the first 31 bits of its SHA-256.
    static func recordID(of id: String) -> Int {
        let digest = Array(SHA256.hash(data: Data(id.utf8)))
        return digest.prefix(4).reduce(0) { $0 << 8 | Int($1) } & 0x7FFF_FFFF
    }
}
