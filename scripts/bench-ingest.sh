#!/usr/bin/env bash
# Ingest benchmark (issue 2's figures). Not a test: timings on a shared machine are noisy,
# so each figure is the median of RUNS runs, and ingest is compared with sha256sum over the
# same files in the same run.
#
#   bash scripts/bench-ingest.sh [SIZE_MB] [RUNS]      (defaults: 1024 MB, 3 runs)
#
# Environment: BENCH_DIR (default /tmp/storychop-bench; the corpus is shared with
# bench-export.sh), STORYCHOP (a storychop binary to use instead of building one).
#
# Prints:
#   - bytes the probe reads for an M4A with moov at the front (target ≤ 64 KiB), and for each
#     sample recording;
#   - ingest throughput over SIZE_MB of audio (unique WAV files of 16–48 MB) against
#     `sha256sum` over the same files, both with a warm page cache (target ≥ 80 %).
set -euo pipefail
cd "$(dirname "$0")/.."
size_mb="${1:-1024}"
runs="${2:-3}"
work="${BENCH_DIR:-/tmp/storychop-bench}"

. scripts/bench-lib.sh
bench_storychop always "$work"
bench_install time

echo "== Bytes the probe reads (headers only)"
"$storychop" probe --json Tests/AudioProbeTests/Fixtures/aac-faststart.m4a \
  | python3 -c 'import json,sys; [print("  %7d of %8d bytes  %s  (moov at the front)" % (e["bytes_read"], e["bytes"], e["file"])) for e in json.load(sys.stdin)]'
find sample-archive/recordings -type f \( -name '*.m4a' -o -name '*.mp3' -o -name '*.wav' -o -name '*.flac' -o -name '*.ogg' -o -name '*.opus' -o -name '*.caf' \) -print0 \
  | xargs -0 "$storychop" probe --json \
  | python3 -c 'import json,sys; [print("  %7d of %8d bytes  %s" % (e["bytes_read"], e["bytes"], e["file"])) for e in json.load(sys.stdin)]'

echo
echo "== Making ${size_mb} MB of unique WAV recordings in $work/corpus"
mkdir -p "$work"
python3 scripts/make-wav-corpus.py "$work/corpus" "$size_mb"
bytes=$(du -sb "$work/corpus" | cut -f1)
echo "  $(ls "$work/corpus" | wc -l) files, $bytes bytes"

cat "$work"/corpus/* > /dev/null   # warm the page cache for both contenders
sha_times=(); ingest_times=(); ingest_rss=()
for run in $(seq "$runs"); do
  read -r t _ _ _ < <(time_run sha256sum "$work"/corpus/*)
  sha_times+=("$t")
  rm -rf "$work/archive"
  "$storychop" init "$work/archive" --quiet
  read -r t _ _ rss < <(time_run "$storychop" ingest "$work/corpus" --archive "$work/archive" --quiet)
  ingest_times+=("$t"); ingest_rss+=("$rss")
  echo "  run $run: sha256sum ${sha_times[-1]} s, ingest $t s (max RSS ${rss} KB)"
done
sha=$(printf '%s\n' "${sha_times[@]}" | median)
ing=$(printf '%s\n' "${ingest_times[@]}" | median)
rss=$(printf '%s\n' "${ingest_rss[@]}" | median)
python3 - "$bytes" "$sha" "$ing" "$rss" <<'PY'
import sys
size, sha, ing, rss = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
print()
print(f"== Median of runs over {size/1e6:.0f} MB")
print(f"  sha256sum          {sha:6.2f} s  {size/1e6/sha:7.0f} MB/s")
print(f"  storychop ingest   {ing:6.2f} s  {size/1e6/ing:7.0f} MB/s   (hash + copy + fsync; max RSS {rss/1024:.0f} MB)")
print(f"  ingest / sha256sum throughput: {sha/ing*100:.0f} %   (target >= 80 %)")
PY
rm -rf "$work/archive"
