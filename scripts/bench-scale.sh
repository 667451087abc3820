#!/usr/bin/env bash
# The large-archive benchmark: a community's N stories (scripts/bench.sh N runs this when N is
# 50,000 or more). StoryChop alone: Hugo took 3 GB for 10,000 stories, so 100,000 would not fit
# this machine's 24 GiB. Each figure is the median of RUNS runs.
#
#   bash scripts/bench.sh 100000 [RUNS]      (or: bash scripts/bench-scale.sh N [RUNS])
#
# Environment: BENCH_DIR (default /tmp/storychop-bench-scale), STORYCHOP (the binary to measure;
# default .build/release/storychop, built when missing), BASELINE (another storychop binary,
# e.g. one built from an older commit: its cold build is timed beside STORYCHOP's in every run,
# the two alternating which goes first), SEED (corpus seed, default 1).
#
# The corpus is `make-corpus.py N --scale`: 5-second WAV recordings, ~500-word transcripts with
# a long tail of rare names (kept in BENCH_DIR and reused). One timed ingest into a fresh
# archive; then per run a cold `build --no-check` (and BASELINE's, into a folder of its own),
# `check` of the site, `export` and `verify` of the ZIP. At the end: the site's largest files
# and, in headless Chromium (Tests/Browser/setup.sh installs it), three searches from file://
# (two rare words, "the", "summer"): seconds until the first results and the bytes loaded.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-100000}"
runs="${2:-1}"
seed="${SEED:-1}"
work="${BENCH_DIR:-/tmp/storychop-bench-scale}"

. scripts/bench-lib.sh
mkdir -p "$work"
bench_storychop if-missing "$work"
bench_install time
corpus="$work/corpus-$n-s$seed"
bench_corpus "$corpus" "$n" "$seed" --scale

archive="$work/archive-$n"
zip="$work/Community-Stories-$n.zip"
results="$work/results-$n.txt"
: > "$results"
# Sites of earlier runs are deleted at the end, not before a step that writes (see bench.sh).
trash="$work/trash-$n"
rm -rf "$trash" "$archive" "$zip"
mkdir -p "$trash"

"$storychop" init "$archive" --title "Community Stories" --quiet
echo "base_url: https://example.org/" >> "$archive/storychop.yml"
sync; timed ingest "$storychop" ingest "$corpus" --archive "$archive" --quiet
for run in $(seq "$runs"); do
  echo "== Run $run of $runs"
  if [[ -e "$archive/site" ]]; then mv "$archive/site" "$trash/site-$run"; fi
  if [[ -n "${BASELINE:-}" && $((run % 2)) -eq 1 ]]; then
    sync; timed cold-baseline "$BASELINE" build --archive "$archive" --output "$trash/baseline-$run" --no-check
  fi
  sync; timed cold "$storychop" build --archive "$archive" --no-check
  if [[ -n "${BASELINE:-}" && $((run % 2)) -eq 0 ]]; then
    sync; timed cold-baseline "$BASELINE" build --archive "$archive" --output "$trash/baseline-$run" --no-check
  fi
  sync; timed check "$storychop" check --archive "$archive" --quiet
  rm -f "$zip"
  sync; SOURCE_DATE_EPOCH=1700000000 timed export "$storychop" export --archive "$archive" -o "$zip" --quiet
  timed verify "$storychop" verify "$zip" --quiet
done

python3 - "$results" "$n" "$runs" <<'PY' | tee "$work/report-$n.txt"
import statistics, sys
path, n, runs = sys.argv[1:4]
rows = {}
for line in open(path):
    step, wall, user, sys_, rss, written, status = line.split()
    rows.setdefault(step, []).append((float(wall), float(user) + float(sys_), int(rss) / 1024, status))
print(f"\n== Medians of {runs} runs, {n} stories")
print(f"  {'step':32} {'wall s':>8} {'CPU s':>8} {'peak MB':>8}  exit")
labels = {"ingest": "storychop ingest", "cold-baseline": "BASELINE build, cold", "cold": "storychop build, cold",
          "check": "storychop check", "export": "storychop export", "verify": "storychop verify ZIP"}
for step, label in labels.items():
    if step in rows:
        med = [statistics.median(r[i] for r in rows[step]) for i in range(3)]
        print(f"  {label:32} {med[0]:8.1f} {med[1]:8.1f} {med[2]:8.0f}  {','.join(sorted({r[3] for r in rows[step]}))}")
PY
echo "== The site's largest files (StoryChop's hidden build records aside)"
# (sort's output read whole before head takes three: with pipefail, a cut pipe would stop the script)
find "$archive/site" -type f ! -name '.storychop-*' -printf '%s %P\n' | sort -rn > "$work/sizes.txt"
head -3 "$work/sizes.txt" | awk '{printf "  %8.2f MB  %s\n", $1 / 1048576, $2}'
echo "  $(find "$archive/site" -type f | wc -l) files; search/: $(du -sh "$archive/site/search" | cut -f1)"
echo "== Searches in headless Chromium, from file://"
python=$(bash Tests/Browser/setup.sh)
"$python" Tests/Browser/search_probe.py "$archive/site" | sed 's/^/  /'
rm -rf "$trash"
