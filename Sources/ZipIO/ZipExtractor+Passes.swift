import Foundation

extension ZipExtractor {
    /// Pass 1: every header, no data. Refuses the ZIP before anything is written and returns
    /// the declared bytes of the files to write, for the up-front free-space check.
    static func survey(zipAt path: String, limits: ExtractionLimits, skip: (String) -> Bool) throws(ZipError) -> Int64 {
        let reader = try ZipReadHandle(zipAt: path)
        defer { reader.close() }
        var screen = EntryScreen(zip: path, limits: limits)
        var declared: Int64 = 0
        while let raw = try reader.next() {
            guard case .file = try screen.decide(raw, skip: skip) else { continue }
            declared = declared.addingSaturating(raw.declaredSize ?? 0)
            if declared > limits.maxTotalBytes {
                throw ZipError.totalTooLarge(path, entry: raw.name, limit: limits.maxTotalBytes)
            }
        }
        return declared
    }

    /// Pass 2: writes the files, counting real bytes against the limits as they are inflated.
    static func unpack(
        zipAt path: String, into target: ExtractionTarget, limits: ExtractionLimits,
        available: Int64?, skip: (String) -> Bool
    ) throws(ZipError) -> ExtractionReport {
        let reader = try ZipReadHandle(zipAt: path)
        defer { reader.close() }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ZipReadHandle.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        var screen = EntryScreen(zip: path, limits: limits)
        var report = ExtractionReport()
        while let raw = try reader.next() {
            switch try screen.decide(raw, skip: skip) {
            case .skip(let relative, let why, let isDirectory):
                if !isDirectory { report.skipped.append(.init(path: relative, why: why)) }
            case .directory(let components):
                try target.makeDirectories(components, entry: raw.name)
            case .file(let relative, let components):
                let fd = try target.createFile(components, entry: raw.name)
                defer { close(fd) }
                var entryBytes: Int64 = 0
                while true {
                    let count = try reader.read(into: buffer)
                    if count == 0 { break }
                    entryBytes += Int64(count)
                    report.bytes += Int64(count)
                    // Checked before writing the chunk, so a bomb stops within one chunk of the limit.
                    if entryBytes > limits.maxEntryBytes {
                        throw ZipError.entryTooLarge(path, entry: raw.name, limit: limits.maxEntryBytes)
                    }
                    if report.bytes > limits.maxTotalBytes {
                        throw ZipError.totalTooLarge(path, entry: raw.name, limit: limits.maxTotalBytes)
                    }
                    if let available, report.bytes > available {
                        throw ZipError.noSpace(path, entry: raw.name, directory: target.directory,
                                               needed: report.bytes, available: available)
                    }
                    try FileDescriptorIO.writeAll(fd, UnsafeRawBufferPointer(rebasing: buffer[..<count]), zip: path, entry: raw.name)
                }
                // Keep the recording's own time: ingest falls back to it when nothing better exists.
                if let modified = raw.modified { FileDescriptorIO.setModified(fd, seconds: modified) }
                report.files.append(relative)
            }
        }
        return report
    }
}

private extension Int64 {
    func addingSaturating(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
