#!/usr/bin/env bash
# Publish benchmark (issue 38's figures). Not a test: timings on a shared machine are noisy, so
# each figure is the median of RUNS runs, with `rsync -a` of the same site in the same run.
#
#   bash scripts/bench-publish.sh [N] [RUNS]      (defaults: 1000 recordings, 3 runs)
#
# Environment: BENCH_DIR (default /tmp/storychop-bench-all: the corpus is bench.sh's),
# STORYCHOP (the binary to measure; default .build/release/storychop, built when missing),
# ARCHIVE (an archive with its site built, e.g. bench.sh's; default: one made here from the
# corpus, once, and kept as BENCH_DIR/publish-archive-N), SEED (corpus seed, default 1).
#
# Each run, interleaved, with the page cache warm and the disk idle (`sync` first, untimed):
#   - `rsync -a SITE/ FRESH/` (rsync over no network: a local copy, as fast as rsync goes);
#   - `storychop publish FRESH2 --quiet` (the same site to a fresh folder: a no-op rebuild, the
#     shared files listed, every file copied under a temporary name and renamed into place);
#   - the same publish again, nothing changed (every file compared by size and time, none sent).
# Targets: first publish ≤ 1.5 × rsync -a; second ≤ 5 % of the first.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-1000}"
runs="${2:-3}"
seed="${SEED:-1}"
work="${BENCH_DIR:-/tmp/storychop-bench-all}"

. scripts/bench-lib.sh
mkdir -p "$work"
bench_storychop if-missing "$work"
bench_install time rsync

archive="${ARCHIVE:-$work/publish-archive-$n}"
if [[ -z "${ARCHIVE:-}" && ! -f "$archive.done" ]]; then
  corpus="$work/corpus-$n-s$seed"
  bench_corpus "$corpus" "$n" "$seed" --formats mixed
  echo "== Ingesting it into $archive and building the site (once, untimed)"
  rm -rf "$archive"
  "$storychop" init "$archive" --title "Benchmark Family" --quiet
  "$storychop" ingest "$corpus" --archive "$archive" --quiet || true   # a few recordings are refused on purpose
  touch "$archive.done"
fi
"$storychop" build --archive "$archive" --no-check --quiet
site="$archive/site"
out="$work/publish-out"
echo "== Publishing $site: $(find "$site" -type f | wc -l) files, $(du -sb "$site" | cut -f1) bytes"
find "$site" -type f -exec cat {} + > /dev/null   # warm the page cache for both

rsync_t=(); first_t=(); second_t=(); sent_second=()
for run in $(seq "$runs"); do
  rm -rf "$out"
  mkdir -p "$out"
  sync; read -r rs _ _ _ < <(time_run rsync -a "$site/" "$out/rsync/")
  sync; read -r p1 _ _ rss < <(time_run "$storychop" publish "$out/publish" --archive "$archive" --quiet)
  sync; read -r p2 _ _ _ < <(bench_out="$out/second.txt" time_run "$storychop" publish "$out/publish" --archive "$archive")
  sent=$(sed -n 's/.*: \([0-9][0-9]*\) sent .*/\1/p' "$out/second.txt")
  rsync_t+=("$rs"); first_t+=("$p1"); second_t+=("$p2"); sent_second+=("$sent")
  echo "  run $run: rsync -a $rs s, publish $p1 s (max RSS $rss KB), publish again $p2 s ($sent files sent)"
  # The published folder holds the site's shared files, byte for byte, and nothing hidden.
  diff -rq --exclude='.*' "$out/rsync" "$out/publish" > /dev/null || echo "  note: the published folder differs from the site (private or sealed files are left out)"
done
rs_m=$(printf '%s\n' "${rsync_t[@]}" | median)
p1_m=$(printf '%s\n' "${first_t[@]}" | median)
p2_m=$(printf '%s\n' "${second_t[@]}" | median)
rm -rf "$out"
python3 - "$rs_m" "$p1_m" "$p2_m" "${sent_second[*]}" <<'PY'
import sys
rs, p1, p2, sent = float(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
print("== Publish (medians)")
print(f"  rsync -a {rs:.3f} s, first publish {p1:.3f} s, second (unchanged) publish {p2:.3f} s; files sent by the second: {sent}")
for label, value, target in (("first publish / rsync -a", p1 / rs, 1.5), ("second publish / first", p2 / p1, 0.05)):
    print(f"  {label:44} {value:8.3f}  target {target}: {'met' if value <= target else 'MISSED'}")
PY
