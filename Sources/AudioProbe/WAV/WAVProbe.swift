/// RIFF/WAVE (and RF64/BW64): walks the chunks (each padded to an even size) for `fmt `,
/// `data` and `LIST/INFO`. The duration is the data size over the byte rate.
enum WAVProbe {
    /// Chunk walk limit, so a file of millions of empty chunks can't keep us busy.
    static let maxChunks = 10_000

    static func probe(_ reader: FileReader) throws(AudioProbeError) -> AudioInfo {
        var format: WAVFormat?
        var dataStart: Int64?
        var dataSize: Int64?  // nil: the writer couldn't fill it in (streamed, 0xFFFFFFFF)
        var ds64DataSize: Int64?
        var tags = AudioTags()
        var offset: Int64 = 12
        var count = 0
        while count < maxChunks, reader.size - offset >= 8 {
            count += 1
            let header = try reader.read(at: offset, count: 8)
            guard let id = header.fourCC(0), let size32 = header.u32le(4) else { break }
            var size = Int64(size32)
            let body = offset + 8
            switch id {
            case "fmt ":
                format = try WAVFormat(reader.readExactly(at: body, count: Int(min(size, 64)), "its format header"))
            case "ds64":
                // RF64: the real 64-bit data size lives here (riff size, then data size).
                ds64DataSize = try reader.read(at: body, count: 16).u64le(8).flatMap { Int64(exactly: $0) }
            case "data":
                dataStart = body
                if size32 == UInt32.max {
                    dataSize = ds64DataSize
                    size = ds64DataSize ?? Int64.max
                } else {
                    dataSize = size
                }
            case "LIST":
                if let list = try? reader.read(at: body, count: Int(min(size, 64 << 10))), list.matches("INFO", at: 0) {
                    tags = WAVInfoTags.parse(list)
                }
            default:
                break
            }
            // Chunks are padded to an even size. Stop at a chunk that runs past the end of the file.
            guard size < reader.size - body else { break }
            offset = body + size + (size & 1)
        }
        guard let format else { throw .truncated("its format header (fmt)") }
        guard let dataStart else { throw .truncated("its header: there is no audio data (data chunk)") }
        let available = max(reader.size - dataStart, 0)
        var warnings: [String] = []
        var bytes = available
        if let dataSize, dataSize > available {
            warnings.append("the WAV header says the audio is \(dataSize) bytes, but the file holds only \(available) " +
                            "(it was probably cut off); the duration is computed from what is there")
        } else if let dataSize {
            bytes = dataSize
        }
        return AudioInfo(
            format: .wav, codec: format.codec, duration: format.duration(ofBytes: bytes),
            sampleRate: format.sampleRate, channels: format.channels, tags: tags, warnings: warnings,
            browserPlayable: format.isPCM)
    }
}
