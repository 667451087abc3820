import Foundation
import StoryArchive
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// Typesets the volumes one after another under hidden temporary names in the book's folder,
/// splits a volume the engine set longer than the limit, and then puts them all in place.
final class VolumeTypesetter {
    let folder: URL
    let document: BookDocument
    let engine: BookEngine
    let parts: BookParts
    let plan: VolumePlan
    /// What the keeper should hear about the volumes (a story longer than a volume).
    private(set) var notes: [String] = []

    /// One volume typeset: its record entry and the temporary files that become it.
    struct Staged {
        var volume: BookRecord.Volume
        var pdf: URL
        var html: URL
    }

    init(folder: URL, document: BookDocument, engine: BookEngine, parts: BookParts, plan: VolumePlan) {
        self.folder = folder
        self.document = document
        self.engine = engine
        self.parts = parts
        self.plan = plan
    }

    func typeset(_ chapters: [BookStoryModel], progress: (@Sendable (String) -> Void)?) throws(BookError) -> [Staged] {
        // Words are counted as six characters each, so scripts written without spaces count too.
        let estimates = chapters.map { plan.pages(words: $0.paragraphs.reduce(0) { $0 + $1.text.count } / 6, photos: $0.photos.count) }
        var pending = plan.volumes(estimates)
        var staged: [Staged] = []
        var index = 0
        while index < pending.count {
            let range = pending[index]
            let several = pending.count > 1
            progress?(several ? "Typesetting volume \(index + 1) (\(BookSelection.count(range.count, "story", "stories")))" : "Typesetting the book")
            let files: (pdf: URL, html: URL, number: Int, several: Bool), typeset: BookEngine.Typeset
            do {
                (files, typeset) = try render(Array(chapters[range]), number: index + 1, several: several, isLast: index == pending.count - 1)
            } catch {
                // Nothing of a book that failed stays behind: the volumes set so far go too.
                staged.forEach { discard(($0.pdf, $0.html, 0, false)) }
                throw error
            }
            let starts = chapters[range].map { typeset.anchors[$0.anchor] ?? 0 }
            if typeset.pages > plan.limit, range.count > 1 {
                let back = typeset.anchors["part-days"] ?? typeset.anchors["part-index"] ?? typeset.anchors["part-colophon"] ?? typeset.pages
                let keep = VolumePlan.fitting(starts: starts, backStart: back, total: typeset.pages, limit: plan.limit)
                pending[index] = range.lowerBound..<(range.lowerBound + keep)
                pending.insert((range.lowerBound + keep)..<range.upperBound, at: index + 1)
                discard(files)
                continue
            }
            if typeset.pages > plan.limit {
                notes.append("\"\(chapters[range.lowerBound].title)\" alone takes \(typeset.pages) pages, more than a volume's \(plan.limit); its volume is longer")
            }
            staged.append(Staged(volume: try record(files, pages: typeset.pages, stories: chapters[range].map { String($0.anchor.dropFirst("story-".count)) }),
                                 pdf: files.pdf, html: files.html))
            index += 1
        }
        return staged
    }

    /// Renames the volumes into place (`book.pdf`, or `book-1.pdf` …), writes the record, and
    /// removes what the book before (`previous`) had that this one has not: other volumes, and
    /// photo copies no longer used.
    func place(_ staged: [Staged], record: BookRecord, previous: BookRecord?, keepingImages: Set<String>) throws(BookError) {
        for item in staged {
            for (from, name) in [(item.pdf, item.volume.file), (item.html, item.volume.preview)] where rename(from.path, folder.appendingPathComponent(name).path) != 0 {
                throw BookError.io(folder.appendingPathComponent(name).path, "cannot put the book in place", errno: errno)
            }
        }
        do {
            try AtomicFile.write(record.encoded(), to: folder.appendingPathComponent(BookRecord.fileName))
        } catch {
            throw BookError(.io, file: error.file, message: error.message, hint: error.hint)
        }
        let kept = Set(record.volumes.flatMap { [$0.file, $0.preview] })
        for name in (previous?.volumes ?? []).flatMap({ [$0.file, $0.preview] }) where Self.isVolumeFile(name) && !kept.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        let images = folder.appendingPathComponent(PrintPhotos.folderName)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: images.path)) ?? []
        where PrintPhotos.isCopyName(name) && !keepingImages.contains(PrintPhotos.folderName + "/" + name) {
            try? FileManager.default.removeItem(at: images.appendingPathComponent(name))
        }
    }

    /// `book.pdf`, `book.html`, `book-3.pdf`: the names a book's volumes have.
    static func isVolumeFile(_ name: String) -> Bool {
        guard name.hasPrefix("book"), name.hasSuffix(".pdf") || name.hasSuffix(".html") else { return false }
        let middle = name.dropFirst(4).prefix { $0 != "." }
        return middle.isEmpty || (middle.first == "-" && Int(middle.dropFirst()) != nil)
    }

    /// Writes the volume's HTML under a temporary name and has the engine typeset it.
    private func render(_ chapters: [BookStoryModel], number: Int, several: Bool, isLast: Bool) throws(BookError) -> ((pdf: URL, html: URL, number: Int, several: Bool), BookEngine.Typeset) {
        let stem = several ? "book-\(number)" : "book"
        let token = "\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        let html = folder.appendingPathComponent(".\(stem).html.\(token).tmp"), pdf = folder.appendingPathComponent(".\(stem).pdf.\(token).tmp")
        let title = parts.archive.config.title
        let model = parts.volume(chapters, label: several ? "Volume \(number)" : nil, isLast: isLast,
                                 css: document.css(trim: parts.options.trim, largePrint: parts.options.largePrint, title: title))
        let page = try document.html(model)
        do {
            try AtomicFile.write(page, to: html, as: .remakeable)
        } catch {
            throw BookError(.io, file: error.file, message: error.message, hint: error.hint)
        }
        do {
            return ((pdf, html, number, several), try engine.render(html: html, pdf: pdf, title: several ? "\(title), volume \(number)" : title))
        } catch {
            discard((pdf, html, number, several))
            throw error
        }
    }

    private func record(_ files: (pdf: URL, html: URL, number: Int, several: Bool), pages: Int, stories: [String]) throws(BookError) -> BookRecord.Volume {
        let stem = files.several ? "book-\(files.number)" : "book"
        do {
            let digest = try FileDigest.sha256(ofFileAt: files.pdf.path)
            return BookRecord.Volume(file: stem + ".pdf", preview: stem + ".html", pages: pages, bytes: digest.bytes, sha256: digest.sha256, stories: stories)
        } catch {
            throw BookError(.io, file: error.file, message: error.message, hint: error.hint)
        }
    }

    private func discard(_ files: (pdf: URL, html: URL, number: Int, several: Bool)) {
        unlink(files.pdf.path)
        unlink(files.html.path)
    }
}
