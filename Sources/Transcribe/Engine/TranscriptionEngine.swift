import Foundation
import StoryCore
import StoryArchive
import Transcript

/// The program that turns a recording into a transcript, run once per recording. StoryChop
/// never links a speech model in: any local program that honours the contract will do.
///
///     ENGINE --languages            the language codes it transcribes, one a line
///     ENGINE --about                (optional) its name and version; on a second line, its model
///     ENGINE AUDIO --language CODE  the transcript as WebVTT (or Whisper JSON) on standard output
///
/// Exit status 0 done, 2 usage, 3 unreadable audio, 4 language not handled, 1 anything else,
/// with one line on standard error saying why.
public struct TranscriptionEngine: Sendable {
    /// The program's path.
    public var path: String
    /// The codes `--languages` printed (`en`; `de-AT` too).
    public var languages: [String] = []
    /// What `--about` said, or the program's file name.
    public var name: String
    public var model: String?

    /// The most a transcript may be: what a transcript file may be at all.
    static let maxOutput = TranscriptLimits.maxBytes
    /// How long `--languages` and `--about` may take: long enough to load a Python program.
    static let questionTimeout = 60.0

    /// Where `scripts/install-deps.sh --transcription` puts the engine it installs.
    public static func installedPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        EngineLocation.installed(folder: "transcriber", program: "storychop-whisper", environment: environment)
    }

    /// The engine `transcriber:` names (relative to the archive, or starting with ~/), else the
    /// installed one; asked which languages it handles and what it is.
    public static func find(configured: String?, archiveRoot: URL) throws(TranscribeError) -> TranscriptionEngine {
        let path = configured.map { EngineLocation.resolve($0, in: archiveRoot) } ?? installedPath()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              FileManager.default.isExecutableFile(atPath: path) else {
            let message = isFolder.boolValue ? "the transcription engine named is a folder, not a program"
                : FileManager.default.fileExists(atPath: path) ? "the transcription engine is not a program you may run"
                : configured == nil ? "no transcription engine is installed" : "the transcription engine that storychop.yml names is missing"
            let hint = configured == nil
                ? "Run scripts/install-deps.sh --transcription in StoryChop's folder (once; it needs the network), or name another engine as transcriber: in storychop.yml."
                : "Fix transcriber: in storychop.yml, or remove it to use the one scripts/install-deps.sh --transcription installs."
            throw TranscribeError(.noEngine, file: path, message: message, hint: hint)
        }
        var engine = TranscriptionEngine(path: path, name: (path as NSString).lastPathComponent)
        engine.languages = try engine.askLanguages(configured: configured != nil)
        if let about = engine.askAbout() {
            engine.name = about.name
            engine.model = about.model
        }
        return engine
    }

    /// Whether it transcribes `language`: the exact tag, or its first part (`en` for `en-GB`).
    public func handles(_ language: String) -> Bool {
        let wanted = language.lowercased()
        let primary = wanted.split(separator: "-").first.map(String.init) ?? wanted
        return languages.contains { $0.lowercased() == wanted || $0.lowercased() == primary }
    }

    /// The transcript of `audio` as the engine printed it; `progress` hears the output so far.
    public func transcribe(_ audio: String, language: String, timeout: Double,
                           progress: (Data) -> Void = { _ in }) throws(EngineFailure) -> Data {
        let run = EngineProcess(executable: path, arguments: [audio, "--language", language], timeout: timeout,
                                maxOutput: Self.maxOutput)
        let outcome = try run.run(progress: progress)
        if outcome.timedOut { throw .timedOut(after: timeout) }
        if outcome.overflowed { throw .garbled("more than \(Self.maxOutput / 1_000_000) MB of it") }
        if outcome.killed { throw .killed(by: outcome.status, said: outcome.lastErrorLine) }
        guard outcome.status == 0 else { throw .failed(status: outcome.status, said: outcome.lastErrorLine) }
        return outcome.output
    }

    private func askLanguages(configured: Bool) throws(TranscribeError) -> [String] {
        let remedy = configured ? "fix the program transcriber: in storychop.yml names, or remove that line to use the default engine"
            : "reinstall it with scripts/install-deps.sh --transcription"
        let question = EngineProcess(executable: path, arguments: ["--languages"], timeout: Self.questionTimeout, maxOutput: 64 << 10)
        let said: String
        do throws(EngineFailure) {
            let outcome = try question.run()
            if outcome.timedOut { throw EngineFailure.timedOut(after: Self.questionTimeout) }
            if outcome.killed { throw EngineFailure.killed(by: outcome.status, said: outcome.lastErrorLine) }
            guard outcome.status == 0 else { throw EngineFailure.failed(status: outcome.status, said: outcome.lastErrorLine) }
            said = String(decoding: outcome.output, as: UTF8.self)
        } catch {
            throw TranscribeError(.engineBroken, file: path, message: "the engine did not say which languages it transcribes (\(error.message))",
                                  hint: "An engine answers --languages with its language codes, one a line (see the README); \(remedy).")
        }
        let codes = said.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !codes.isEmpty, codes.allSatisfy(LanguageTag.isWellFormed) else {
            throw TranscribeError(.engineBroken, file: path, message: "the engine's answer to --languages is not a list of language codes",
                                  hint: "An engine answers --languages with codes such as en or de, one a line (see the README); \(remedy).")
        }
        return codes
    }

    /// `--about` is optional: an engine that does not answer it is known by its file name.
    private func askAbout() -> (name: String, model: String?)? {
        let question = EngineProcess(executable: path, arguments: ["--about"], timeout: Self.questionTimeout, maxOutput: 4 << 10)
        guard let outcome = try? question.run(), outcome.status == 0, !outcome.timedOut else { return nil }
        let lines = String(decoding: outcome.output, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { String($0.trimmingCharacters(in: .whitespaces).prefix(200)) }.filter { !$0.isEmpty }
        guard let name = lines.first else { return nil }
        return (name, lines.dropFirst().first)
    }

}
