#!/usr/bin/env bash
# Site build benchmark. Not a test: timings on a shared machine are noisy, so each figure is the
# median of RUNS runs.
#
#   bash scripts/bench-build.sh [N] [RUNS]      (defaults: 1000 recordings, 3 runs)
#
# Environment: BENCH_DIR (default /tmp/storychop-bench-build), STORYCHOP (a storychop binary to
# use instead of building one), SEED (corpus seed, default 1).
#
# Steps, over a corpus of N recordings made by scripts/make-corpus.py (kept in
# BENCH_DIR/corpus-N and reused by later runs):
#   - `storychop init` + `storychop ingest` into a fresh archive (timed once);
#   - RUNS times: a cold `storychop build --no-check --output SITE` into an empty folder, a no-op
#     rebuild, and a rebuild after one story's story.json title was changed;
#   - `storychop check SITE` (timed once);
#   - the same cold and no-op builds of sample-archive/ (RUNS times).
# Each step is measured with /usr/bin/time: wall seconds, user+sys CPU seconds, max RSS.
# Prints a table of medians, and the files each build wrote ("written") as it reports them.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-1000}"
runs="${2:-3}"
seed="${SEED:-1}"
work="${BENCH_DIR:-/tmp/storychop-bench-build}"

. scripts/bench-lib.sh
mkdir -p "$work"
bench_storychop always "$work"
bench_install time
bench_corpus "$work/corpus-$n" "$n" "$seed"
corpus="$work/corpus-$n"

results="$work/results.txt"   # one line per measurement: STEP WALL USER SYS MAXRSS_KB WRITTEN STATUS
: > "$results"

echo "== Ingesting into a fresh archive"
archive="$work/archive-$n"
site="$work/site-$n"
rm -rf "$archive" "$site"
"$storychop" init "$archive" --title "Benchmark Family" --quiet
timed ingest "$storychop" ingest "$corpus" --archive "$archive" --quiet
echo "  $(ls "$archive/stories" | wc -l) stories in the archive"
grep -c '^warning' "$work/step.err" | sed 's/^/  warnings from ingest: /' || true

# The story whose title is edited between runs: the middle one (oldest first), always the same.
edited="$(ls "$archive/stories" | sort | sed -n "$(( ($(ls "$archive/stories" | wc -l) + 1) / 2 ))p")"

echo "== Building the site of $n stories, $runs runs"
for run in $(seq "$runs"); do
  rm -rf "$site"
  mkdir -p "$site"
  timed cold "$storychop" build --archive "$archive" --no-check --no-transcode --output "$site"
  timed noop "$storychop" build --archive "$archive" --no-check --no-transcode --output "$site"
  python3 - "$archive/stories/$edited/story.json" "$run" <<'PY'
import json, sys
path, run = sys.argv[1], sys.argv[2]
with open(path, encoding="utf-8") as f:
    story = json.load(f)           # object_pairs keep their order: the file stays in its key order
story["title"] = f"Edited Title, Run {run}"
with open(path, "w", encoding="utf-8") as f:
    json.dump(story, f, ensure_ascii=False, indent=2)
    f.write("\n")
PY
  timed edit1 "$storychop" build --archive "$archive" --no-check --no-transcode --output "$site"
done
timed check "$storychop" check "$site"

echo "== Building the sample archive, $runs runs"
sample_site="$work/sample-site"
for run in $(seq "$runs"); do
  rm -rf "$sample_site"
  mkdir -p "$sample_site"
  timed sample-cold "$storychop" build --archive sample-archive --no-check --no-transcode --output "$sample_site"
  timed sample-noop "$storychop" build --archive sample-archive --no-check --no-transcode --output "$sample_site"
done

python3 - "$results" "$n" "$runs" "$site" <<'PY'
import statistics, sys, os
path, n, runs, site = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
rows = {}
for line in open(path):
    step, wall, user, sys_, rss, written, status = line.split()
    rows.setdefault(step, []).append((float(wall), float(user) + float(sys_), int(rss), written, int(status)))
labels = {
    "ingest": f"ingest {n} recordings (once)",
    "cold": "build, cold (--no-check)",
    "noop": "build, nothing changed",
    "edit1": "build, one title changed",
    "check": "check SITE (once)",
    "sample-cold": "sample-archive build, cold",
    "sample-noop": "sample-archive build, no-op",
}
print()
print(f"== Medians over {runs} runs (N = {n})")
print(f"  {'step':32} {'wall s':>8} {'CPU s':>8} {'peak RSS MB':>12} {'runs':>5}  written+removed  exit")
for step, label in labels.items():
    if step not in rows:
        continue
    r = rows[step]
    wall = statistics.median(x[0] for x in r)
    cpu = statistics.median(x[1] for x in r)
    rss = statistics.median(x[2] for x in r) / 1024
    written = ",".join(sorted(set(x[3] for x in r)))
    status = ",".join(sorted(set(str(x[4]) for x in r)))
    print(f"  {label:32} {wall:8.2f} {cpu:8.2f} {rss:12.1f} {len(r):5}  {written:15}  {status}")
if "cold" in rows and "noop" in rows:
    cold = statistics.median(x[0] for x in rows["cold"])
    noop = statistics.median(x[0] for x in rows["noop"])
    edit = statistics.median(x[0] for x in rows["edit1"])
    print(f"  no-op / cold: {noop / cold * 100:.0f} %   one-edit / cold: {edit / cold * 100:.0f} %")
files = sum(len(f) for _, _, f in os.walk(site))
size = sum(os.path.getsize(os.path.join(d, x)) for d, _, fs in os.walk(site) for x in fs)
print(f"  site: {files} files, {size / 1e6:.1f} MB in {site}")
PY
