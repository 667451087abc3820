import Foundation
import TestSupport

/// A command the kill test stops at each of its system calls, and the archive it starts from:
/// `family/` (one six-second story, or none for ingest) in a folder that also holds what the
/// command reads (`new/`, `own.vtt`, `bundle.zip`), with a stand-in transcription engine.
struct KillScenario: Sendable, CustomStringConvertible {
    let name: String
    /// Makes the starting state in the folder; returns the story's id ("" when there is none).
    let prepare: @Sendable (URL) throws -> String
    /// The command, given the folder and the story's id.
    let arguments: @Sendable (URL, String) -> [String]
    /// Whether running it again once it has finished leaves the same (ingest skips what it has,
    /// build and export make the same again); remove, restore, empty-trash and adding a photo are
    /// run again only when the kill came before their change.
    var runsAgainWhenDone = true
    /// Whether the archive verifies before the command (repair's does not: a file is missing).
    var verifiesBefore = true
    /// A ZIP the command writes beside the archive, checked with `verify` when there.
    var output: String?

    var description: String { name }

    static let all: [KillScenario] = [
        KillScenario(name: "ingest", prepare: { try base($0); return "" },
                     arguments: { folder, _ in ["ingest", folder.appendingPathComponent("new").path, "--archive", archive(folder)] }),
        KillScenario(name: "build", prepare: ingested,
                     arguments: { folder, _ in ["build", "--archive", archive(folder), "--no-check", "--no-transcode"] }),
        KillScenario(name: "export", prepare: built,
                     arguments: { folder, _ in ["export", "-o", folder.appendingPathComponent("out.zip").path, "--archive", archive(folder), "--quiet"] },
                     output: "out.zip"),
        KillScenario(name: "edit", prepare: ingested,
                     arguments: { ["edit", $1, "--title", "Our first dance", "--transcript", $0.appendingPathComponent("own.vtt").path, "--archive", archive($0)] }),
        KillScenario(name: "edit --title", prepare: ingested,
                     arguments: { ["edit", $1, "--title", "Our first dance", "--archive", archive($0)] }),
        KillScenario(name: "edit --add-photo", prepare: ingested, arguments: {
            ["edit", $1, "--add-photo", $0.appendingPathComponent("wedding.jpeg").path, "--alt", "Rose in her garden", "--archive", archive($0)]
        }, runsAgainWhenDone: false),   // a second run adds a second photo
        KillScenario(name: "remove", prepare: ingested, arguments: { ["remove", $1, "--archive", archive($0)] }, runsAgainWhenDone: false),
        KillScenario(name: "restore", prepare: removed, arguments: { ["restore", $1, "--archive", archive($0)] }, runsAgainWhenDone: false),
        KillScenario(name: "empty-trash", prepare: removed, arguments: { folder, _ in ["empty-trash", "--yes", "--archive", archive(folder)] },
                     runsAgainWhenDone: false),
        KillScenario(name: "repair", prepare: damaged, arguments: { folder, _ in
            ["repair", folder.appendingPathComponent("bundle.zip").path, "--archive", archive(folder)]
        }, verifiesBefore: false),
        KillScenario(name: "transcribe", prepare: transcribedByAPerson,
                     arguments: { ["transcribe", $1, "--force", "--archive", archive($0)] }),
    ]

    static func archive(_ folder: URL) -> String { folder.appendingPathComponent("family").path }

    /// An empty archive naming a stand-in engine (a script that prints one cue), and the inputs.
    static func base(_ folder: URL) throws {
        let archive = archive(folder)
        _ = try CommandRunner.run(["init", archive])
        let config = try String(contentsOfFile: archive + "/storychop.yml", encoding: .utf8)
        try (config + "transcriber: engine\n").write(toFile: archive + "/storychop.yml", atomically: true, encoding: .utf8)
        let engine = archive + "/engine"
        try """
        #!/bin/sh
        case "$1" in --languages) echo en; exit 0 ;; --about) echo 'fake engine 1.0'; exit 0 ;; esac
        printf 'WEBVTT\\n\\n00:00:00.500 --> 00:00:02.000\\nWe met at a dance.\\n'

        """.write(toFile: engine, atomically: true, encoding: .utf8)
        chmod(engine, 0o755)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("new"), withIntermediateDirectories: true)
        try AudioSamples.wav(seconds: 6, sampleRate: 1000).write(to: folder.appendingPathComponent("new/how-we-met.wav"))
        try PhotoSamples.jpeg.write(to: folder.appendingPathComponent("wedding.jpeg"))
        try "WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nWe met at a church dance.\n".write(to: folder.appendingPathComponent("own.vtt"),
                                                                                        atomically: true, encoding: .utf8)
    }

    static func ingested(_ folder: URL) throws -> String {
        try base(folder)
        try succeed(["ingest", folder.appendingPathComponent("new").path, "--archive", archive(folder)])
        return try FileManager.default.contentsOfDirectory(atPath: archive(folder) + "/stories").filter { !$0.hasPrefix(".") }[0]
    }

    static func built(_ folder: URL) throws -> String {
        let id = try ingested(folder)
        try succeed(["build", "--archive", archive(folder), "--no-check", "--no-transcode"])
        return id
    }

    static func removed(_ folder: URL) throws -> String {
        let id = try ingested(folder)
        try succeed(["remove", id, "--archive", archive(folder)])
        return id
    }

    /// A bundle of the archive, then the story's recording lost from the archive.
    static func damaged(_ folder: URL) throws -> String {
        let id = try built(folder)
        try succeed(["export", "-o", folder.appendingPathComponent("bundle.zip").path, "--archive", archive(folder), "--quiet"])
        let story = archive(folder) + "/stories/" + id
        for name in try FileManager.default.contentsOfDirectory(atPath: story) where name.hasPrefix("audio.") {
            try FileManager.default.removeItem(atPath: story + "/" + name)
        }
        return id
    }

    /// The story with a transcript a person gave, which `transcribe --force` sets aside.
    static func transcribedByAPerson(_ folder: URL) throws -> String {
        let id = try ingested(folder)
        try succeed(["edit", id, "--transcript", folder.appendingPathComponent("own.vtt").path, "--archive", archive(folder)])
        return id
    }

    private static func succeed(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        guard result.status == 0 else { throw KillScenarioError(command: arguments.joined(separator: " "), stderr: result.stderr) }
    }
}

struct KillScenarioError: Error {
    let command: String
    let stderr: String
}

/// The archive's files (their paths with digits as `#`, so a trashed item's time does not count,
/// and their sizes), without the site and the work folder: enough to tell an item wholly as
/// before, wholly as after, or neither. What is set aside in `trash/transcripts/` and
/// `trash/photos/` is compared by itself: it is kept there before the item changes.
struct KillSnapshot: Equatable {
    let items: [String: Int64]
    let setAside: [String: Int64]

    init(archive: URL) throws {
        var items: [String: Int64] = [:], setAside: [String: Int64] = [:]
        let walk = FileManager.default.enumerator(atPath: archive.path)
        while let path = walk?.nextObject() as? String {
            if path == "site" || path == ".storychop" { walk?.skipDescendants(); continue }
            guard walk?.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
            let size = walk?.fileAttributes?[.size] as? Int64 ?? -1
            let key = path.replacing(/[0-9]+/, with: "#")
            if path.hasPrefix("trash/transcripts/") || path.hasPrefix("trash/photos/") { setAside[key] = size } else { items[key] = size }
        }
        (self.items, self.setAside) = (items, setAside)
    }

    /// Whether the item is wholly as `before` or wholly as `after`, and so is what was set aside.
    func isOldOrNew(_ before: KillSnapshot, _ after: KillSnapshot) -> Bool {
        (items == before.items || items == after.items) && (setAside == before.setAside || setAside == after.setAside)
    }

    func differences(from before: KillSnapshot, _ after: KillSnapshot) -> String {
        let now = items.merging(setAside) { $1 }, old = before.items.merging(before.setAside) { $1 }, new = after.items.merging(after.setAside) { $1 }
        return Set(now.keys).union(old.keys).union(new.keys).sorted().filter { now[$0] != old[$0] || now[$0] != new[$0] }
            .map { "  \($0): now \(now[$0].map(String.init) ?? "-"), before \(old[$0].map(String.init) ?? "-"), after \(new[$0].map(String.init) ?? "-")" }
            .joined(separator: "\n")
    }

    /// What a stopped run leaves (temporary files, staging and scratch folders) under `root`.
    static func leftovers(in root: URL, outsideSite: Bool) -> [String] {
        var found: [String] = []
        let walk = FileManager.default.enumerator(atPath: root.path)
        while let path = walk?.nextObject() as? String {
            if outsideSite, path == "site" { walk?.skipDescendants(); continue }
            let name = (path as NSString).lastPathComponent
            if name.contains(".tmp") || name.hasPrefix(".incoming-") || name.hasPrefix("unzip-") || name.hasPrefix("emptying-trash-") {
                found.append(path)
            }
        }
        return found
    }
}
