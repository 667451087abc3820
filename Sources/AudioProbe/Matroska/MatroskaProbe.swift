/// WebM and Matroska audio (`.webm`, `.weba`, `.mka`): the EBML header's DocType, the Segment's
/// Info, Tracks and Tags, and the duration from Info, or, when a live recorder wrote none, from
/// the last block of the last Cluster.
enum MatroskaProbe {
    static let ebmlID: UInt32 = 0x1A45DFA3

    static func probe(_ reader: FileReader) throws(AudioProbeError) -> AudioInfo {
        guard let header = try EBMLElement.read(reader, at: 0), header.id == ebmlID, let headerSize = header.size,
              headerSize < 4096
        else { throw .corrupt("its EBML (WebM/Matroska) header makes no sense") }
        let headerData = try reader.readExactly(at: header.dataStart, count: Int(headerSize), "its EBML header")
        let docType = EBMLElement.children(in: headerData, from: 0, to: headerData.count)
            .first { $0.id == 0x4282 }.flatMap { headerData.ebmlString($0) }
        guard let docType, ["webm", "matroska"].contains(docType) else {
            throw .unsupportedCodec("it is an EBML file of type \"\(docType ?? "none")\", not WebM or Matroska")
        }
        let segmentAt = header.end(limit: reader.size)
        guard let segment = try EBMLElement.read(reader, at: segmentAt) else { throw .truncated("its header") }
        guard segment.id == MatroskaHead.segmentID else { throw .corrupt("the WebM/Matroska file has no Segment after its header") }
        let head = try MatroskaHead(reader, segment: segment)
        guard let track = head.track else {
            if head.firstCluster == nil, head.segmentEnd >= reader.size { throw .truncated("its track list") }
            throw .unsupportedCodec("the \(docType == "webm" ? "WebM" : "Matroska") file has no audio track")
        }
        var warnings: [String] = []
        let duration = try duration(reader, head: head, track: track, warnings: &warnings)
        let format: AudioFormat = docType == "webm" ? .webm : .mka
        return AudioInfo(
            format: format, codec: track.codec, duration: duration, sampleRate: track.sampleRate,
            channels: track.channels, tags: head.tags, warnings: warnings,
            browserPlayable: format == .webm && ["opus", "vorbis"].contains(track.codec))
    }

    /// Info's Duration when there is one; else the end of the last block.
    private static func duration(
        _ reader: FileReader, head: MatroskaHead, track: MatroskaTrack, warnings: inout [String]
    ) throws(AudioProbeError) -> Double {
        if let ticks = head.duration { return ticks * Double(head.timecodeScale) / 1e9 }
        guard head.firstCluster != nil else {
            warnings.append("the recording holds no audio yet")
            return 0
        }
        guard let end = try MatroskaLastCluster.end(reader, head: head, track: track) else {
            throw .corrupt("its last part (Cluster) can't be found, so its length is unknown")
        }
        if end.cut {
            warnings.append("the last part of the recording is cut off; the duration counts only the complete parts")
        }
        return max(end.nanoseconds - Double(track.codecDelay), 0) / 1e9
    }
}
