#!/usr/bin/env bash
# Ingest against sha256sum over the same recordings (issue 5's ingest target), side by side.
# Not a test: timings on a shared machine are noisy, so figures are medians of RUNS runs and
# each run times sha256sum and ingest one after the other, with the page cache warm.
#
#   bash scripts/bench-ingest-vs-sha.sh [N] [RUNS]      (defaults: 1000 recordings, 5 runs)
#
# Environment: BENCH_DIR (default /tmp/storychop-bench-all, the corpus bench.sh makes and
# reuses), STORYCHOP (the binary to measure; default .build/release/storychop), BASELINE (a
# second binary, e.g. one built from main, timed in the same runs for a before/after), SEED.
#
# Every run ingests into a new archive, and none is deleted until all runs are done: on an
# ext4 without a journal (this machine's), creating files soon after thousands were deleted
# is slow (the inode allocator skips inodes deleted in the last minutes, reading each one),
# which made an ingest right after `rm -rf` of the previous archive up to twice as slow.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-1000}"
runs="${2:-5}"
seed="${SEED:-1}"
work="${BENCH_DIR:-/tmp/storychop-bench-all}"

. scripts/bench-lib.sh
mkdir -p "$work"
bench_storychop if-missing "$work"
bench_install time ffmpeg
corpus="$work/corpus-$n-s$seed"
bench_corpus "$corpus" "$n" "$seed" --formats mixed

scratch="$(mktemp -d "$work/ingest-vs-sha.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
# sha256sum gets the audio files alone: what ingest hashes and copies.
find "$corpus" -type f \( -name '*.wav' -o -name '*.m4a' -o -name '*.mp3' -o -name '*.ogg' -o -name '*.flac' \) -print0 \
  > "$scratch/audio.list"
find "$corpus" -type f -print0 | xargs -0 cat > /dev/null   # warm the page cache for both
contenders=(sha256sum ingest)
[[ -n "${BASELINE:-}" ]] && contenders+=(baseline)

for run in $(seq "$runs"); do
  sync
  for who in "${contenders[@]}"; do
    case "$who" in
      sha256sum) figures=$(time_run xargs -0 sha256sum < "$scratch/audio.list") ;;
      *) binary="$storychop"; [[ "$who" == baseline ]] && binary="$BASELINE"
         "$binary" init "$scratch/$who-$run" --quiet
         figures=$(time_run "$binary" ingest "$corpus" --archive "$scratch/$who-$run" --quiet) || echo "  ($who exited $?)" ;;
    esac
    echo "$who $figures" >> "$scratch/results"
    echo "  run $run  $who: $figures (wall user sys KB)  load $(cut -d' ' -f1 /proc/loadavg)"
  done
done

echo "== Medians of $runs runs, $n recordings ($(du -sbL --files0-from="$scratch/audio.list" | awk '{s+=$1} END {printf "%.0f MB", s/1e6}') of audio)"
for who in "${contenders[@]}"; do
  for column in 2 3 4 5; do
    awk -v w="$who" -v c="$column" '$1 == w {print $c}' "$scratch/results" | median
  done | paste -sd' ' | awk -v w="$who" '{printf "  %-10s wall %5.2f s  user %5.2f s  sys %5.2f s  peak RSS %4.0f MB\n", w, $1, $2, $3, $4/1024}'
done
sha=$(awk '$1 == "sha256sum" {print $2}' "$scratch/results" | median)
ing=$(awk '$1 == "ingest" {print $2}' "$scratch/results" | median)
python3 -c "import sys; s, i = map(float, sys.argv[1:]); print(f'  sha256sum / ingest wall time: {s / i:.2f}   (target >= 1, stretch 2)')" "$sha" "$ing"
