/// One EBML element (Matroska, WebM): its ID, where its data starts and where it ends.
/// Offsets are file offsets for elements read with a `FileReader`, buffer offsets otherwise.
struct EBMLElement {
    /// The ID with its length marker, as the specification writes it (0x1A45DFA3).
    let id: UInt32
    let start: Int64
    let dataStart: Int64
    /// Nil when the size is "unknown" (all ones), as live recorders write Segments and Clusters.
    let size: Int64?

    /// Where the element ends; for an unknown size, `limit`.
    func end(limit: Int64) -> Int64 {
        guard let size else { return limit }
        let (sum, overflow) = dataStart.addingReportingOverflow(size)
        return overflow ? Int64.max : sum
    }

    /// Parses the element header at `i` in `buffer`; `base` is the buffer's offset in the file.
    static func parse(_ buffer: ByteBuffer, at i: Int, base: Int64 = 0) -> EBMLElement? {
        guard let (id, idLength) = vint(buffer, at: i, maxLength: 4, keepMarker: true),
              let (size, sizeLength) = vint(buffer, at: i + idLength, maxLength: 8, keepMarker: false)
        else { return nil }
        let allOnes: UInt64 = (1 << (7 * UInt64(sizeLength))) - 1
        return EBMLElement(
            id: UInt32(id), start: base + Int64(i), dataStart: base + Int64(i + idLength + sizeLength),
            size: size == allOnes ? nil : Int64(size))
    }

    /// The element at `offset` in the file, or nil when no header fits there.
    static func read(_ reader: FileReader, at offset: Int64) throws(AudioProbeError) -> EBMLElement? {
        parse(try reader.read(at: offset, count: 12), at: 0, base: offset)
    }

    /// A variable-length integer: the count of leading zero bits says its length. Returns the
    /// value and its length in bytes; nil for a zero first byte or bytes past the end.
    static func vint(_ buffer: ByteBuffer, at i: Int, maxLength: Int, keepMarker: Bool) -> (UInt64, Int)? {
        guard let first = buffer.u8(i), first != 0 else { return nil }
        let length = first.leadingZeroBitCount + 1
        guard length <= maxLength else { return nil }
        var value = UInt64(keepMarker ? first : first & (0xFF >> length))
        for k in 1..<length {
            guard let byte = buffer.u8(i + k) else { return nil }
            value = value << 8 | UInt64(byte)
        }
        return (value, length)
    }

    /// The children of `buffer[from..<to]`; stops at the first that doesn't fit.
    static func children(in buffer: ByteBuffer, from start: Int, to end: Int) -> [EBMLElement] {
        var elements: [EBMLElement] = []
        var offset = start
        let limit = min(end, buffer.count)
        while offset < limit, elements.count < 4096, let element = parse(buffer, at: offset) {
            let elementEnd = element.end(limit: Int64(limit))
            guard elementEnd <= Int64(limit), elementEnd > Int64(offset) else { break }
            elements.append(element)
            offset = Int(elementEnd)
        }
        return elements
    }
}

extension ByteBuffer {
    /// An EBML unsigned integer of up to 8 bytes filling `element`'s data.
    func ebmlUInt(_ element: EBMLElement) -> UInt64? {
        guard let size = element.size, size >= 1, size <= 8 else { return nil }
        var value: UInt64 = 0
        for k in 0..<Int(size) {
            guard let byte = u8(Int(element.dataStart) + k) else { return nil }
            value = value << 8 | UInt64(byte)
        }
        return value
    }

    /// An EBML float: 4 or 8 bytes, big-endian.
    func ebmlFloat(_ element: EBMLElement) -> Double? {
        let i = Int(element.dataStart)
        switch element.size {
        case 4: return u32be(i).map { Double(Float(bitPattern: $0)) }
        case 8: return f64be(i)
        default: return nil
        }
    }

    /// An EBML string (ASCII or UTF-8), NULs and whitespace trimmed.
    func ebmlString(_ element: EBMLElement) -> String? {
        guard let size = element.size, let data = slice(Int(element.dataStart), Int(size)) else { return nil }
        return TextDecoding.cleaned(TextDecoding.utf8OrLatin1(data.bytes))
    }
}
