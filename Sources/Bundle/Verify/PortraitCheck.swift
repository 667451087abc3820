import Foundation
import PhotoProbe
import StoryArchive

/// `verify` on an archive: `people.yml` readable, and each portrait it points at there and a
/// photo StoryChop can show (probed as ingest probes a story's photos).
struct PortraitCheck {
    let archive: Archive

    func check(into list: inout ProblemList) {
        let book: PeopleBook
        do {
            book = try PeopleBook.load(from: archive)
        } catch {
            list.add(.invalid, PeopleBook.fileName, "this cannot be read: \(error.message)", hint: error.hint)
            return
        }
        for person in book.people {
            guard let portrait = person.portrait else { continue }
            let url = archive.root.appendingPathComponent(portrait)
            guard FileManager.default.fileExists(atPath: url.path) else {
                list.add(.missing, portrait, "the portrait \(PeopleBook.fileName) gives \(person.name) is missing",
                         hint: "Put the photo there, or fix the \"portrait:\" line of \(person.name) in \(PeopleBook.fileName).")
                continue
            }
            do {
                _ = try PhotoProbe.probe(url)
            } catch {
                list.add(.invalid, portrait, "the portrait of \(person.name) is not a photo StoryChop can show: \(error.message)", hint: error.hint)
            }
        }
    }
}
