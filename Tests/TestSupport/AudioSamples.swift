import Foundation

/// Audio made in code for tests that need a particular length or a particular defect.
public enum AudioSamples {
    /// A 16-bit mono PCM WAV of `seconds` of a quiet tone. `claimedExtraBytes` makes the
    /// header promise more data than the file holds (as a recorder that died mid-write leaves it).
    /// `seed` varies the samples so two files never share a checksum.
    public static func wav(seconds: Double, sampleRate: Int = 8000, claimedExtraBytes: Int = 0, seed: Int = 0) -> Data {
        let frames = Int(seconds * Double(sampleRate))
        var samples = Data(capacity: frames * 2)
        for index in 0..<frames {
            let value = Int16(sin(Double(index + seed) * 0.05) * 2000)
            withUnsafeBytes(of: value.littleEndian) { samples.append(contentsOf: $0) }
        }
        var data = Data("RIFF".utf8)
        data.append(le32(36 + samples.count + claimedExtraBytes))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        data.append(le32(16))
        data.append(le16(1))                 // PCM
        data.append(le16(1))                 // mono
        data.append(le32(sampleRate))
        data.append(le32(sampleRate * 2))    // byte rate
        data.append(le16(2))                 // block align
        data.append(le16(16))                // bits per sample
        data.append(contentsOf: Array("data".utf8))
        data.append(le32(samples.count + claimedExtraBytes))
        data.append(samples)
        return data
    }

    /// `wav(seconds:seed:)` with the tags a recorder writes in a `LIST/INFO` chunk after its
    /// data: INAM (title) and ICMT (comment), in UTF-8.
    public static func wav(seconds: Double, seed: Int, title: String?, comment: String? = nil) -> Data {
        var info = Data("INFO".utf8)
        for (id, text) in [("INAM", title), ("ICMT", comment)] {
            guard let text else { continue }
            var value = Data(text.utf8)
            value.append(0)
            info.append(contentsOf: Array(id.utf8))
            info.append(le32(value.count))
            info.append(value)
            if value.count % 2 == 1 { info.append(0) }
        }
        var data = wav(seconds: seconds, seed: seed)
        data.append(contentsOf: Array("LIST".utf8))
        data.append(le32(info.count))
        data.append(info)
        data.replaceSubrange(4..<8, with: le32(data.count - 8))
        return data
    }

    /// The top-level boxes of an MP4 file: type and byte range.
    public static func mp4Boxes(_ data: Data) -> [(type: String, range: Range<Int>)] {
        var boxes: [(String, Range<Int>)] = []
        var offset = 0
        let bytes = [UInt8](data)
        while offset + 8 <= bytes.count {
            let size = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard size >= 8, offset + size <= bytes.count else { break }
            boxes.append((type, offset..<offset + size))
            offset += size
        }
        return boxes
    }

    /// The same MP4 with its `moov` box (the index) cut out.
    public static func mp4WithoutMoov(_ data: Data) -> Data {
        var result = Data()
        for box in mp4Boxes(data) where box.type != "moov" {
            result.append(data[box.range])
        }
        return result
    }

    private static func le32(_ value: Int) -> Data { withUnsafeBytes(of: UInt32(value).littleEndian) { Data($0) } }
    private static func le16(_ value: Int) -> Data { withUnsafeBytes(of: UInt16(value).littleEndian) { Data($0) } }
}
