import Foundation

// All wording lives here so it reads consistently and tests can pin it.
extension ZipError {
    static func notAZip(_ file: String, detail: String) -> ZipError {
        ZipError(file: file, kind: .notAZip,
                 message: "this is not a ZIP archive (\(detail))",
                 hint: "check that you picked the right file; a phone export or StoryChop bundle ends in .zip")
    }

    static func cannotOpen(_ file: String, errno code: Int32) -> ZipError {
        ZipError(file: file, kind: .io,
                 message: "cannot open the ZIP: \(errnoText(code))",
                 hint: "check the path and that you may read the file")
    }

    static func corrupt(_ file: String, entry: String?, detail: String) -> ZipError {
        let what = entry.map { "the entry '\($0)' is damaged" } ?? "the ZIP is damaged or incomplete"
        return ZipError(file: file, entry: entry, kind: .corrupt,
                        message: "\(what) (\(detail))",
                        hint: "was the download or copy interrupted? Copy or export the ZIP again")
    }

    static func unsafePath(_ file: String, entry: String, problem: ZipEntryPath.Problem) -> ZipError {
        ZipError(file: file, entry: entry, kind: .unsafePath,
                 message: "the ZIP holds an entry '\(entry)' that \(problem.phrase) — refusing to unpack it",
                 hint: "this ZIP was not made by a phone or by StoryChop; unpack it yourself and import the folder")
    }

    static func unsupportedEntry(_ file: String, entry: String, what: String) -> ZipError {
        ZipError(file: file, entry: entry, kind: .unsupportedEntry,
                 message: "the ZIP holds '\(entry)', which is \(what), not a file or folder — refusing to unpack it",
                 hint: "unpack it yourself, replace links with the files they point to, and import the folder")
    }

    static func duplicate(_ file: String, entry: String) -> ZipError {
        ZipError(file: file, entry: entry, kind: .duplicateEntry,
                 message: "the ZIP holds '\(entry)' more than once — refusing to guess which one is right",
                 hint: "make the ZIP again from the original folder")
    }

    static func fileInTheWay(_ file: String, entry: String, blocker: String) -> ZipError {
        ZipError(file: file, entry: entry, kind: .duplicateEntry,
                 message: "the ZIP holds '\(entry)' but '\(blocker)' is a file, so it cannot also be a folder",
                 hint: "make the ZIP again from the original folder")
    }

    static func entryTooLarge(_ file: String, entry: String, limit: Int64) -> ZipError {
        ZipError(file: file, entry: entry, kind: .tooLarge,
                 message: "the entry '\(entry)' unpacks to more than \(byteText(limit)) — refusing to unpack it",
                 hint: "a recording this large is unlikely; the ZIP may be damaged or hostile")
    }

    static func totalTooLarge(_ file: String, entry: String?, limit: Int64) -> ZipError {
        ZipError(file: file, entry: entry, kind: .tooLarge,
                 message: "the ZIP unpacks to more than \(byteText(limit)) in total — refusing to unpack it",
                 hint: "split the export into smaller ZIPs, or unpack it yourself and import the folder")
    }

    static func tooManyEntries(_ file: String, limit: Int) -> ZipError {
        ZipError(file: file, kind: .tooManyEntries,
                 message: "the ZIP holds more than \(limit) entries — refusing to unpack it",
                 hint: "split the export into smaller ZIPs, or unpack it yourself and import the folder")
    }

    static func noSpace(_ file: String, entry: String?, directory: String, needed: Int64, available: Int64) -> ZipError {
        ZipError(file: file, entry: entry, kind: .noSpace,
                 message: "unpacking needs \(byteText(needed)) but only \(byteText(available)) is free in \(directory)",
                 hint: "free some disk space and try again")
    }

    static func encrypted(_ file: String, entry: String) -> ZipError {
        ZipError(file: file, entry: entry, kind: .encrypted,
                 message: "the entry '\(entry)' is encrypted with a password, which StoryChop cannot read",
                 hint: "make the ZIP again without a password")
    }

    static func sourceChanged(_ file: String, entry: String, source: String) -> ZipError {
        ZipError(file: file, entry: entry, kind: .sourceChanged,
                 message: "\(source) changed while it was being written into the ZIP as '\(entry)'",
                 hint: "wait until nothing else is writing to the archive and export again")
    }

    static func io(_ file: String, entry: String?, action: String, errno code: Int32) -> ZipError {
        ZipError(file: file, entry: entry, kind: code == ENOSPC ? .noSpace : .io,
                 message: "cannot \(action): \(errnoText(code))",
                 hint: code == ENOSPC ? "free some disk space and try again" : "check the folder exists and that you may write to it")
    }

    /// `code`: libarchive's errno for the failure; a full disk is said as such, not as "Write error".
    static func writeFailed(_ file: String, entry: String?, detail: String, errno code: Int32 = 0) -> ZipError {
        if code == ENOSPC || code == EDQUOT {
            return ZipError(file: file, entry: entry, kind: .noSpace,
                            message: "the disk is full",
                            hint: "free some disk space, or write the ZIP to another disk, and try again; nothing was half-written")
        }
        return ZipError(file: file, entry: entry, kind: .writeFailed,
                 message: entry.map { "cannot write '\($0)' into the ZIP (\(detail))" } ?? "cannot write the ZIP (\(detail))",
                 hint: "check there is free disk space and that you may write to the folder")
    }

    static func misuse(_ file: String, entry: String?, detail: String) -> ZipError {
        ZipError(file: file, entry: entry, kind: .misuse, message: detail,
                 hint: "this is a bug in StoryChop; please report it")
    }

    static func errnoText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// "4 GiB", "200 MiB", "512 bytes": sizes in limits are round numbers, so keep them short.
    static func byteText(_ bytes: Int64) -> String {
        let units: [(String, Int64)] = [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
        for (name, size) in units where bytes >= size {
            let value = Double(bytes) / Double(size)
            let text = value == value.rounded() ? String(Int64(value)) : String(format: "%.1f", value)
            return "\(text) \(name)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
