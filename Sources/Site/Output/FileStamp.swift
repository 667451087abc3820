#if canImport(Glibc)
import Glibc
#endif

/// Size, modification time and inode of a file: "12345-1700000000.123456789-98765". When a
/// file is edited in place its time changes; when it is replaced (saved through a temporary
/// file and renamed, as StoryChop and most editors do) its inode changes too. Equal stamps
/// mean an unchanged file without reading it, which is what lets a rebuild of ten thousand
/// stories see in milliseconds that nothing changed.
enum FileStamp {
    /// Recorded for a file that was not there.
    static let missing = "missing"

    static func of(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return of(info)
    }

    static func of(_ info: stat) -> String {
        var bytes: [UInt8] = []
        write(info, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The stamp's bytes, in place of what `bytes` held: the check that a site is up to date
    /// compares tens of thousands of stamps with the recorded ones, without making a String.
    static func write(_ info: stat, to bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        appendDecimal(info.st_size, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendDecimal(info.st_mtim.tv_sec, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        appendDecimal(info.st_mtim.tv_nsec, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendDecimal(info.st_ino, to: &bytes)
    }

    /// `value` in decimal, as `String(value)` writes it.
    private static func appendDecimal(_ value: some BinaryInteger, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = UInt64(value.magnitude)
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    /// True when the file the stamp was taken of was last modified before `time`: in an
    /// earlier tick of the clock that stamps files, so a later change gives another stamp.
    /// False when the stamp cannot tell.
    static func modified(_ stamp: String, before time: timespec) -> Bool {
        // size-seconds.nanoseconds-inode, read as digits (thousands of folders per rebuild).
        var numbers: [Int] = [], value = 0, digits = 0
        for byte in stamp.utf8 {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                guard !overflow else { return false }
                value = times + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else if digits > 0, byte == (numbers.count == 1 ? UInt8(ascii: ".") : UInt8(ascii: "-")) {
                numbers.append(value)
                value = 0
                digits = 0
            } else {
                return false
            }
        }
        guard numbers.count == 3, digits > 0 else { return false }
        return (numbers[1], numbers[2]) < (Int(time.tv_sec), Int(time.tv_nsec))
    }

    /// The file's size in bytes, as the stamp records it.
    static func size(of stamp: String) -> Int64? {
        stamp.split(separator: "-", maxSplits: 1).first.flatMap { Int64($0) }
    }
}
