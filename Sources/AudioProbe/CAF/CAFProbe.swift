/// Apple Core Audio Format: "caff", then chunks with 64-bit sizes. `desc` gives the format,
/// `pakt` the exact frame count for variable-size codecs, `data` the audio (size −1 = to the
/// end), `info` the tags. Browsers can't play CAF.
enum CAFProbe {
    static let maxChunks = 10_000

    /// What the chunks say.
    private struct Chunks {
        var desc: CAFDescription?
        var validFrames: Int64?
        var dataStart: Int64?
        var dataSize: Int64?  // nil: "until the end of the file"
        var tags = AudioTags()
    }

    private static func chunks(_ reader: FileReader) throws(AudioProbeError) -> Chunks {
        var found = Chunks()
        var offset: Int64 = 8
        var count = 0
        while count < maxChunks, reader.size - offset >= 12 {
            count += 1
            let header = try reader.read(at: offset, count: 12)
            guard let type = header.fourCC(0), let rawSize = header.u64be(4) else { break }
            let body = offset + 12
            let size = Int64(bitPattern: rawSize)
            switch type {
            case "desc":
                found.desc = try CAFDescription(reader.readExactly(at: body, count: 32, "its CAF description"))
            case "pakt":
                let pakt = try reader.readExactly(at: body, count: 24, "its CAF packet table")
                found.validFrames = pakt.u64be(8).flatMap { Int64(exactly: $0) }
            case "data":
                found.dataStart = body + 4  // after the edit count
                // −1 (or any negative size) means "until the end of the file", as written while recording.
                found.dataSize = size < 0 ? nil : max(size - 4, 0)
            case "info":
                if let info = try? reader.read(at: body, count: Int(min(max(size, 0), 64 << 10))) {
                    found.tags = CAFInfoTags.parse(info)
                }
            default:
                break
            }
            guard size >= 0, size < reader.size - body else { break }  // to the end, or past it
            offset = body + size
        }
        return found
    }

    static func probe(_ reader: FileReader) throws(AudioProbeError) -> AudioInfo {
        let found = try chunks(reader)
        let (validFrames, dataSize, tags) = (found.validFrames, found.dataSize, found.tags)
        guard let desc = found.desc else { throw .truncated("its CAF description (desc)") }
        guard let dataStart = found.dataStart else { throw .truncated("its header: there is no audio data (data chunk)") }
        let available = max(reader.size - dataStart, 0)
        var warnings: [String] = []
        var bytes = available
        if let dataSize, dataSize >= 0 {
            if dataSize > available {
                warnings.append("the CAF header says the audio is \(dataSize) bytes, but the file holds only \(available) " +
                                "(it was probably cut off); the duration is computed from what is there")
            } else {
                bytes = dataSize
            }
        }
        let frames: Double
        if let validFrames, validFrames > 0 {
            // Exact (priming and remainder already excluded); scaled down if the audio was cut.
            let claimed = Double(dataSize ?? available)
            frames = Double(validFrames) * (claimed > Double(available) ? Double(available) / claimed : 1)
        } else if desc.bytesPerPacket > 0, desc.framesPerPacket > 0 {
            frames = Double(bytes / Int64(desc.bytesPerPacket)) * Double(desc.framesPerPacket)
        } else {
            throw .corrupt("the CAF file has variable-size packets but no packet table (pakt)")
        }
        return AudioInfo(
            format: .caf, codec: desc.codec, duration: frames / desc.sampleRate,
            sampleRate: Int(desc.sampleRate.rounded()), channels: desc.channels > 0 ? Int(desc.channels) : nil,
            tags: tags, warnings: warnings, browserPlayable: false)
    }
}
