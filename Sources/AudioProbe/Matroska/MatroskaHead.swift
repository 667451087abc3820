import Foundation

/// The Segment's elements before its first Cluster: `Info` (time scale, duration, title, date),
/// `Tracks` and `Tags`, read through a bounded walk of element headers.
struct MatroskaHead {
    /// Where the Segment's data starts and where it ends (the file's end for a live recording).
    var segmentStart: Int64 = 0
    var segmentEnd: Int64 = 0
    /// Nanoseconds per timecode tick (1 ms unless Info says otherwise).
    var timecodeScale: UInt64 = 1_000_000
    /// Info's Duration, in ticks; a browser's recorder writes none.
    var duration: Double?
    var track: MatroskaTrack?
    var tags = AudioTags()
    var firstCluster: Int64?

    /// Top-level elements looked at before giving up on finding the first Cluster.
    static let maxElements = 256
    /// The most of one header element (Info, Tracks, Tags) that is read.
    static let maxElementBytes = 1 << 20

    static let segmentID: UInt32 = 0x18538067
    static let clusterID: UInt32 = 0x1F43B675

    init(_ reader: FileReader, segment: EBMLElement) throws(AudioProbeError) {
        segmentStart = segment.dataStart
        segmentEnd = min(segment.end(limit: reader.size), reader.size)
        var offset = segment.dataStart
        var count = 0
        var tagsRead = false
        var tagsAt: Int64?
        while count < Self.maxElements, offset < segmentEnd, let element = try EBMLElement.read(reader, at: offset) {
            count += 1
            if element.id == Self.clusterID { firstCluster = offset; break }
            guard element.size != nil else { break }
            let end = element.end(limit: segmentEnd)
            switch element.id {
            case 0x1549A966: readInfo(try Self.body(reader, element, "its Info"))
            case 0x1654AE6B: track = MatroskaTrack.firstAudio(in: try Self.body(reader, element, "its track list"))
            case 0x1254C367: MatroskaTags.read(try Self.body(reader, element, "its tags"), into: &tags); tagsRead = true
            case 0x114D9B74: tagsAt = Self.tagsPosition(try Self.body(reader, element, "its index (SeekHead)"))
            default: break
            }
            offset = end
        }
        // Some muxers write the Tags after the audio; the SeekHead says where.
        if !tagsRead, let tagsAt, let element = try? EBMLElement.read(reader, at: segment.dataStart + tagsAt),
           element.id == 0x1254C367, let body = try? Self.body(reader, element, "its tags") {
            MatroskaTags.read(body, into: &tags)
        }
    }

    /// Where the SeekHead says the Tags are, counted from the Segment's data.
    private static func tagsPosition(_ seekHead: ByteBuffer) -> Int64? {
        for seek in EBMLElement.children(in: seekHead, from: 0, to: seekHead.count) where seek.id == 0x4DBB {
            let fields = EBMLElement.children(in: seekHead, from: Int(seek.dataStart), to: Int(seek.end(limit: Int64(seekHead.count))))
            guard let id = fields.first(where: { $0.id == 0x53AB }), id.size == 4,
                  seekHead.u32be(Int(id.dataStart)) == 0x1254C367,
                  let position = fields.first(where: { $0.id == 0x53AC }).flatMap({ seekHead.ebmlUInt($0) }),
                  position < UInt64(Int64.max / 2)
            else { continue }
            return Int64(position)
        }
        return nil
    }

    /// An element's data, up to `maxElementBytes`; cut-off data is an error, since what is
    /// missing could be anything from the codec to the duration.
    static func body(_ reader: FileReader, _ element: EBMLElement, _ what: String) throws(AudioProbeError) -> ByteBuffer {
        let size = element.size ?? 0
        guard element.end(limit: reader.size) <= reader.size else { throw .truncated(what) }
        return try reader.read(at: element.dataStart, count: Int(min(size, Int64(maxElementBytes))))
    }

    private mutating func readInfo(_ info: ByteBuffer) {
        for field in EBMLElement.children(in: info, from: 0, to: info.count) {
            switch field.id {
            case 0x2AD7B1: if let scale = info.ebmlUInt(field), scale > 0 { timecodeScale = scale }
            case 0x4489: duration = info.ebmlFloat(field).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            case 0x7BA9: tags.title = tags.title ?? info.ebmlString(field)
            case 0x4461:
                // Nanoseconds since 2001-01-01 UTC, signed; 0 is what a writer leaves when it doesn't know.
                if let raw = info.ebmlUInt(field), field.size == 8, raw != 0 {
                    tags.creationTime = Date(timeIntervalSinceReferenceDate: Double(Int64(bitPattern: raw)) / 1e9)
                }
            default: break
            }
        }
    }
}

/// Matroska `Tags`: each `Tag` holds `SimpleTag`s of a name and a string.
enum MatroskaTags {
    static func read(_ tags: ByteBuffer, into result: inout AudioTags) {
        var description: String?
        for tag in EBMLElement.children(in: tags, from: 0, to: tags.count) where tag.id == 0x7373 {
            let end = Int(tag.end(limit: Int64(tags.count)))
            for simple in EBMLElement.children(in: tags, from: Int(tag.dataStart), to: end) where simple.id == 0x67C8 {
                var name: String?
                var value: String?
                for field in EBMLElement.children(in: tags, from: Int(simple.dataStart), to: Int(simple.end(limit: Int64(end)))) {
                    if field.id == 0x45A3 { name = tags.ebmlString(field)?.uppercased() }
                    if field.id == 0x4487 { value = tags.ebmlString(field) }
                }
                guard let name, let value else { continue }
                switch name {
                case "TITLE": result.title = result.title ?? value
                case "COMMENT": result.comment = result.comment ?? value
                case "DESCRIPTION": description = description ?? value
                case "DATE_RECORDED", "DATE_RELEASED", "DATE": result.date = result.date ?? value
                default: break
                }
            }
        }
        if result.comment == nil { result.comment = description }
    }
}
