#if canImport(Glibc)
import Glibc
#endif

// Finding a byte with memchr, which looks at many bytes at a time: the site's records (build
// state, stories, fragments) have tens of thousands of lines read on every rebuild, and the
// generic `firstIndex(of:)`, a byte and a bounds check at a time, was most of reading them.

extension ArraySlice<UInt8> {
    /// The index (in the slice's indices) of the first `byte`, if any.
    public func firstIndex(ofByte byte: UInt8) -> Int? {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, Int32(byte), buffer.count) else { return nil }
            return startIndex + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
        }
    }
}

extension UnsafeRawBufferPointer {
    /// The index of the first `byte` in `range` of these bytes, if any.
    public func firstIndex(ofByte byte: UInt8, in range: Range<Int>) -> Int? {
        guard let base = baseAddress, !range.isEmpty,
              let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return UnsafeRawPointer(found) - base
    }
}
