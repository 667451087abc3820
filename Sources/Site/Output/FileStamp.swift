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

    /// The file's size in bytes, as the stamp records it.
    static func size(of stamp: String) -> Int64? {
        stamp.split(separator: "-", maxSplits: 1).first.flatMap { Int64($0) }
    }
}

/// Compares files' stamps now with recorded ones, thousands at a time (the archive's inputs,
/// the site's folders), without making a String of either: one stat a file into a reused
/// buffer. Paths are taken from an open folder, so the kernel does not walk the folders above
/// it again for each file.
struct StampComparer {
    private let folder: Int32
    private var path: [UInt8] = []
    /// The last file's stamp now (`FileStamp.missing` when it is not there).
    private(set) var stamp: [UInt8] = []
    /// The last file's stat, when it is there.
    private(set) var info = stat()

    /// Calls `body` with `folder` open (its descriptor, for `init(folder:)` on each thread);
    /// nil when it cannot be opened.
    static func withFolder<T>(_ folder: String, _ body: (Int32) -> T) -> T? {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return body(descriptor)
    }

    init(folder: Int32) {
        self.folder = folder
        path.reserveCapacity(256)
        stamp.reserveCapacity(64)
    }

    /// Whether the file at `relativePath` ("" for the folder itself) has the stamp `recorded` now.
    mutating func matches(_ relativePath: UnsafeRawBufferPointer, recorded: UnsafeRawBufferPointer) -> Bool {
        path.removeAll(keepingCapacity: true)
        if relativePath.isEmpty { path.append(UInt8(ascii: ".")) } else { path += relativePath }
        path.append(0)
        let found = path.withUnsafeBufferPointer { name in
            fstatat(folder, UnsafeRawPointer(name.baseAddress!).assumingMemoryBound(to: CChar.self), &info, 0) == 0
        }
        if found {
            FileStamp.write(info, to: &stamp)
        } else {
            stamp.removeAll(keepingCapacity: true)
            stamp += FileStamp.missing.utf8
        }
        return stamp.elementsEqual(recorded)
    }
}
