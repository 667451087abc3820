import Foundation

/// The binary's entry point: SwiftPM links an executable with `main` standing for
/// `storychop_fuzz_main`, so this is where libFuzzer's driver (its flags, corpus folders, the
/// fuzzing loop) starts, fed by `fuzzOneInput`.
@_cdecl("storychop_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    _ = FuzzTarget.chosen   // an unknown target stops here, before libFuzzer starts
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzOneInput)
}

/// libFuzzer's own `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// libFuzzer's entry point for every StoryChop fuzz target. One binary holds them all (one
/// instrumented build instead of one per parser); `STORYCHOP_FUZZ_TARGET` names the target a
/// run feeds, and scripts/fuzz.sh sets it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    FuzzTarget.chosen.run(data)
    return 0
}

/// A parser fed a fuzzer's bytes. It may throw or refuse anything; only a trap, a hang or a
/// runaway allocation is a finding.
struct FuzzTarget: Sendable {
    var name: String
    /// The outside bytes it stands for, for `storychop-fuzz` run without a target.
    var reads: String
    var run: @Sendable (Data) -> Void

    static let all: [FuzzTarget] = AudioTargets.all + FileTargets.all + TextTargets.all + IngestTargets.all

    /// The target `STORYCHOP_FUZZ_TARGET` names; an unknown or missing name lists the targets and exits.
    static let chosen: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["STORYCHOP_FUZZ_TARGET"] ?? ""
        if let target = all.first(where: { $0.name == name }) { return target }
        var message = "storychop-fuzz: set STORYCHOP_FUZZ_TARGET to one of these targets (scripts/fuzz.sh does):\n"
        for target in all { message += "  \(target.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(target.reads)\n" }
        FileHandle.standardError.write(Data(message.utf8))
        exit(2)
    }()
}

/// Hands a parser that reads from a path the fuzzer's bytes as a file: one per process, in the
/// temporary folder, rewritten for every input and named with the extension the parser expects.
enum ScratchFile {
    private static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("storychop-fuzz-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("storychop-fuzz-\(getpid())")) }
        return url
    }()

    static func write(_ data: Data, named name: String) -> String {
        let url = folder.appendingPathComponent(name)
        do {
            try data.write(to: url)
        } catch {
            FileHandle.standardError.write(Data("storychop-fuzz: cannot write \(url.path): \(error)\n".utf8))
            exit(2)
        }
        return url.path
    }
}
