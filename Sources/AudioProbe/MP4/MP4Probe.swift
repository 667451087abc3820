/// MP4/M4A/MOV: finds `moov` (front or back) by hopping over top-level boxes, then reads
/// `mvhd`, the audio `trak`, tags, and for fragmented files the `moof` run durations.
enum MP4Probe {
    /// Box types that can start an MP4/QuickTime file; used to detect the format.
    static let topLevelTypes: Set<String> = ["ftyp", "moov", "mdat", "free", "skip", "wide", "pnot", "styp"]

    /// Top-level walk limit: a fragmented file has two boxes per fragment, so this allows
    /// days of audio while still bounding a file made of millions of empty boxes.
    static let maxTopLevelBoxes = 200_000

    /// The top-level boxes that matter: the index, the fragments, and a box the file ends inside.
    private struct TopLevel {
        var moov: MP4Box?
        var moofs: [MP4Box] = []
        var cutBox: MP4Box?
        /// The `ftyp` box's major brand ("M4A ", "isom", "3gp4", …).
        var brand: String?
    }

    private static func topLevel(_ reader: FileReader) throws(AudioProbeError) -> TopLevel {
        var found = TopLevel()
        var offset: Int64 = 0
        var count = 0
        while count < maxTopLevelBoxes, let box = try MP4Box.read(reader, at: offset, limit: reader.size) {
            count += 1
            if count == 1, !topLevelTypes.contains(box.type) { throw .unknownFormat }
            if count == 1, box.type == "ftyp" { found.brand = try reader.read(at: box.payloadStart, count: 4).fourCC(0) }
            if box.end > reader.size { found.cutBox = box }
            if box.type == "moov", found.moov == nil { found.moov = box }
            if box.type == "moof", found.cutBox == nil { found.moofs.append(box) }
            if found.cutBox != nil { break }
            offset = box.end
        }
        return found
    }

    static func probe(_ reader: FileReader) throws(AudioProbeError) -> AudioInfo {
        let top = try topLevel(reader)
        let (moov, moofs, cutBox) = (top.moov, top.moofs, top.cutBox)
        guard let moov else {
            throw cutBox?.type == "mdat" || moofs.isEmpty ? .missingIndex : .corrupt("the MP4 has fragments but no index (moov)")
        }
        if moov.end > reader.size { throw .truncated("its index (moov)") }

        var header: MP4MovieHeader?
        var audio: MP4Track?
        for child in try MP4Box.children(reader, from: moov.payloadStart, to: moov.end) {
            if child.type == "mvhd" {
                header = MP4MovieHeader(try MP4Track.payload(reader, child, max: 32))
            } else if child.type == "trak", audio == nil {
                let track = try MP4Track(reader, trak: child)
                if track.isAudio { audio = track }
            }
        }
        guard let audio else { throw .unsupportedCodec("the MP4 file has no audio track") }
        guard let entry = audio.sampleEntry else { throw .corrupt("the MP4 audio track doesn't say its codec") }
        if ["drms", "enca"].contains(entry.codec) { throw .unsupportedCodec("the audio is copy-protected (DRM)") }

        var warnings: [String] = []
        let duration: Double
        if !moofs.isEmpty {
            duration = try fragmentedDuration(reader, moov: moov, moofs: moofs, track: audio)
            if cutBox != nil {
                warnings.append("the last part of the recording is cut off; the duration counts only the complete parts")
            }
        } else {
            if let cutBox {
                // Not fragmented: the index points at audio the file no longer holds. A cut
                // box of another kind after the audio (free space, metadata) loses nothing we use.
                guard cutBox.type != "mdat" else { throw .truncated("its audio data") }
                warnings.append("the file ends inside its trailing '\(cutBox.type)' box; the audio is complete")
            }
            if let seconds = header?.seconds {
                duration = seconds
            } else if audio.timescale > 0, audio.mediaDuration > 0 {
                duration = Double(audio.mediaDuration) / Double(audio.timescale)
            } else {
                warnings.append("the MP4 index doesn't give a duration")
                duration = 0
            }
        }

        var tags = MP4Tags.read(reader, moov: moov)
        tags.creationTime = header?.creationTime
        let format = Self.format(brand: top.brand)
        if format == .threeGP { ThreeGPTags.read(reader, moov: moov, into: &tags) }
        return AudioInfo(
            format: format, codec: entry.codec, duration: duration,
            sampleRate: entry.sampleRate ?? (audio.timescale > 0 ? Int(audio.timescale) : nil),
            channels: entry.channels, tags: tags, warnings: warnings,
            browserPlayable: ["aac", "mp3", "opus", "flac"].contains(entry.codec))
    }

    /// 3GP and 3G2 (phones' recordings) by their brand; any other MPEG-4 file is an M4A.
    static func format(brand: String?) -> AudioFormat {
        guard let brand else { return .m4a }
        return brand.hasPrefix("3gp") || brand.hasPrefix("3g2") ? .threeGP : .m4a
    }

    /// Samples described in moov itself (usually none) plus all the fragments, in seconds.
    private static func fragmentedDuration(
        _ reader: FileReader, moov: MP4Box, moofs: [MP4Box], track: MP4Track
    ) throws(AudioProbeError) -> Double {
        guard track.timescale > 0 else { throw .corrupt("the MP4 audio track has no time scale") }
        let trexDefault = try MP4Fragments.trexDefaultDuration(reader, moov: moov, trackID: track.id)
        let fragments = try MP4Fragments.totalDuration(
            reader, moofs: moofs, trackID: track.id, trexDefaultDuration: trexDefault)
        return (Double(track.mediaDuration) + Double(fragments)) / Double(track.timescale)
    }
}
