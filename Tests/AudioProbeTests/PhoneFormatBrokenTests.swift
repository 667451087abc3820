import Foundation
import Testing
import TestSupport
@testable import AudioProbe

/// Cut, damaged and impostor files in the phone formats: one clear error each, or a sane result;
/// never a trap, never an endless walk.
@Suite struct PhoneFormatBrokenTests {
    @Test("an AMR cut inside a frame is .truncated, and so is one with only its header")
    func truncatedAMR() throws {
        let amr = [UInt8](PhoneRecordings.amr(seconds: 3))
        for bytes in [Array(amr[..<(amr.count - 7)]), Array("#!AMR\n".utf8), Array("#!AMR-WB\n".utf8)] {
            let file = try TemporaryFile(named: "note.amr", bytes: bytes)
            let error = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: file.path) }
            #expect(error?.reason == .truncated)
            #expect(error?.description.contains("cut off") == true, "\(String(describing: error))")
        }
    }

    @Test("an AMR header followed by random bytes is .corrupt", arguments: [UInt64(1), 2, 3, 4, 5])
    func amrOfGarbage(_ seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let bytes = Array("#!AMR\n".utf8) + (0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let file = try TemporaryFile(named: "note.amr", bytes: bytes)
        let error = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: file.path) }
        #expect(error?.reason == .corrupt)
        #expect(error?.message == "the file is damaged: after its AMR header the file holds no AMR frames")
    }

    @Test("random bytes named .amr or .aac, and ADTS-looking garbage, are .unknownFormat", arguments: ["note.amr", "note.aac"])
    func randomBytes(_ name: String) throws {
        var rng = SeededGenerator(seed: 41)
        for prefix in [[UInt8](), [0xFF, 0xF1, 0x50, 0x80], [0xFF, 0xF9, 0x4C, 0x40]] {
            let bytes = prefix + (0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let file = try TemporaryFile(named: name, bytes: bytes)
            let error = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: file.path) }
            #expect(error?.reason == .unknownFormat)
            #expect(error?.message.contains(AudioProbeError.knownFormats) == true)
        }
    }

    @Test("a .amr that is really text says so")
    func textNamedAMR() throws {
        let text = "<!DOCTYPE html>\n<html><body>Voice message — tap to download</body></html>\n"
        let file = try TemporaryFile(named: "PTT-20241202-WA0002.amr", bytes: Array(text.utf8))
        let error = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: file.path) }
        #expect(error?.reason == .unknownFormat)
        #expect(error?.description == "this is a text file, not a recording, although its name says audio — " +
                "Find the recording itself: export it again from the phone or the chat app.")
    }

    @Test("an ADTS file damaged part-way counts the audio before the damage, with a warning")
    func damagedADTS() throws {
        let (folder, file) = try PhoneRecordings.toneFile("tone.aac", seconds: 4, codec: "aac", format: "adts")
        defer { folder.remove() }
        var bytes = try [UInt8](Data(contentsOf: file))
        let full = try AudioProbe.probe(fileAt: file.path)
        for i in (bytes.count / 2)..<(bytes.count / 2 + 2000) { bytes[i] = 0 }
        let damaged = try TemporaryFile(named: "tone.aac", bytes: bytes)
        let info = try AudioProbe.probe(fileAt: damaged.path)
        #expect(info.duration < full.duration * 0.6 && info.duration > full.duration * 0.4)
        #expect(info.warnings.first?.contains("damaged") == true)
    }

    /// Each format, small, made by ffmpeg (AMR by hand), for the fuzz tests.
    static let fuzzed = ["tone.aac", "note.amr", "note.awb", "amr.3gp", "opus.webm", "live.webm", "vorbis.mka"]

    @Test("cut and damaged phone recordings never trap", arguments: fuzzed)
    func fuzz(_ name: String) throws {
        let folder = try TemporaryDirectory("phone-fuzz")
        defer { folder.remove() }
        let original = try Self.make(name, in: folder)
        let full = try AudioProbe.probe(fileAt: folder.appending(name).path)
        var rng = SeededGenerator(seed: UInt64(original.count))
        let file = try TemporaryFile(named: name, bytes: [])
        var thrown = 0
        let cuts = Array(stride(from: 1, to: original.count, by: max(original.count / 150, 1)))
        for cut in cuts {
            try file.write(Array(original[..<cut]))
            do {
                let info = try AudioProbe.probe(fileAt: file.path)
                #expect(info.duration.isFinite && info.duration <= full.duration + 0.05, "cut at \(cut): \(info.duration)")
            } catch {
                thrown += 1
                #expect(!error.message.isEmpty && !error.hint.isEmpty)
            }
        }
        #expect(thrown > 0)
        for round in 0..<300 {
            var bytes = original
            let span = round % 2 == 0 ? min(bytes.count, 1024) : bytes.count
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                bytes[Int.random(in: 0..<span, using: &rng)] ^= UInt8.random(in: 1...255, using: &rng)
            }
            try file.write(bytes)
            do {
                let info = try AudioProbe.probe(fileAt: file.path)
                #expect(info.duration.isFinite && info.duration >= 0)
            } catch {
                #expect(!error.message.isEmpty && !error.hint.isEmpty)
            }
        }
    }

    private static func make(_ name: String, in folder: TemporaryDirectory) throws -> [UInt8] {
        let file = folder.appending(name)
        switch name {
        case "tone.aac": try PhoneRecordings.tone(seconds: 2, codec: "aac", format: "adts", to: file)
        case "note.amr": try PhoneRecordings.amr(seconds: 2, modes: [7, 0, 15]).write(to: file)
        case "note.awb": try PhoneRecordings.amr(seconds: 2, wideband: true).write(to: file)
        case "amr.3gp":
            let amr = folder.appending("source.amr")
            try PhoneRecordings.amr(seconds: 2).write(to: amr)
            try PhoneRecordings.remux(amr, format: "3gp", to: file)
        case "opus.webm": try PhoneRecordings.tone(seconds: 2, codec: "libopus", format: "webm", to: file)
        case "live.webm": try PhoneRecordings.tone(seconds: 2, codec: "libopus", format: "webm", to: file, extra: ["-live", "1"])
        default: try PhoneRecordings.tone(seconds: 2, codec: "libvorbis", format: "matroska", to: file)
        }
        return try [UInt8](Data(contentsOf: file))
    }
}
