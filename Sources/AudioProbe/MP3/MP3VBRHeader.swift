/// The Xing/Info (LAME, ffmpeg) or VBRI (Fraunhofer) header inside the first MP3 frame,
/// which says how many frames, and how many bytes, the stream has.
struct MP3VBRHeader {
    /// Number of frames (0 when the header doesn't say).
    var frames: UInt32
    /// Bytes in the stream, when the header says.
    var bytes: UInt32?

    /// Parses the header inside `frame` (the first frame's bytes); nil when there is none.
    init?(_ frame: ByteBuffer, _ header: MP3FrameHeader) {
        let x = header.xingOffset
        if frame.matches("Xing", at: x) || frame.matches("Info", at: x) {
            guard let flags = frame.u32be(x + 4) else { return nil }
            var i = x + 8
            frames = 0
            if flags & 0x1 != 0 { frames = frame.u32be(i) ?? 0; i += 4 }
            if flags & 0x2 != 0 { bytes = frame.u32be(i) }
            return
        }
        // VBRI sits at a fixed 32 bytes after the header: version, delay, quality, bytes, frames.
        if frame.matches("VBRI", at: 36) {
            bytes = frame.u32be(36 + 10)
            frames = frame.u32be(36 + 14) ?? 0
            return
        }
        return nil
    }
}
