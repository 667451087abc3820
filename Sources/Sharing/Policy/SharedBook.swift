import Foundation
import StoryCore
import StoryArchive
import Site
#if canImport(Glibc)
import Glibc
#endif

/// Which of the site's `book/` files may be shared: each volume of the archive's printed book
/// while the book may be shown (see `PrintedBook`: its PDFs as recorded, every story in it shown
/// whole now), and only when the site's copy is that PDF — the same file (the build's hard link)
/// or the same bytes. A copy left from an older book, which may hold a story since made private,
/// never leaves.
enum SharedBook {
    /// The site paths (`book/book.pdf` …) that may be shared.
    static func paths(archive: Archive, stories: [Story], site: URL, today: RecordedDate) -> Set<String> {
        guard case .usable(let book) = PrintedBook.find(in: archive, stories: stories, today: today) else { return [] }
        let shared = book.record.volumes.filter { volume in
            isCopy(site.path + "/" + PrintedBook.sitePath(of: volume), of: book.file(of: volume).path, volume: volume)
        }
        return Set(shared.map(PrintedBook.sitePath))
    }

    /// Whether `copy` holds the volume's bytes: the same file as `original`, or one of its size
    /// and checksum (read only when it is a copy, not a link).
    private static func isCopy(_ copy: String, of original: String, volume: BookRecord.Volume) -> Bool {
        var one = stat(), two = stat()
        guard lstat(copy, &one) == 0, one.st_mode & S_IFMT == S_IFREG, Int64(one.st_size) == volume.bytes else { return false }
        if stat(original, &two) == 0, one.st_dev == two.st_dev, one.st_ino == two.st_ino { return true }
        return (try? FileDigest.sha256(ofFileAt: copy))?.sha256 == volume.sha256.lowercased()
    }
}
