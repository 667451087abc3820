#!/usr/bin/env python3
"""Makes a deterministic corpus of daily voice check-ins, as a journal app would export them.

    python3 scripts/make-journal-corpus.py N OUT_DIR [--years Y] [--seed S] [--formats m4a|wav] [--force]

Standard library only (the tones, the word salad and the batched ffmpeg runs come from
scripts/make-corpus.py). The same N, years, seed and --formats give the same files, byte for
byte (with m4a, for the same ffmpeg version).

Two people, "Grandma Rose" and "Grandpa Joe", each record one check-in a day over the Y years
ending 2024-12-31 (Y defaults to N / 1000, and a year is 365 days: 7,300 check-ins for N =
10,000, 730 for N = 1,000). In OUT_DIR/Daily Journal - NAME/, per check-in:
  - YYYY-MM-DD_HH-MM-SS.m4a (local time of the recording): 6-8 s of seeded tones with
    low-level noise, so every file's SHA-256 differs; AAC, mono, 32 kb/s, bit-exact flags, when
    ffmpeg is on PATH (made as WAV and transcoded in batches), else the WAV itself;
  - YYYY-MM-DD_HH-MM-SS.json, the app's notes, in this key order: "kind": "check-in",
    "person", "date" (the local day), "recorded" (an evening time with New York's offset,
    -05:00 or -04:00 in daylight saving time), "prompt" (a few calm ones in turn), "mood" 0-4
    and "mood_word" (Low, Down, Okay, Happy, Amazing), "transcript" (30-60 words of word salad,
    or null for ~5 %: the app could not transcribe it).
Since the files say their kind and person, `storychop ingest` takes them without options, in
the same run as a story corpus around them. Checks at the end that no two recordings are alike
and that each lasts at least 6 s (StoryChop refuses recordings under 5 s).
Prints one summary line: check-ins, files, total bytes.
"""
import argparse
import concurrent.futures
import datetime
import hashlib
import importlib.util
import json
import os
import random
import shutil
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("make_corpus", os.path.join(HERE, "make-corpus.py"))
corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(corpus)

PEOPLE = ["Grandma Rose", "Grandpa Joe"]
LAST_DAY = datetime.date(2024, 12, 31)
PROMPTS = [
    "What stayed with you today?",
    "What made you smile today?",
    "Who did you think of today?",
    "What are you grateful for this evening?",
    "What was the best part of your day?",
    "What would you like to remember about today?",
]
MOOD_WORDS = ["Low", "Down", "Okay", "Happy", "Amazing"]
MOOD_WEIGHTS = [1, 2, 5, 6, 3]          # calm days are the common ones
SECONDS = (6, 8)                         # each recording's length, whole seconds
M4A_ARGS = dict(corpus.MIXED_FORMATS)["m4a"]


def new_york_offset(day):
    """New York's UTC offset on the evening of day: -04:00 from the second Sunday of March to
    the first Sunday of November (the rule since 2007), else -05:00."""
    def sunday(month, nth):
        first = datetime.date(day.year, month, 1)
        return first + datetime.timedelta(days=(6 - first.weekday()) % 7 + 7 * (nth - 1))
    return "-04:00" if sunday(3, 2) <= day < sunday(11, 1) else "-05:00"


def transcript(rng):
    """30-60 words of make-corpus's word salad, as one paragraph."""
    paragraphs = corpus.make_sentences(rng, words=rng.randint(30, 43))   # sentences of 6-18 words
    return " ".join(" ".join(p) for p in paragraphs)


def m4a_seconds(path):
    """The length of an MP4 file's first track, from its mdhd box (None when it has none)."""
    with open(path, "rb") as f:
        data = f.read()
    at = data.find(b"mdhd")
    if at < 0:
        return None
    version = data[at + 4]
    if version == 1:
        timescale, duration = struct.unpack(">IQ", data[at + 24:at + 36])
    else:
        timescale, duration = struct.unpack(">II", data[at + 16:at + 24])
    return duration / timescale if timescale else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("n", type=int, help="the story corpus's size: the years default to N / 1000")
    parser.add_argument("out", help="folder to write into (made if missing; must be empty)")
    parser.add_argument("--years", type=float, help="years of check-ins ending 2024-12-31 (default N / 1000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--formats", choices=["m4a", "wav"], default="m4a",
                        help="m4a (the default) when ffmpeg is on PATH, else WAV")
    parser.add_argument("--force", action="store_true", help="empty OUT first if it holds anything")
    args = parser.parse_args()
    years = args.years if args.years is not None else args.n / 1000
    days = round(365 * years)
    if days < 1:
        parser.error("that is less than a day of check-ins: give a larger N or --years")
    corpus.empty_out(args.out, args.force)
    m4a = args.formats == "m4a"
    if m4a and shutil.which("ffmpeg") is None:
        print("warning: ffmpeg is not on PATH; writing WAV", file=sys.stderr)
        m4a = False

    rng = random.Random(f"journal-corpus-{args.seed}")
    pool = corpus.tone_pool()
    folders = {}
    for person in PEOPLE:
        folders[person] = os.path.join(args.out, f"Daily Journal - {person}")
        os.makedirs(folders[person], exist_ok=True)
    first_day = LAST_DAY - datetime.timedelta(days=days - 1)
    audio, nulls = [], 0
    pool_exec = concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2)
    batch, running = [], []
    for index in range(days):
        day = first_day + datetime.timedelta(days=index)
        offset = new_york_offset(day)
        for number, person in enumerate(PEOPLE):
            hh, mm, ss = rng.randint(19, 22), rng.randint(0, 59), rng.randint(0, 59)
            mood = rng.choices(range(5), weights=MOOD_WEIGHTS)[0]
            text = None if rng.random() < 0.05 else transcript(rng)
            nulls += text is None
            entry = {
                "kind": "check-in",
                "person": person,
                "date": day.isoformat(),
                "recorded": f"{day.isoformat()}T{hh:02d}:{mm:02d}:{ss:02d}{offset}",
                "prompt": PROMPTS[(index + 3 * number) % len(PROMPTS)],
                "mood": mood,
                "mood_word": MOOD_WORDS[mood],
                "transcript": text,
            }
            base = os.path.join(folders[person], f"{day.isoformat()}_{hh:02d}-{mm:02d}-{ss:02d}")
            wav, _ = corpus.make_wav(rng, pool, SECONDS)
            with open(base + ".wav", "wb") as f:
                f.write(wav)
            with open(base + ".json", "w", encoding="utf-8") as f:
                json.dump(entry, f, ensure_ascii=False, indent=2)
                f.write("\n")
            if m4a:
                audio.append(base + ".m4a")
                batch.append((base + ".wav", base + ".m4a", M4A_ARGS))
                if len(batch) == corpus.BATCH:
                    running.append(pool_exec.submit(corpus.transcode, batch))
                    batch = []
            else:
                audio.append(base + ".wav")
    if batch:
        running.append(pool_exec.submit(corpus.transcode, batch))
    for job in running:
        job.result()            # raises when ffmpeg failed
    pool_exec.shutdown()

    # Every recording unique and long enough: a duplicate or a short one would be refused by
    # ingest, and the benchmark would measure fewer check-ins than it says.
    seen = {}
    for path in audio:
        with open(path, "rb") as f:
            digest = hashlib.sha256(f.read()).digest()
        if digest in seen:
            sys.exit(f"error: {path} has the same bytes as {seen[digest]}")
        seen[digest] = path
        if m4a:
            length = m4a_seconds(path)
            if length is None or length < SECONDS[0] - 0.5:
                sys.exit(f"error: {path} lasts {length} s, under {SECONDS[0] - 0.5} s")

    files, total = 0, 0
    for root, _, names in os.walk(args.out):
        for name in names:
            files += 1
            total += os.path.getsize(os.path.join(root, name))
    count = days * len(PEOPLE)
    print(f"make-journal-corpus: {count} check-ins ({len(PEOPLE)} people, {days} days "
          f"{first_day}..{LAST_DAY}; {count} {'m4a' if m4a else 'wav'}, {nulls} without a transcript) "
          f"— {files} files, {total:,} bytes in {args.out} (seed {args.seed})")


if __name__ == "__main__":
    main()
