import Testing
@testable import AudioProbe

/// The bounds-checked accessors every parser relies on: nil, never a trap.
@Suite struct ByteBufferTests {
    let buffer = ByteBuffer([0x00, 0x01, 0x02, 0x03, 0xA9, 0x6E, 0x61, 0x6D])

    @Test("reads inside the buffer")
    func inside() {
        #expect(buffer.u16be(0) == 0x0001)
        #expect(buffer.u32be(0) == 0x0001_0203)
        #expect(buffer.u32le(0) == 0x0302_0100)
        #expect(buffer.u64be(0) == 0x0001_0203_A96E_616D)
        #expect(buffer.fourCC(4) == "©nam")  // 0xA9 decoded as Latin-1
    }

    @Test("reads past either end give nil", arguments: [-1, 5, 7, 8, Int.max, Int.min])
    func outside(_ i: Int) {
        #expect(buffer.u32be(i) == nil)
        #expect(buffer.u64le(i) == nil)
        #expect(buffer.slice(i, 4) == nil)
        #expect(buffer.has(i, Int.max) == false)
    }

    @Test("clamped slices never reach past the end")
    func clamped() {
        #expect(buffer.clampedSlice(6, 100).bytes == [0x61, 0x6D])
        #expect(buffer.clampedSlice(100, 4).isEmpty)
        #expect(buffer.clampedSlice(-3, 4).isEmpty)
    }

    @Test("bit fields stop at the end")
    func bits() {
        var cursor = BitCursor(ByteBuffer([0b1011_0000]))
        #expect(cursor.read(4) == 0b1011)
        #expect(cursor.read(4) == 0)
        #expect(cursor.read(1) == nil)
    }
}
