#!/usr/bin/env bash
# Ingest of a chat export against cp + sync + sha256sum of its voice notes (issue 41's target:
# within 1.2 ×), side by side. Not a test: timings on a shared machine are noisy, so figures are
# medians of RUNS runs, and each run times the two one after the other, in turn first.
#
#   bash scripts/bench-chat-ingest.sh [N] [RUNS]      (defaults: 2000 notes, 5 runs)
#
# The export (scripts/make-chat-corpus.py: "WhatsApp Chat with Oma.txt" and N PTT-….opus notes,
# each with bytes of its own) is made once in BENCH_DIR (default /tmp/storychop-bench-all) and
# reused. Each run: `storychop ingest EXPORT --from Oma --from Opa` into a new archive (every note
# probed, copied, hashed, written as a voice-note entry and synced), and `cp` of the notes into a
# new folder, `sync`, then `sha256sum` of the notes. Every archive and copy is kept until all runs
# are done, then deleted (see bench-ingest-vs-sha.sh: creating files right after thousands were
# deleted is slow here). The page cache is warm for both. The playable copies are not made here
# (they are made by `build`: scripts/bench-playable.sh times them beside ffmpeg).
#
# Environment: STORYCHOP (the binary to measure; default .build/release/storychop, built when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-2000}"
runs="${2:-5}"
work="${BENCH_DIR:-/tmp/storychop-bench-all}"

. scripts/bench-lib.sh
mkdir -p "$work"
bench_storychop if-missing "$work"
bench_install time ffmpeg

export_dir="$work/chat-$n"
if [[ ! -f "$export_dir.done" ]]; then
  rm -rf "$export_dir"
  python3 scripts/make-chat-corpus.py "$n" "$export_dir"
  touch "$export_dir.done"
fi
scratch="$(mktemp -d "$work/chat-ingest.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
find "$export_dir" -name '*.opus' -print0 | sort -z > "$scratch/notes.list"
find "$export_dir" -type f -print0 | xargs -0 cat > /dev/null   # the page cache warm for both

# The baseline, what ingest must do at least, by hand: copy the notes, make them durable, hash them.
by_hand='mkdir "$1" && xargs -0 cp -t "$1" < "$2" && sync && xargs -0 sha256sum < "$2" > /dev/null'

for run in $(seq "$runs"); do
  order=(ingest by-hand); (( run % 2 == 0 )) && order=(by-hand ingest)
  for who in "${order[@]}"; do
    sync
    case "$who" in
      ingest) "$storychop" init "$scratch/archive-$run" --quiet
              figures=$(time_run "$storychop" ingest "$export_dir" --from Oma --from Opa --archive "$scratch/archive-$run" --quiet) \
                || echo "  (ingest exited $?)" ;;
      by-hand) figures=$(time_run bash -c "$by_hand" by-hand "$scratch/copy-$run" "$scratch/notes.list") ;;
    esac
    echo "$who $figures" >> "$scratch/results"
    echo "  run $run  $who: $figures (wall user sys KB)  load $(cut -d' ' -f1 /proc/loadavg)"
  done
done
added=$(find "$scratch/archive-1/days" -name entry.json | wc -l)
[[ "$added" -eq "$n" ]] || echo "  note: the first run's archive holds $added entries, not $n"

echo "== Medians of $runs runs, a chat of $n voice notes ($(du -sbL --files0-from="$scratch/notes.list" | awk '{s+=$1} END {printf "%.0f MB", s/1e6}') of audio)"
for who in ingest by-hand; do
  for column in 2 3 4 5; do
    awk -v w="$who" -v c="$column" '$1 == w {print $c}' "$scratch/results" | median
  done | paste -sd' ' | awk -v w="$who" '{printf "  %-8s wall %6.2f s  user %6.2f s  sys %6.2f s  peak RSS %4.0f MB\n", w, $1, $2, $3, $4/1024}'
done
ingest=$(awk '$1 == "ingest" {print $2}' "$scratch/results" | median)
hand=$(awk '$1 == "by-hand" {print $2}' "$scratch/results" | median)
python3 -c "import sys; i, h = map(float, sys.argv[1:]); r = i / h; print(f'  ingest / (cp + sync + sha256sum) wall time: {r:.2f}   (target <= 1.2: {\"met\" if r <= 1.2 else \"missed\"})')" "$ingest" "$hand"
