#!/usr/bin/env python3
"""make-wav-corpus.py FOLDER SIZE_MB — unique WAV recordings (16–48 MB of noise each) adding up
to SIZE_MB, for the throughput benchmarks (bench-ingest.sh, bench-export.sh). Reuses the folder
when it already holds that much. Noise, so every file's SHA-256 differs and nothing compresses."""
import os, struct, sys, random

folder, total_mb = sys.argv[1], int(sys.argv[2])
os.makedirs(folder, exist_ok=True)
want = total_mb * 1000 * 1000
have = sum(os.path.getsize(os.path.join(folder, f)) for f in os.listdir(folder))
if have >= want:
    sys.exit(0)
for f in os.listdir(folder):
    os.remove(os.path.join(folder, f))
rng = random.Random(42)
made, index = 0, 0
while made < want:
    size = min(rng.randint(16, 48) * 1000 * 1000, want - made)
    size = max(size - size % 4, 44100 * 4 * 6)
    data = os.urandom(size)
    header = (b"RIFF" + struct.pack("<I", 36 + size) + b"WAVEfmt "
              + struct.pack("<IHHIIHH", 16, 1, 2, 44100, 176400, 4, 16) + b"data" + struct.pack("<I", size))
    with open(os.path.join(folder, f"2024-01-{index % 28 + 1:02d} recording {index:03d}.wav"), "wb") as out:
        out.write(header + data)
    made += size + 44
    index += 1
print(f"  {index} files")
