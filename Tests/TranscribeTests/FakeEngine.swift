import Foundation
import StoryArchive
import TestSupport

/// Stand-in engines: shell scripts that honour the contract's questions (`--languages`,
/// `--about`) and then do what a test needs when given a recording: print a transcript,
/// crash, print garbage, hang. Each call's arguments go to `calls.log` beside the script.
enum FakeEngine {
    static let twoCues = "printf 'WEBVTT\\n\\n00:00:00.500 --> 00:00:02.000\\nHello there.\\n\\n00:00:02.000 --> 00:00:04.000\\nThe end.\\n'"

    /// Writes the script `engine` into `folder` with `behaviour` as its answer to a recording.
    @discardableResult
    static func write(in folder: TemporaryDirectory, languages: String = "en", _ behaviour: String) throws -> String {
        let script = """
        #!/bin/sh
        here=$(dirname "$0")
        case "$1" in
        --languages) printf '%s\\n' \(languages); exit 0 ;;
        --about) echo "fake engine 1.0"; echo "fake model"; exit 0 ;;
        esac
        echo "$@" >> "$here/calls.log"
        \(behaviour)

        """
        let url = try folder.write(script, to: "engine")
        chmod(url.path, 0o755)
        return url.path
    }

    /// The recordings the engine was asked to transcribe, one line each ("AUDIO --language en").
    static func calls(in folder: TemporaryDirectory) -> [String] {
        let log = (try? String(contentsOf: folder.appending("calls.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").map(String.init)
    }
}

/// An archive of four stories and a day entry, each with a 6-second WAV but `b` (a person's
/// transcript) and `d` (none, written): `a` untranscribed, `c` told in German.
enum TranscribeFixture {
    static func archive(in folder: TemporaryDirectory, transcriber: String? = nil) throws -> Archive {
        var config = ArchiveConfig(title: "T")
        config.transcriber = transcriber
        let archive = try Archive.create(at: folder.appending("family").path, config: config)
        let audio = #""audio":{"file":"audio.wav","format":"wav","codec":"pcm_s16le","bytes":96044,"sha256":"00"},"duration":6"#
        let stories = [
            ("2020-01-01-a", audio),
            ("2020-01-02-b", audio + #","transcript":{"file":"transcript.txt","format":"txt"}"#),
            ("2020-01-03-c", audio + #","language":"de""#),
            ("2020-01-04-d", #""kind":"written""#),
        ]
        for (id, fields) in stories {
            try folder.write(#"{"title":"\#(id)","recorded":"\#(id.prefix(10))",\#(fields)}"#, to: "family/stories/\(id)/story.json")
            if fields.contains("audio.wav") { try folder.write(AudioSamples.wav(seconds: 6), to: "family/stories/\(id)/audio.wav") }
        }
        try folder.write("Grandma's own words.", to: "family/stories/2020-01-02-b/transcript.txt")
        try folder.write(#"{"kind":"check-in","person":"Joe","day":"2024-03-05",\#(audio)}"#, to: "family/days/2024-03-05-joe-check-in/entry.json")
        try folder.write(AudioSamples.wav(seconds: 6), to: "family/days/2024-03-05-joe-check-in/audio.wav")
        return archive
    }
}
