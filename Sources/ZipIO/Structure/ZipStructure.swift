/// Checks that a ZIP says the same thing to every program that reads it, from its raw bytes.
///
/// libarchive (which StoryChop reads and writes ZIPs with) shows only one view of a ZIP: the
/// central directory's offsets, but each entry's name from its local header. unzip, file
/// managers and Python's zipfile read names, sizes and CRCs from the central directory;
/// streaming readers read only the local headers and data descriptors. So a ZIP whose central
/// directory names another file, or whose end record counts other entries, reads differently
/// in each. This reads the records as bytes and compares them (APPNOTE.TXT 6.3.10): the end
/// record and its ZIP64 record and locator; each central directory header against its local
/// header and data descriptor (name, flags, method, CRC, sizes); and the entries' positions,
/// which must follow one another from byte 0 to the central directory. It reads headers
/// only, never the entries' data, which `ZipReader` reads and checks against the CRCs.
public enum ZipStructure {
    /// Problems listed before the rest are summed up in one line.
    static let problemLimit = 20

    /// Reads the ZIP's records and reports where they disagree. Throws only when the file
    /// cannot be read; a ZIP that is damaged or no ZIP at all gives problems.
    public static func check(zipAt path: String) throws(ZipError) -> ZipStructureReport {
        let file = try ZipRecordFile(path: path)
        var problems = ZipProblemList(limit: problemLimit)
        guard let end = try ZipDirectoryLocation.findEndRecord(file, problems: &problems) else {
            return ZipStructureReport(names: [], problems: problems.problems, hasEndRecord: false)
        }
        guard let location = try ZipDirectoryLocation.read(file, endRecordAt: end, problems: &problems) else {
            return ZipStructureReport(names: [], problems: problems.problems)
        }
        let directory = try file.read(Int(location.size), at: Int64(location.offset))
        var entries = ZipEntryCheck(file: file, directoryStart: location.offset)
        var names: [String] = []
        var at = 0
        while UInt64(names.count) < location.entryCount {
            guard let header = CentralHeader(directory, at: at) else {
                problems.add(.entryCount, nil, "the end record counts \(location.entryCount) entries, "
                    + "but the central directory holds \(names.count) whole ones before bytes that are none")
                return ZipStructureReport(names: names, problems: problems.problems)
            }
            names.append(String(decoding: header.name, as: UTF8.self))
            try entries.check(header, into: &problems)
            at += header.length
        }
        if at < directory.count {
            let more = CentralHeader(directory, at: at) != nil
            problems.add(more ? .entryCount : .position, nil, more
                ? "the central directory holds more entries than the \(location.entryCount) the end record counts"
                : "the last \(directory.count - at) bytes of the central directory belong to no entry")
        }
        entries.finish(into: &problems)
        return ZipStructureReport(names: names, problems: problems.problems)
    }
}
