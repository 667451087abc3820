import Foundation

/// One story: the contents of `stories/<id>/story.json`.
///
/// `Codable` is synthesized: fields are written in the order they are declared (see
/// `OrderedJSONEncoder`), every optional one as `null` so a person editing the file sees all of
/// them; `Defaulted` says what a hand-edited file may leave out. What a file may not hold is
/// checked when the archive reads it (`checkedOnLoad`).
public struct Story: Codable, Sendable, Equatable {
    /// The newest `story.json` schema this StoryChop reads: 2 adds `private` and `sealed_until`,
    /// 3 adds `photos`, 4 adds `chapters`.
    public static let schemaVersion = 4
    /// The schema of a story that is neither private nor sealed, which any StoryChop reads.
    public static let plainSchema = 1

    /// A private or sealed story is schema 2 whatever is set, so a StoryChop from before them
    /// refuses it ("written by a newer StoryChop") rather than publish what it does not know to hide.
    @Defaulted<DefaultRules.PlainSchema> public var schema: Int { didSet { keepSchemaAbovePlain() } }
    /// The folder name: the local day of the recording and a slug of the title.
    @Defaulted<DefaultRules.NoID> public var id: String
    /// What sort of story this is. Only voice stories exist today; written ones (no audio) are
    /// planned, so `audio` is optional in the model. (The journals' check-ins are `DayEntry`s.)
    @Defaulted<DefaultRules.VoiceKind> public var kind: Kind
    public var title: String
    /// The question the narrator answered ("How did you meet?").
    public var prompt: String?
    public var category: String?
    public var narrator: String?
    /// The BCP 47 language the story is told in (`de`, `ar`); nil means the archive's `language`.
    public var language: String?
    /// When the recording started.
    public var recorded: RecordedDate
    /// Seconds, from the audio's headers.
    public var duration: Double?
    public var audio: AudioFile?
    public var transcript: TranscriptFile?
    public var mood: Mood?
    @Defaulted<DefaultRules.NoWords> public var tags: [String]
    public var source: Source?
    /// Kept in the archive, left out of the site and the bundle (`"private": true`, written only
    /// when true, so a story.json from before it reads and writes the same).
    @Defaulted<DefaultRules.NotPrivate> public var isPrivate = false { didSet { keepSchemaAbovePlain() } }
    /// Until this day (`"sealed_until": "2030-03-01"`) the site and the bundle show the story
    /// without its recording or transcript; written only when set.
    @Defaulted<DefaultRules.NotSealed> public var sealedUntil: RecordedDate? = nil { didSet { keepSchemaAbovePlain() } }
    /// The photos kept with the story, in the order shown; written only when there are any.
    @Defaulted<DefaultRules.NoPhotos> public var photos: [StoryPhoto] = [] { didSet { keepSchemaAbovePlain() } }
    /// The recording's index, in order of start (`StoryChapter.checked`); written only when
    /// there are any.
    @Defaulted<DefaultRules.NoChapters> public var chapters: [StoryChapter] = [] { didSet { keepSchemaAbovePlain() } }

    public enum Kind: String, Codable, Sendable {
        case voice
        case written
    }

    public init(id: String, kind: Kind = .voice, title: String, prompt: String? = nil,
                category: String? = nil, narrator: String? = nil, language: String? = nil, recorded: RecordedDate,
                duration: Double? = nil, audio: AudioFile? = nil, transcript: TranscriptFile? = nil,
                mood: Mood? = nil, tags: [String] = [], source: Source? = nil) {
        self.schema = Story.plainSchema
        self.id = id
        self.kind = kind
        self.title = title
        self.prompt = prompt
        self.category = category
        self.narrator = narrator
        self.language = language
        self.recorded = recorded
        self.duration = duration
        self.audio = audio
        self.transcript = transcript
        self.mood = mood
        self.tags = tags
        self.source = source
    }

    /// The story as a hand-edited file may hold it, checked: a well-formed language, a day (not
    /// a time) to seal it until, its texts cleaned as ingest and `edit` clean them (a text over
    /// `InputLimits.fieldCharacters`, which an older StoryChop could write, cut to it), and the
    /// schema its seal needs.
    public func checkedOnLoad() throws -> Story {
        if let language, !LanguageTag.isWellFormed(language) {
            throw Self.wrong(.language, "should be \(LanguageTag.expected), not \"\(language)\"")
        }
        if let sealedUntil, sealedUntil.secondsIntoDay != nil {
            throw Self.wrong(.sealedUntil, "should be a day like 2030-03-01, not \"\(sealedUntil)\"")
        }
        var story = StoryField.cleaned(self)
        switch StoryChapter.checked(chapters, duration: duration) {
        case .success(let checked): story.chapters = checked
        case .failure(let problem): throw Self.wrong(.chapters, problem.description)
        }
        story.keepSchemaAbovePlain()
        return story
    }

    /// Photos need schema 3 and chapters 4, so a StoryChop from before them refuses the story
    /// rather than drop them when it writes the file again.
    private mutating func keepSchemaAbovePlain() {
        if isPrivate || sealedUntil != nil, schema < 2 { schema = 2 }
        if !photos.isEmpty, schema < 3 { schema = 3 }
        if !chapters.isEmpty, schema < 4 { schema = 4 }
    }

    private static func wrong(_ key: CodingKeys, _ expectation: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: [key], debugDescription: expectation))
    }

    /// Every key a story.json may hold, as `CodingKeys` spells them.
    public static let keys = Set(CodingKeys.allCases.map(\.stringValue))

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case schema, id, kind, title, prompt, category, narrator, language, recorded, duration, audio,
             transcript, mood, tags, source
        case isPrivate = "private"
        case sealedUntil = "sealed_until"
        case photos, chapters
    }
}

/// The recording as stored in the story folder. Its bytes never change after ingest.
public struct AudioFile: Codable, Sendable, Equatable {
    /// File name inside the story folder, e.g. `audio.m4a`.
    public var file: String
    /// Container: m4a, mp3, wav, flac, ogg, opus, caf.
    public var format: String
    public var codec: String
    public var bytes: Int64
    /// Lower-case hex SHA-256 of the bytes, checked by `verify` and `export`.
    public var sha256: String
    public var sampleRate: Int?
    public var channels: Int?
    /// Written by `build` when it levels the recording (`RecordingLoudness`); left out until then.
    @Defaulted<DefaultRules.NotMeasured> public var loudness: RecordingLoudness?

    public init(file: String, format: String, codec: String, bytes: Int64, sha256: String,
                sampleRate: Int?, channels: Int?, loudness: RecordingLoudness? = nil) {
        self.file = file
        self.format = format
        self.codec = codec
        self.bytes = bytes
        self.sha256 = sha256
        self.sampleRate = sampleRate
        self.channels = channels
        self.loudness = loudness
    }

    private enum CodingKeys: String, CodingKey {
        case file, format, codec, bytes, sha256
        case sampleRate = "sample_rate"
        case channels, loudness
    }
}

/// The transcript file in the story folder: `transcript.vtt` (timed) or `transcript.txt`.
public struct TranscriptFile: Codable, Sendable, Equatable {
    public var file: String
    /// `vtt` or `txt`.
    public var format: String
    /// Set when `storychop transcribe` made the file; written only then, so every other
    /// story.json reads and writes as before.
    @Defaulted<DefaultRules.NotMachineMade> public var machine: MachineTranscription?

    public init(file: String, format: String, machine: MachineTranscription? = nil) {
        self.file = file
        self.format = format
        self.machine = machine
    }

    /// Whether `contents` (this transcript's bytes) are still what a machine wrote: a person
    /// who corrects the file by hand makes it theirs, and the page stops calling it automatic.
    public func isMachineMade(contents: Data) -> Bool {
        guard let machine else { return false }
        return FileDigest.sha256(of: contents) == machine.sha256
    }
}

/// What made a machine transcript and when (`"machine": {"engine": …, "model": …, "made": …,
/// "sha256": …}`), so a reader knows to trust it less and a keeper knows it may be redone.
public struct MachineTranscription: Codable, Sendable, Equatable {
    /// The engine's own words for itself ("faster-whisper 1.2.1").
    public var engine: String
    /// The model it ran ("Whisper tiny.en, int8"); nil when the engine does not say.
    public var model: String?
    /// When it was made, as `imported_at` is written (UTC).
    public var made: String
    /// The SHA-256 of the file as the engine's words were written: a file that differs was
    /// edited by a person.
    public var sha256: String

    public init(engine: String, model: String?, made: String, sha256: String) {
        self.engine = engine
        self.model = model
        self.made = made
        self.sha256 = sha256
    }
}

/// Where a story came from, so a keeper can trace it back to the phone's file.
public struct Source: Codable, Sendable, Equatable {
    public var originalFile: String
    public var importedAt: String

    public init(originalFile: String, importedAt: String) {
        self.originalFile = originalFile
        self.importedAt = importedAt
    }

    private enum CodingKeys: String, CodingKey {
        case originalFile = "original_file"
        case importedAt = "imported_at"
    }
}
