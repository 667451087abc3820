#!/usr/bin/env python3
"""Makes a deterministic corpus of N family recordings, as a keeper would hand them over.

    python3 scripts/make-corpus.py N OUT_DIR [--seed S] [--formats wav|mixed] [--scale] [--force]

Standard library only. The same N, seed and --formats give the same files, byte for byte
(with --formats mixed, for the same ffmpeg version).

Per recording, in one of a few phone-export-like sub-folders of OUT_DIR:
  - NAME.wav: 16-bit PCM mono 8 kHz, 6-12 s, a few seeded tones with low-level noise, so every
    file's SHA-256 differs. With --formats mixed and ffmpeg on PATH, about 40 % are transcoded
    to m4a (AAC), mp3, ogg (Vorbis) or flac instead (the WAV is not kept; ffmpeg runs in batches
    beside the generator, so 10,000 recordings take a few minutes at most);
  - NAME.json: a sidecar with title, prompt, category (12 categories), narrator (40 names),
    recorded (ISO 8601 over 60 years; a date alone, or with a time and an offset), mood (0-4,
    absent for some) and tags;
  - a ~1,500-word transcript of seeded word salad: one third as timed WebVTT NAME.vtt (one cue
    per ~10 words, i.e. every ~4 s of natural speech, squeezed to fit the clip's duration),
    the rest as plain NAME.txt (paragraphs).
With --scale (the 100,000-story benchmark), every recording is 5 s and every transcript ~500
words, one word in fifty drawn from a long-tailed vocabulary of made-up names and places
(Zipf-like: a few common, most rare), as real stories name people and places few others do.
Prints one summary line: recordings, files, total bytes.
"""
import argparse
import concurrent.futures
import json
import math
import os
import random
import shutil
import struct
import subprocess
import sys

RATE = 8000

CATEGORIES = {
    "Childhood": [
        "What do you remember about the day your family moved?",
        "What was your grandmother's kitchen like?",
        "Who taught you to swim?",
        "What games did you play with your brothers and sisters?",
        "What did your bedroom look like when you were small?",
    ],
    "School": [
        "Who was your favourite teacher, and why?",
        "How did you get to school every morning?",
        "What was the naughtiest thing you did at school?",
        "What did you want to be when you grew up?",
    ],
    "Love & Family": [
        "How did you and Grandma meet?",
        "Tell me about your wedding day.",
        "What do you remember about the day your first child was born?",
        "Who in the family made you laugh the most, and why?",
        "What did your parents teach you that you still use?",
    ],
    "Work": [
        "What was your first job?",
        "What was the hardest job you ever had?",
        "Who was the best boss you ever worked for?",
        "What were you proud of at work?",
    ],
    "Hard Times": [
        "What was the worst storm you ever lived through?",
        "What do you remember about the war years?",
        "When did the family have to make do with very little?",
        "Who helped you through a hard time, and how?",
    ],
    "Traditions": [
        "Which family recipe should we never lose?",
        "What did Sunday dinner look like when you were growing up?",
        "How did the family celebrate the New Year?",
        "What song did everyone sing together?",
    ],
    "Travel": [
        "What was the first long journey you remember?",
        "Where did the family go on holiday?",
        "Which place would you go back to tomorrow?",
    ],
    "Home": [
        "Describe the house you lived in longest.",
        "What did the street outside look like?",
        "Who were the neighbours you never forgot?",
    ],
    "Food": [
        "What did you eat on your birthday as a child?",
        "Who was the best cook in the family?",
        "What food reminds you of home?",
    ],
    "Music & Fun": [
        "Which song takes you straight back?",
        "What did you do on a Saturday night?",
        "Tell me about the first film you saw at the cinema.",
    ],
    "Faith & Values": [
        "What do you believe that your parents did not?",
        "What is the kindest thing anyone ever did for you?",
        "What would you like us to remember about you?",
    ],
    "Advice": [
        "What advice would you give your grandchildren?",
        "What do you wish you had known at twenty?",
        "What is the secret of a long marriage?",
        "What should we never worry about?",
    ],
}

NARRATORS = [
    "Grandma Rose", "Grandpa Joe", "Nana Ruth", "Papa Luis", "Great-Aunt Edith", "Uncle Ted",
    "Aunt Maggie", "Mum", "Dad", "Cousin Bea", "Oma Greta", "Opa Hans", "Abuela Carmen",
    "Abuelo José", "Zoë", "Björn", "Auntie Nkechi", "Uncle Kwame", "Grandma Mei", "Grandpa Wei",
    "Nonna Lucia", "Nonno Sal", "Babcia Irena", "Dziadek Marek", "Granny O'Brien",
    "Grandad Patrick", "Aunt Sarah-Jane", "Uncle Dmitri", "Mormor Astrid", "Farfar Olle",
    "Tía Rosa", "Tío Andrés", "Great-Grandma Hattie", "Cousin Raj", "Auntie Priya",
    "Grandpa Amadou", "Mamie Françoise", "Papi Gérard", "Sister Anne", "Brother Tom",
]

TAGS = [
    "moving", "wedding", "war", "school", "farm", "city", "holiday", "recipe", "music", "church",
    "storm", "first job", "grandparents", "siblings", "neighbours", "christmas", "new year",
    "letters", "cars", "trains", "the sea", "garden", "dog", "cat", "1962", "1978", "1985",
]

TITLE_WORDS = [
    "The", "Day", "We", "Moved", "Kitchen", "Summer", "Winter", "Letters", "Storm", "Wedding",
    "Garden", "Railway", "Harbour", "Bakery", "Dance", "Bicycle", "Radio", "Christmas", "Snow",
    "River", "Market", "Orchard", "Cinema", "Caravan", "Piano", "Ferry", "Picnic", "Chapel",
    "Uncle's", "Mother's", "Old", "Long", "First", "Last", "Little", "Big", "Red", "Quiet",
]

WORDS = """
a about after again all almost also always and another any apple around as at aunt away back
bakery barn be because bed before behind best better between bicycle big bird boat book both
bread brother brought bus but by cake called came car carried cat chair child children church
city coat cold could cousin cried dance daughter day did dinner do dog door down dress each
early evening every eyes face fair family far farm father field fields fire first fish floor
flowers for found friend from front garden gave get girl give glass go going good got grandfather
grandmother great grew hair half hall hand happy hard harbour has hat have he head heard her here
hill him his home horse hot house how I if in it jam just kept kitchen knew know lake lamp last
laughed learned left letter light like little lived long looked lost love made man many market
may me mill milk money more morning most mother much music my name never new next nice night no
not nothing now of off often old on once one only or orchard other our out over paper people
piano picked place played pocket quiet radio rain ran read remember road room said saw school
sea second she ship shop shoes sister sky slept small snow so some something song soon station
still stone stood story street summer sun supper table talked tea teacher that the their them
then there they thing think this though thought three through time to together told too took
town train tree two uncle under until up us very village wait walked wall war warm was watched
water way we wedding well went were what when where which while white who window winter with
woman wood words work world would year years yellow yes you young
""".split()

FOLDERS = [
    "Voice Memos",
    "Recordings/Interviews",
    "Phone Export/Audio",
    "WhatsApp/Media/WhatsApp Audio",
    "Dad's recorder",
]

MIXED_FORMATS = [
    # The fast AAC coder: the default one takes ~5x longer, and these clips are never listened to.
    ("m4a", ["-c:a", "aac", "-aac_coder", "fast", "-b:a", "32k"]),
    ("mp3", ["-c:a", "libmp3lame", "-b:a", "32k"]),
    ("ogg", ["-c:a", "libvorbis", "-q:a", "1"]),
    ("flac", ["-c:a", "flac"]),
]


def tone_pool():
    """A small set of 0.25 s tone segments; recordings are seeded sequences of them."""
    seg = RATE // 4
    pool = []
    for freq in (110, 147, 196, 220, 262, 294, 330, 392, 440, 523, 587, 659, 784, 880):
        for amp in (2500, 6000, 11000):
            samples = [int(amp * math.sin(2 * math.pi * freq * i / RATE)
                           * min(1.0, i / 80, (seg - i) / 80)) for i in range(seg)]
            pool.append(struct.pack(f"<{seg}h", *samples))
    return pool


# Maps every byte to its low 5 bits: noise of +-31 on a 16-bit sample, XORed into the tones.
LOW_BITS = bytes(b & 0x1F for b in range(256))


def make_wav(rng, pool, seconds=(6, 12)):
    """A WAV of a seeded length within seconds (whole seconds, both ends included) and its length."""
    samples = rng.randint(seconds[0] * RATE, seconds[1] * RATE)
    seg = RATE // 4
    parts = []
    have = 0
    while have < samples:
        part = rng.choice(pool) if rng.random() < 0.85 else bytes(2 * seg)   # a pause now and then
        parts.append(part)
        have += seg
    pcm = b"".join(parts)[: 2 * samples]
    noise = bytearray(2 * samples)
    noise[0::2] = rng.randbytes(samples).translate(LOW_BITS)
    pcm = (int.from_bytes(pcm, "little") ^ int.from_bytes(noise, "little")).to_bytes(2 * samples, "little")
    header = (b"RIFF" + struct.pack("<I", 36 + len(pcm)) + b"WAVEfmt "
              + struct.pack("<IHHIIHH", 16, 1, 1, RATE, 2 * RATE, 2, 16)
              + b"data" + struct.pack("<I", len(pcm)))
    return header + pcm, samples / RATE


SYLLABLES = ["ka", "lo", "mi", "ru", "sen", "ta", "vor", "bel", "dri", "fa", "gun", "ho", "jas", "ne", "pol", "quin",
             "ris", "sa", "tor", "ul", "wen", "yar", "zel", "mar"]


def rare_word(rng):
    """A made-up name from a long tail: rank r is drawn with probability ~1/r (about 200,000 ranks)."""
    rank = min(int(rng.paretovariate(1.0)), 200_000)
    word = ""
    while True:
        rank, digit = divmod(rank, len(SYLLABLES))
        word += SYLLABLES[digit]
        if rank == 0:
            return word


def make_sentences(rng, words=1500, rare=False):
    """~words words of word salad as a list of paragraphs, each a list of sentences; with rare,
    one word in fifty is a made-up name (`rare_word`)."""
    paragraphs, sentences, count = [], [], 0
    para_len = rng.randint(4, 8)
    while count < words:
        n = rng.randint(6, 18)
        chosen = [rare_word(rng) if rare and rng.random() < 0.02 else rng.choice(WORDS) for _ in range(n)]
        if rng.random() < 0.3:
            chosen.insert(rng.randint(1, n - 1), ",")
        text = " ".join(chosen).replace(" ,", ",")
        end = "?" if rng.random() < 0.08 else ("!" if rng.random() < 0.05 else ".")
        sentences.append(text[0].upper() + text[1:] + end)
        count += n
        if len(sentences) >= para_len:
            paragraphs.append(sentences)
            sentences, para_len = [], rng.randint(4, 8)
    if sentences:
        paragraphs.append(sentences)
    return paragraphs


def plain_transcript(paragraphs):
    return "\n\n".join(" ".join(p) for p in paragraphs) + "\n"


def vtt_timestamp(ms):
    h, rest = divmod(ms, 3_600_000)
    m, rest = divmod(rest, 60_000)
    s, ms = divmod(rest, 1000)
    return f"{h:02d}:{m:02d}:{s:02d}.{ms:03d}"


def vtt_transcript(paragraphs, duration):
    """Cues of ~10 words (~4 s at 150 words a minute), squeezed into the clip when shorter."""
    words = " ".join(" ".join(p) for p in paragraphs).split()
    cues = [" ".join(words[i:i + 10]) for i in range(0, len(words), 10)]
    natural = len(cues) * 4.0
    step_ms = 4000 if natural <= duration else int(duration * 1000) // len(cues)
    lines = ["WEBVTT", ""]
    for i, text in enumerate(cues):
        lines += [str(i + 1), f"{vtt_timestamp(i * step_ms)} --> {vtt_timestamp((i + 1) * step_ms)}", text, ""]
    return "\n".join(lines)


def recorded_date(rng):
    year = rng.randint(1965, 2024)
    month = rng.randint(1, 12)
    day = rng.randint(1, 28)
    date = f"{year:04d}-{month:02d}-{day:02d}"
    style = rng.random()
    if style < 0.4:
        return date, date
    hh, mm, ss = rng.randint(7, 22), rng.randint(0, 59), rng.randint(0, 59)
    if style < 0.55:
        zone = "Z"
    else:
        zone = rng.choice(["+01:00", "+02:00", "-05:00", "-08:00", "+05:30", "+10:00", "+00:00"])
    return f"{date}T{hh:02d}:{mm:02d}:{ss:02d}{zone}", date


def file_stem(rng, index, title, day):
    style = rng.randrange(4)
    if style == 0:
        return f"{day} {title} {index:05d}"
    if style == 1:
        return f"Recording {index:05d}"
    if style == 2:
        slug = "-".join(w.lower().replace("'", "") for w in title.split())
        return f"{slug}-{index:05d}"
    return f"New Recording {index}"


# Recordings per ffmpeg run. Starting ffmpeg costs more than encoding a 10 s clip, so each run
# takes a batch of inputs, each mapped to its own output (same bytes as one run per file).
BATCH = 25


def transcode(batch):
    """batch: [(wav, target, codec args)]; writes every target, then removes the WAVs."""
    inputs, outputs = [], []
    for i, (wav, target, args) in enumerate(batch):
        inputs += ["-i", wav]
        outputs += ["-map", f"{i}:a", "-map_metadata", "-1", "-fflags", "+bitexact",
                    "-flags:a", "+bitexact", *args, target]
    subprocess.run(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", *inputs, *outputs], check=True)
    for wav, _, _ in batch:
        os.remove(wav)


def empty_out(out, force):
    """Stops unless OUT is missing or empty; with force, empties it first."""
    if os.path.isdir(out) and os.listdir(out):
        if not force:
            sys.exit(f"error: {out}: the folder is not empty — give an empty one, or --force to empty it")
        shutil.rmtree(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("n", type=int, help="how many recordings")
    parser.add_argument("out", help="folder to write them into (made if missing; must be empty)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--formats", choices=["wav", "mixed"], default="wav",
                        help="mixed: transcode ~40%% to m4a/mp3/ogg/flac when ffmpeg is on PATH")
    parser.add_argument("--scale", action="store_true",
                        help="5-second recordings and ~500-word transcripts with rare names (the 100,000-story benchmark)")
    parser.add_argument("--force", action="store_true", help="empty OUT first if it holds anything")
    args = parser.parse_args()
    if args.n < 1:
        parser.error("N must be at least 1")
    empty_out(args.out, args.force)
    mixed = args.formats == "mixed"
    if mixed and shutil.which("ffmpeg") is None:
        print("warning: ffmpeg is not on PATH; writing WAV only", file=sys.stderr)
        mixed = False

    rng = random.Random(args.seed)
    pool = tone_pool()
    categories = sorted(CATEGORIES)
    counts = {"wav": 0, "vtt": 0, "txt": 0}
    # Batches go to ffmpeg while later recordings are still being made (Python holds one core).
    pool_exec = concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2)
    batch, running = [], []
    for index in range(1, args.n + 1):
        category = rng.choice(categories)
        prompt = rng.choice(CATEGORIES[category])
        recorded, day = recorded_date(rng)
        if rng.random() < 0.3:
            title = prompt.rstrip("?.")
        else:
            title = " ".join(rng.choice(TITLE_WORDS) for _ in range(rng.randint(2, 5)))
        sidecar = {"title": title, "prompt": prompt, "category": category,
                   "narrator": rng.choice(NARRATORS), "recorded": recorded}
        if rng.random() < 0.8:
            sidecar["mood"] = rng.randint(0, 4)
        sidecar["tags"] = sorted(rng.sample(TAGS, rng.randint(0, 3)))

        folder = os.path.join(args.out, rng.choice(FOLDERS))
        os.makedirs(folder, exist_ok=True)
        base = os.path.join(folder, file_stem(rng, index, title, day))
        wav, duration = make_wav(rng, pool, (5, 5) if args.scale else (6, 12))
        with open(base + ".wav", "wb") as f:
            f.write(wav)
        with open(base + ".json", "w", encoding="utf-8") as f:
            json.dump(sidecar, f, ensure_ascii=False, indent=2)
            f.write("\n")
        paragraphs = make_sentences(rng, 500, rare=True) if args.scale else make_sentences(rng)
        if index % 3 == 0:
            text, ext = vtt_transcript(paragraphs, duration), "vtt"
        else:
            text, ext = plain_transcript(paragraphs), "txt"
        with open(base + "." + ext, "w", encoding="utf-8") as f:
            f.write(text)
        counts[ext] += 1
        if mixed and rng.random() < 0.4:
            fmt, fargs = MIXED_FORMATS[rng.randrange(len(MIXED_FORMATS))]
            batch.append((base + ".wav", base + "." + fmt, fargs))
            if len(batch) == BATCH:
                running.append(pool_exec.submit(transcode, batch))
                batch = []
            counts[fmt] = counts.get(fmt, 0) + 1
        else:
            counts["wav"] += 1

    if batch:
        running.append(pool_exec.submit(transcode, batch))
    for job in running:
        job.result()            # raises when ffmpeg failed
    pool_exec.shutdown()

    files, total = 0, 0
    for root, _, names in os.walk(args.out):
        for name in names:
            files += 1
            total += os.path.getsize(os.path.join(root, name))
    audio = ", ".join(f"{counts[k]} {k}" for k in ("wav", "m4a", "mp3", "ogg", "flac") if counts.get(k))
    print(f"make-corpus: {args.n} recordings ({audio}), {args.n} sidecars, {counts['vtt']} vtt + "
          f"{counts['txt']} txt transcripts — {files} files, {total:,} bytes in {args.out} (seed {args.seed})")


if __name__ == "__main__":
    main()
