#!/usr/bin/env python3
"""Worst-case inputs for the memory benchmark (scripts/bench-memory.sh), each just under the
limit of the reader it is made for: 60 MB for a journal's export or a chat export (the limit is
64 MB), 15.9 MB for a transcript (16 MB), 0.99 MB for a sidecar (1 MB). The shapes are the ones
that cost a parser most per byte: many tiny fields, many tiny elements, one huge field or line.

    python3 scripts/make-memory-inputs.py DIR RECORDING

Makes one folder per input in DIR (each is what `storychop ingest` is given) and prints
"NAME BYTES" per input. RECORDING is a short audio file copied beside the transcripts.
"""
import json
import os
import shutil
import sys
import zipfile

JOURNAL = 60_000_000
TRANSCRIPT = 15_900_000
SIDECAR = 990_000


def repeat(unit, size):
    """`unit` repeated to just under `size` bytes."""
    return unit * (size // len(unit))


def days(count):
    """`count` distinct days from 1850-01-01 on (60 MB of rows end before today), as YYYY-MM-DD."""
    import datetime
    start = datetime.date(1850, 1, 1)
    return [(start + datetime.timedelta(days=i)).isoformat() for i in range(count)]


def csv_inputs():
    header = "date,question,type,answer,person\n"
    # An export of 20 questions a day: the 60 MB file of the issue (#42 fault 9).
    questions = [f"Question {n}?" for n in range(20)]
    rows_per_day = "".join(f"{{day}},{q},yes-no,yes,Rose\n" for q in questions)
    per_day = len(rows_per_day.format(day="2024-01-01"))
    body = "".join(rows_per_day.format(day=d) for d in days((JOURNAL - len(header)) // per_day))
    yield "csv-daily-rows", "answers.csv", header + body
    # Every row wrong (an unknown type): one problem each.
    bad = "2024-01-01,Q,maybe,x,R\n"
    yield "csv-bad-rows", "answers.csv", header + repeat(bad, JOURNAL - len(header))
    # One row of thirty million empty fields.
    yield "csv-wide-row", "answers.csv", header + repeat(",", JOURNAL - len(header)) + "\n"
    # One row with a 60 MB quoted field (a quote left open joins every row into one).
    yield "csv-huge-field", "answers.csv", header + '2024-01-01,"' + repeat("x", JOURNAL - 40) + '",text,y,R\n'


def json_inputs():
    head, tail = '{"entries":[', "]}"
    element = '{"kind":"check-in"},'
    body = repeat(element, JOURNAL - 40)
    yield "json-many-entries", "export.json", head + body.rstrip(",") + tail
    numbers = repeat("0,", JOURNAL - 80)
    yield "json-many-numbers", "export.json", '{"entries":[{"kind":"check-in"}],"x":[' + numbers + "0]}"
    yield "json-huge-string", "export.json", '{"entries":[{"kind":"check-in","note":"' + repeat("x", JOURNAL - 60) + '"}]}'
    yield "yaml-many-entries", "export.yml", "entries:\n" + repeat("- kind: check-in\n", JOURNAL - 20)
    yield "yaml-sidecar-nodes", "note.yml", "tags:\n" + repeat("- a\n", SIDECAR - 10)


def chat_inputs():
    line = "05/03/2024, 18:40 - Mei: hi\n"
    yield "whatsapp-many-lines", "WhatsApp Chat with Rose/WhatsApp Chat with Rose.txt", repeat(line, JOURNAL)
    yield "whatsapp-huge-line", "WhatsApp Chat with Rose/WhatsApp Chat with Rose.txt", "05/03/2024, 18:40 - Mei: " + repeat("x", JOURNAL - 40) + "\n"
    message = '{"type":"message","text":"x"},'
    body = repeat(message, JOURNAL - 80).rstrip(",")
    yield "telegram-many-messages", "Telegram Export - Rose/result.json", '{"name":"Rose","type":"personal_chat","messages":[' + body + "]}"


def transcript_inputs():
    # The most cues a transcript may have (20,000), each as long as the byte limit allows.
    cues, text = 19_999, "word " * 150
    vtt = "WEBVTT\n\n" + "".join(f"{n // 3600:02}:{n // 60 % 60:02}:{n % 60:02}.000 --> {n // 3600:02}:{n // 60 % 60:02}:{n % 60:02}.900\n{text}\n\n"
                                 for n in range(cues))
    yield "vtt-max-cues", "memo.vtt", vtt[:TRANSCRIPT]
    words = repeat('{"word":"a","start":0.0,"end":0.1},', TRANSCRIPT - 200).rstrip(",")
    yield "whisper-many-words", "memo.json", '{"text":"a","segments":[{"start":0,"end":1,"text":"a","words":[' + words + "]}]}"
    yield "text-huge-line", "memo.txt", repeat("word ", TRANSCRIPT)
    yield "text-many-lines", "memo.txt", repeat("a\n", TRANSCRIPT)


def main():
    out, recording = sys.argv[1], sys.argv[2]
    for group in (csv_inputs, json_inputs, chat_inputs, transcript_inputs):
        for name, path, text in group():
            folder = os.path.join(out, name)
            target = os.path.join(folder, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as f:
                f.write(text)
            if group is transcript_inputs or name == "yaml-sidecar-nodes":
                shutil.copy(recording, os.path.join(folder, os.path.splitext(path)[0] + os.path.splitext(recording)[1]))
            print(name, os.path.getsize(target))
    # A ZIP of as many entries as ingest unpacks (100,000), each an empty file.
    folder = os.path.join(out, "zip-many-entries")
    os.makedirs(folder, exist_ok=True)
    with zipfile.ZipFile(os.path.join(folder, "bundle.zip"), "w", zipfile.ZIP_STORED) as z:
        for n in range(99_990):
            z.writestr(f"d/{n}.dat", b"")
    print("zip-many-entries", os.path.getsize(os.path.join(folder, "bundle.zip")))
    bundle_inputs(out)


def bundle_inputs(out):
    """Bundles for `storychop verify`: a folder whose manifest is 60 MB of lines that are not
    "<sha256>  <path>", and a 1 MB ZIP whose manifest unpacks to 500 MB of them."""
    declaration = "BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n"
    folder = os.path.join(out, "bundle-bad-manifest", "Family")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "bagit.txt"), "w") as f:
        f.write(declaration)
    with open(os.path.join(folder, "manifest-sha256.txt"), "w") as f:
        f.write(repeat("x\n", JOURNAL))
    print("bundle-bad-manifest", os.path.getsize(os.path.join(folder, "manifest-sha256.txt")))
    folder = os.path.join(out, "bundle-zip-manifest")
    os.makedirs(folder, exist_ok=True)
    zip_path = os.path.join(folder, "bundle.zip")
    with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("Family/bagit.txt", declaration)
        z.writestr("Family/manifest-sha256.txt", repeat("x\n", 500_000_000))
    print("bundle-zip-manifest", os.path.getsize(zip_path))


if __name__ == "__main__":
    main()
