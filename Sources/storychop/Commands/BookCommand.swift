import ArgumentParser
import Book
import Foundation
import StoryArchive
import StoryCore

/// `storychop book [--person NAME] [--category C] [--year Y] [IDS…] [--order date|prompt]
/// [--trim 6x9|a5|letter] [--large-print] [--days] [--cover PHOTO] [-o DIR] [--force]`
struct BookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "book",
        abstract: "Make a printed book of the stories: a PDF ready for a print shop, with a QR code by each story that plays its voice.",
        discussion: """
        The book goes to the archive's book/ folder (or -o DIR): book.pdf, and book.html, the \
        preview it was typeset from. Past 480 pages it is split into volumes (book-1.pdf …). \
        Each story has a QR code of its page on the published site (base_url in storychop.yml) \
        and a story code that the site's search and `storychop list CODE` find. Private stories \
        are never printed, sealed ones only once their seal lifts. Typesetting needs the engine \
        that `scripts/install-deps.sh --book` installs. A book with nothing changed is kept.
        """)

    @OptionGroup var archiveOptions: ArchiveOptions
    @Argument(help: ArgumentHelp("Stories to print, by id (all the site shows when none is named).", valueName: "ID"))
    var ids: [String] = []
    @Option(help: ArgumentHelp("Only the stories this person told.", valueName: "NAME"))
    var person: String?
    @Option(help: ArgumentHelp("Only the stories of this prompt category.", valueName: "CATEGORY"))
    var category: String?
    @Option(help: ArgumentHelp("Only the stories recorded in this year.", valueName: "YEAR"))
    var year: Int?
    @Option(help: ArgumentHelp("date (oldest first) or prompt (prompts.yml's order). Listed ids keep their order unless this is given.", valueName: "ORDER"))
    var order: String?
    @Option(help: ArgumentHelp("Page size: 6x9 (inches, the default), a5 or letter.", valueName: "SIZE"))
    var trim = "6x9"
    @Flag(name: .customLong("large-print"), help: "Large print: body text of 16 points (18 on letter).")
    var largePrint = false
    @Flag(help: "Add the journals: a calendar of moods per person and month, and the check-ins' words.")
    var days = false
    @Option(help: ArgumentHelp("A photo for the cover.", valueName: "PHOTO"))
    var cover: String?
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to put the book.", valueName: "DIR"))
    var output: String?
    @Flag(help: "Make the book again even when nothing changed.")
    var force = false
    @Flag(help: "Print only errors.")
    var quiet = false

    func validate() throws {
        guard TrimSize(rawValue: trim.lowercased()) != nil else {
            throw ValidationError("--trim must be 6x9, a5 or letter, not \"\(trim)\".")
        }
        if let order, BookOptions.Order(rawValue: order) == nil {
            throw ValidationError("--order must be date or prompt, not \"\(order)\".")
        }
        if let year, !(1...9999).contains(year) {
            throw ValidationError("--year must be a year such as 1978.")
        }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        let archive = try archiveOptions.open(console: console)
        var options = BookOptions(today: RecordedDate(Date(), in: .current))
        (options.person, options.category, options.year, options.ids) = (person, category, year, ids)
        options.order = order.flatMap(BookOptions.Order.init) ?? .date
        options.keepListedOrder = !ids.isEmpty && order == nil
        options.trim = TrimSize(rawValue: trim.lowercased()) ?? .sixByNine
        (options.largePrint, options.days, options.force) = (largePrint, days, force)
        options.cover = cover.map { URL(fileURLWithPath: $0).path }
        options.output = output.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let result: BookResult
        do {
            result = try BookMaker(archive: archive, options: options).make { console.progress($0) }
        } catch {
            console.clearProgress()
            console.error(error)
            throw Exit(error.exitStatus)
        }
        console.clearProgress()
        say(result, console: console)
    }

    private func say(_ result: BookResult, console: Console) {
        for warning in result.warnings { console.warning(file: nil, warning) }
        let record = result.record
        let stories = record.storyIDs.count
        let volumes = record.volumes.count == 1 ? "" : " in \(record.volumes.count) volumes"
        let pages = record.volumes.map(\.pages).reduce(0, +)
        console.say((result.reused ? "The book is up to date: " : "Made the book: ")
            + "\(stories) \(stories == 1 ? "story" : "stories")\(volumes), \(pages) pages (\(record.trim)\(record.largePrint ? ", large print" : "")).")
        if !result.leftOut.isEmpty { console.say("Left out: \(result.leftOut.joined(separator: ", ")).") }
        if let replaced = result.replaced {
            let count = replaced.storyIDs.count
            console.say("It takes the place of the book of \(count) \(count == 1 ? "story" : "stories") made \(replaced.made.prefix(10)); "
                + "to keep a book beside another (one person's, say), make it with -o DIR.")
        }
        if !result.hasAddress {
            console.warning(file: nil, "storychop.yml has no base_url, so the book prints story codes without QR codes; set base_url to where the site is published and make the book again")
        }
        for volume in record.volumes {
            console.say("  \(result.folder.appendingPathComponent(volume.file).path)  (\(volume.pages) pages; preview: \(volume.preview))")
        }
    }
}
