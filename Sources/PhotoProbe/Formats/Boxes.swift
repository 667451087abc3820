/// One ISO BMFF box (HEIC's structure): its type and where its contents lie.
struct Box {
    let type: String
    /// The contents' start and end: in the file for a top-level box, in the parent's bytes inside it.
    let start: Int64
    let end: Int64

    /// A box's header at `offset` (size, type, and a 64-bit size when the size is 1), checked to
    /// end within `limit`; `what` names the file's end in the refusal.
    static func header(_ head: Bytes, at offset: Int64, limit: Int64) throws(PhotoProbeError) -> Box {
        guard let size32 = head.number(0, length: 4), let type = head.code(4) else { throw .truncated("its last box") }
        var headerLength: Int64 = 8
        var size = Int64(size32)
        if size32 == 1 {
            guard let large = head.number(8, length: 8), large >= 0 else { throw .truncated("its last box") }
            headerLength = 16
            size = Int64(large)
        } else if size32 == 0 {
            size = limit - offset  // to the end
        }
        guard size >= headerLength else { throw .corrupt("its \"\(type)\" box declares a size of \(size) bytes") }
        guard size <= limit - offset else { throw .truncated("the end of its \"\(type)\" box") }
        return Box(type: type, start: offset + headerLength, end: offset + size)
    }

    /// The boxes one after another in `bytes` from `start`, as many as `maxBoxes`.
    static func children(of bytes: Bytes, from start: Int) throws(PhotoProbeError) -> [Box] {
        var boxes: [Box] = []
        var offset = Int64(start)
        while offset < Int64(bytes.count), boxes.count < maxBoxes {
            let box = try header(bytes.part(Int(offset), length: 16), at: offset, limit: Int64(bytes.count))
            boxes.append(box)
            offset = box.end
        }
        return boxes
    }

    static let maxBoxes = 10_000

    func contents(of bytes: Bytes) -> Bytes {
        bytes.part(Int(start), length: Int(end - start))
    }
}
