import Bundle
import Foundation
import Site
import StoryArchive

/// `storychop export` as one call: builds the site (incrementally: an up-to-date site is left as
/// it is, so this is quick), then writes the bundle of it, holding the archive's lock throughout,
/// so no other command changes the archive in between and the bundle never carries a site older
/// than the archive. It lives here, not in Bundle, so that Bundle (which ingest links to verify
/// a bundle) does not depend on the site builder.
public enum ExportWorkflow {
    /// Exports `archive` to `zipPath`. One day, `options.today`, decides the seals for both the
    /// site and the bundle, even across midnight. `site` says how the site is built (its
    /// progress); `built` hears the build's report before the ZIP is begun. Throws a `SiteError`
    /// or a `BundleError`.
    /// `withBook`: the printed book goes in (its PDFs and book.json under `data/book/`, the
    /// site's About page linking it); it must be there and may be shown, else nothing is written.
    /// Without, the bundle's site has no book and no link to one.
    public static func run(_ archive: Archive, to zipPath: String, options: ExportOptions, site: SiteOptions = SiteOptions(),
                           withBook: Bool = false, built: (SiteReport) -> Void = { _ in }) throws -> ExportReport {
        let lock = try ArchiveLock.forBundle(archive)
        defer { lock.release() }
        var siteOptions = site
        siteOptions.today = options.today
        siteOptions.includeBook = withBook
        let report = try SiteBuilder(locked: lock).build(options: siteOptions)
        built(report)
        var options = options
        if withBook { options.book = try book(of: archive, as: report.book) }
        return try BundleExporter(locked: lock).export(siteDirectory: report.outputDirectory, to: zipPath, options: options)
    }

    /// The book the build linked, to pack; an error saying what is wrong, where, when it did not.
    static func book(of archive: Archive, as built: BookOnSite) throws(BundleError) -> BundledBook {
        let folder = archive.root.appendingPathComponent(BookRecord.folder, isDirectory: true)
        let recordFile = folder.appendingPathComponent(BookRecord.fileName).path
        let hint = "Run `storychop book` first, then export again."
        switch built {
        case .linked:
            guard let record = BookRecord.read(in: folder) else {
                throw BundleError(.badOption, file: recordFile, message: "the book's record cannot be read", hint: hint)
            }
            return BundledBook(folder: folder, record: record)
        case .leftOut(let problems):
            let why = problems.map { "\($0.file): \($0.message)" }.joined(separator: "; ")
            throw BundleError(.badOption, file: recordFile, message: "--with-book: the book there cannot go into the bundle (\(why))", hint: hint)
        case .none, .notAsked:
            throw BundleError(.badOption, file: recordFile, message: "--with-book: there is no book in this archive (no book.json)", hint: hint)
        }
    }
}
