import Foundation
import StoryArchive
import Testing
import TestSupport
@testable import Transcribe

/// Finding the engine and asking it the contract's questions: every way it can be missing or
/// wrong stops the run before any recording, with what to do.
@Suite struct EngineFindingTests {
    @Test func withoutAnEngineTheErrorSaysHowToInstallOne() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let environment = ["HOME": folder.path]
        #expect(TranscriptionEngine.installedPath(environment: environment) == folder.path + "/.local/share/storychop/transcriber/storychop-whisper")
        #expect(TranscriptionEngine.installedPath(environment: ["HOME": "/h", "XDG_DATA_HOME": "/data"]) == "/data/storychop/transcriber/storychop-whisper")
        #expect(TranscriptionEngine.installedPath(environment: ["HOME": "/h", "XDG_DATA_HOME": "relative"]).hasPrefix("/h/.local/share/"))

        let archive = try TranscribeFixture.archive(in: folder, transcriber: "engines/missing")
        let error = #expect(throws: TranscribeError.self) {
            try TranscriptionEngine.find(configured: archive.config.transcriber, archiveRoot: archive.root)
        }
        #expect(error?.reason == .noEngine && error?.file == archive.root.path + "/engines/missing")
        #expect(error?.hint.contains("transcriber: in storychop.yml") == true)
    }

    @Test func aFileThatIsNotAProgramIsNamed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("not a program", to: "family/engine.txt")
        let error = #expect(throws: TranscribeError.self) {
            try TranscriptionEngine.find(configured: "engine.txt", archiveRoot: folder.appending("family"))
        }
        #expect(error?.message == "the transcription engine is not a program you may run")
    }

    @Test(arguments: [
        ("--languages) echo 'English!'; exit 0 ;;", "not a list of language codes"),
        ("--languages) echo 'no model' >&2; exit 1 ;;", "stopped with status 1: no model"),
        ("--languages) exit 0 ;;", "not a list of language codes"),
    ])
    func anEngineThatDoesNotAnswerTheContractIsRefused(answer: String, says: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = try folder.write("#!/bin/sh\ncase \"$1\" in\n\(answer)\nesac\nexit 1\n", to: "engine")
        chmod(url.path, 0o755)
        let error = #expect(throws: TranscribeError.self) {
            try TranscriptionEngine.find(configured: url.path, archiveRoot: folder.url)
        }
        #expect(error?.reason == .engineBroken && error?.message.contains(says) == true, "\(error?.message ?? "")")
    }

    @Test func anEngineWithoutAboutIsKnownByItsFileName() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = try folder.write("#!/bin/sh\n[ \"$1\" = --languages ] && echo en && exit 0\nexit 2\n", to: "whisper-cpp-engine")
        chmod(url.path, 0o755)
        let engine = try TranscriptionEngine.find(configured: url.path, archiveRoot: folder.url)
        #expect(engine.name == "whisper-cpp-engine" && engine.model == nil && engine.languages == ["en"])
    }
}
