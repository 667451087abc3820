#!/usr/bin/env python3
"""make-chat-corpus.py N DIR: a WhatsApp (Android) chat export of N voice notes, for the benchmark.

Writes DIR/"WhatsApp Chat with Oma.txt" (24-hour, day-first lines, two senders of notes, a
caption now and then, texts between) and DIR/PTT-YYYYMMDD-WANNNN.opus, N of them. The notes
are a few Opus recordings made once with ffmpeg (tone and noise, 8 to 40 s, 16 kb/s mono, as
WhatsApp sends) copied with a new Ogg stream serial number in every page (and each page's CRC
made again): valid Opus files, each with its own bytes, so no note is a duplicate of another.
"""
import datetime
import os
import random
import subprocess
import sys
import tempfile

LENGTHS = [8, 12, 17, 23, 31, 40]   # seconds of the base recordings


def crc_table():
    table = []
    for byte in range(256):
        value = byte << 24
        for _ in range(8):
            value = ((value << 1) ^ 0x04C11DB7) if value & 0x80000000 else value << 1
        table.append(value & 0xFFFFFFFF)
    return table


TABLE = crc_table()


def ogg_crc(data):
    crc = 0
    for byte in data:
        crc = ((crc << 8) ^ TABLE[((crc >> 24) ^ byte) & 0xFF]) & 0xFFFFFFFF
    return crc


def pages(data):
    """The Ogg pages of data, as (start, end) byte ranges."""
    position = 0
    while position < len(data):
        assert data[position:position + 4] == b"OggS", "not an Ogg page"
        count = data[position + 26]
        body = sum(data[position + 27:position + 27 + count])
        end = position + 27 + count + body
        yield position, end
        position = end


def reserialised(data, serial):
    """data with every page's stream serial number set to serial, each page's CRC made again."""
    out = bytearray(data)
    for start, end in pages(data):
        out[start + 14:start + 18] = serial.to_bytes(4, "little")
        out[start + 22:start + 26] = b"\0\0\0\0"
        out[start + 22:start + 26] = ogg_crc(out[start:end]).to_bytes(4, "little")
    return bytes(out)


def base_recordings(work):
    made = []
    for index, seconds in enumerate(LENGTHS):
        path = os.path.join(work, f"base-{index}.opus")
        source = f"sine=frequency={180 + 40 * index}:duration={seconds}"
        noise = f"anoisesrc=color=pink:amplitude=0.05:duration={seconds}:seed={index + 1}"
        subprocess.run(["ffmpeg", "-nostdin", "-hide_banner", "-loglevel", "error", "-y",
                        "-f", "lavfi", "-i", source, "-f", "lavfi", "-i", noise,
                        "-filter_complex", "amix=inputs=2", "-fflags", "+bitexact", "-flags:a", "+bitexact",
                        "-map_metadata", "-1", "-ac", "1", "-ar", "16000", "-c:a", "libopus", "-b:a", "16k",
                        "-application", "voip", path], check=True)
        with open(path, "rb") as file:
            made.append(file.read())
    return made


def main():
    count, folder = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(41)
    os.makedirs(folder, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        bases = base_recordings(work)
    senders = ["Oma", "Opa"]
    day = datetime.datetime(2021, 1, 4, 8, 0)
    lines = [day.strftime("%d/%m/%Y, %H:%M") + " - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more."]
    per_day = {}
    total = 0
    for number in range(count):
        day += datetime.timedelta(minutes=rng.randint(20, 600))
        stamp = day.strftime("%d/%m/%Y, %H:%M")
        key = day.strftime("%Y%m%d")
        per_day[key] = per_day.get(key, 0) + 1
        name = f"PTT-{key}-WA{per_day[key]:04d}.opus"
        data = reserialised(rng.choice(bases), 0x5A000000 + number)
        with open(os.path.join(folder, name), "wb") as file:
            file.write(data)
        total += len(data)
        sender = senders[number % 2]
        if rng.random() < 0.3:
            lines.append(f"{stamp} - Keeper: How are you today?")
        lines.append(f"{stamp} - {sender}: {name} (file attached)")
        if rng.random() < 0.2:
            lines.append(f"{stamp} - {sender}: Note {number + 1}, about the old days")
    with open(os.path.join(folder, "WhatsApp Chat with Oma.txt"), "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    print(f"make-chat-corpus: {count} voice notes, {total / 1e6:.0f} MB of audio, in {folder}")


if __name__ == "__main__":
    main()
