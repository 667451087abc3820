/// Where a ZIP's central directory is and how many entries it holds, as its end records say
/// (APPNOTE 4.3.14–4.3.16), once they are found to agree with each other and with where they sit.
struct ZipDirectoryLocation {
    static let endRecordSize = 22
    static let zip64LocatorSize = 20
    static let zip64RecordSize = 56
    static let countMarker: UInt16 = 0xFFFF

    var offset: UInt64
    var size: UInt64
    var entryCount: UInt64

    /// Reads the end records from the end record at `end` (`findEndRecord`); nil (with a
    /// problem) when the central directory cannot be found from them in a way every reader agrees on.
    static func read(_ file: ZipRecordFile, endRecordAt end: Int64, problems: inout ZipProblemList) throws(ZipError) -> ZipDirectoryLocation? {
        let tail = try file.read(endRecordSize, at: end)
        guard let disk = tail.u16(4), let directoryDisk = tail.u16(6), let here = tail.u16(8), let total = tail.u16(10),
              let size = tail.u32(12), let offset = tail.u32(16) else { return nil }
        guard disk == 0, directoryDisk == 0 else {
            problems.add(.endRecord, nil, "the end record says the ZIP is split over several disks, which readers refuse")
            return nil
        }
        if here != total {
            problems.add(.entryCount, nil, "the end record counts \(here) entries on this disk but \(total) in all")
        }
        var location = ZipDirectoryLocation(offset: UInt64(offset), size: UInt64(size), entryCount: UInt64(total))
        // The central directory ends where the ZIP64 end record starts, or else the end record.
        var directoryEnd = end
        let locator = try file.read(zip64LocatorSize, at: end - Int64(zip64LocatorSize))
        if end >= Int64(zip64LocatorSize), locator.u32(0) == ZipSignature.zip64Locator {
            let record = end - Int64(zip64LocatorSize + zip64RecordSize)
            guard let zip64 = try readZip64(file, locator: locator, record: record, problems: &problems) else { return nil }
            compare(here: total, size: size, offset: offset, with: zip64, problems: &problems)
            (location, directoryEnd) = (zip64, record)
        }
        guard location.offset <= UInt64(directoryEnd), location.size == UInt64(directoryEnd) - location.offset else {
            problems.add(.position, nil, "the end record puts the central directory at byte \(location.offset), "
                + "\(location.size) bytes long, but it must end at byte \(directoryEnd), where the end records start")
            return nil
        }
        return location
    }

    /// The position of the last end record signature, which is the one readers take; a
    /// problem when there is none, or when its comment length does not reach the file's end.
    static func findEndRecord(_ file: ZipRecordFile, problems: inout ZipProblemList) throws(ZipError) -> Int64? {
        let tailLength = min(file.size, Int64(endRecordSize + Int(UInt16.max)))
        let tail = try file.read(Int(tailLength), at: file.size - tailLength)
        guard let at = stride(from: tail.count - endRecordSize, through: 0, by: -1).first(where: { tail.u32($0) == ZipSignature.endRecord }),
              let comment = tail.u16(at + 20) else {
            problems.add(.endRecord, nil, "it has no end of central directory record: it was cut short, or is not a ZIP")
            return nil
        }
        let end = file.size - tailLength + Int64(at)
        let after = file.size - end - Int64(endRecordSize)
        if after != Int64(comment) {
            problems.add(.endRecord, nil, "the end record says a comment of \(comment) bytes follows it, but \(after) bytes do")
        }
        return end
    }

    /// The ZIP64 end record, which must sit just before its locator (where Python's zipfile
    /// reads it) and be what the locator points to (where libarchive reads it).
    private static func readZip64(_ file: ZipRecordFile, locator: ZipBytes, record: Int64,
                                  problems: inout ZipProblemList) throws(ZipError) -> ZipDirectoryLocation? {
        guard locator.u32(4) == 0, locator.u32(16) == 1 else {
            problems.add(.endRecord, nil, "the ZIP64 locator says the ZIP is split over several disks, which readers refuse")
            return nil
        }
        if let pointed = locator.u64(8), pointed != UInt64(max(record, 0)) {
            problems.add(.endRecord, nil, "the ZIP64 locator points to byte \(pointed), but the ZIP64 end record must start at byte \(record)")
        }
        let bytes = try file.read(zip64RecordSize, at: record)
        guard record >= 0, bytes.u32(0) == ZipSignature.zip64EndRecord, let length = bytes.u64(4),
              let here = bytes.u64(24), let total = bytes.u64(32), let size = bytes.u64(40), let offset = bytes.u64(48) else {
            problems.add(.endRecord, nil, "there is no ZIP64 end record in front of the ZIP64 locator")
            return nil
        }
        if length != UInt64(zip64RecordSize - 12) {
            problems.add(.endRecord, nil, "the ZIP64 end record says it is \(length + 12) bytes long, not \(zip64RecordSize)")
        }
        guard bytes.u32(16) == 0, bytes.u32(20) == 0 else {
            problems.add(.endRecord, nil, "the ZIP64 end record says the ZIP is split over several disks, which readers refuse")
            return nil
        }
        if here != total {
            problems.add(.entryCount, nil, "the ZIP64 end record counts \(here) entries on this disk but \(total) in all")
        }
        return ZipDirectoryLocation(offset: offset, size: size, entryCount: total)
    }

    /// The end record's own fields must hold the ZIP64 record's values, or the marker that
    /// sends readers to it: a reader that ignores ZIP64 must not see another directory.
    private static func compare(here total: UInt16, size: UInt32, offset: UInt32, with zip64: ZipDirectoryLocation,
                                problems: inout ZipProblemList) {
        if total != countMarker, UInt64(total) != zip64.entryCount {
            problems.add(.entryCount, nil, "the end record counts \(total) entries, its ZIP64 record \(zip64.entryCount)")
        }
        if size != zip64Marker, UInt64(size) != zip64.size {
            problems.add(.endRecord, nil, "the end record gives the central directory \(size) bytes, its ZIP64 record \(zip64.size)")
        }
        if offset != zip64Marker, UInt64(offset) != zip64.offset {
            problems.add(.endRecord, nil, "the end record puts the central directory at byte \(offset), its ZIP64 record at byte \(zip64.offset)")
        }
    }
}
