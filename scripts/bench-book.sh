#!/usr/bin/env bash
# The book's benchmark (issue 40): `storychop book` of the 1,000-story benchmark archive, whose
# ~1,500-word transcripts make a book of thousands of pages in several volumes, typeset one at
# a time by the engine `scripts/install-deps.sh --book` installs. Not a test: figures from one
# shared machine, the median of RUNS runs.
#
#   bash scripts/bench-book.sh [N] [RUNS]      (defaults: 1000 recordings, 1 run)
#
# Environment: BENCH_DIR (default /tmp/storychop-bench-book; the corpus is made there by
# scripts/make-corpus.py, or reused from bench.sh's when CORPUS names it), STORYCHOP (the binary;
# default .build/release/storychop, built when missing).
#
# Each run, in a fresh archive (`init`, base_url set so each story has its QR code; the corpus
# ingested, untimed): a first `storychop book` (wall, CPU, peak RSS: /usr/bin/time's %M is the
# largest of storychop and the engine runs it waits for), then a second with nothing changed.
# Targets: peak memory below 2 GB; the second run at most 5 % of the first.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-1000}"
runs="${2:-1}"
work="${BENCH_DIR:-/tmp/storychop-bench-book}"

. scripts/bench-lib.sh
mkdir -p "$work"
bench_storychop if-missing "$work"
bench_install time ffmpeg
bash scripts/install-deps.sh --book
corpus="${CORPUS:-$work/corpus-$n-s1}"
[[ -n "${CORPUS:-}" ]] || bench_corpus "$corpus" "$n" 1 --formats mixed
results="$work/results-book-$n.txt"
: > "$results"
archive="$work/archive-book-$n"
trap 'rm -rf "$archive"' EXIT

for run in $(seq 1 "$runs"); do
  echo "== Run $run of $runs"
  rm -rf "$archive"
  "$storychop" init "$archive" --title "Benchmark Family" > /dev/null
  echo 'base_url: https://example.org/' >> "$archive/storychop.yml"
  "$storychop" ingest "$corpus" --archive "$archive" --quiet > /dev/null
  sync
  timed book-first "$storychop" book --archive "$archive"
  cat "$work/step.out" | tail -n +1 | sed 's/^/    /' | head -20
  sync
  timed book-again "$storychop" book --archive "$archive"
done

python3 - "$results" <<'PY'
import sys
rows = {}
for line in open(sys.argv[1]):
    step, wall, user, sys_, rss, _written, status = line.split()
    rows.setdefault(step, []).append((float(wall), float(user) + float(sys_), int(rss), int(status)))
def med(step, field):
    values = sorted(r[field] for r in rows[step])
    return values[(len(values) - 1) // 2]
print("\n== The book (medians)")
for step in ("book-first", "book-again"):
    print(f"  {step:12} wall {med(step, 0):9.2f} s   cpu {med(step, 1):9.2f} s   peak RSS {med(step, 2) / 1024:8.0f} MB")
peak = med("book-first", 2) / 1024
ratio = med("book-again", 0) / med("book-first", 0)
print(f"  {'peak memory below 2 GB':44} {peak:8.0f} MB  {'met' if peak < 2048 else 'MISSED'}")
print(f"  {'second run / first (at most 0.05)':44} {ratio:8.4f}  {'met' if ratio <= 0.05 else 'MISSED'}")
PY
