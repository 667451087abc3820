#!/usr/bin/env bash
# The whole-pipeline benchmark: StoryChop's ingest, build, export and verify on one
# generated corpus, against Hugo building an equivalent site and against sha256sum / cp -r of
# the same audio, all in one run on one machine. Not a test: timings on a shared machine are
# noisy, so every figure is the median of RUNS runs, and the steps of one run sit side by side.
#
#   bash scripts/bench.sh [N] [RUNS]      (defaults: 1000 recordings, 3 runs)
#
# From N = 50,000 it runs scripts/bench-scale.sh instead: StoryChop alone on a community's
# archive (Hugo would not fit in memory), with check, search in Chromium and a BASELINE binary.
#
# Environment: BENCH_DIR (default /tmp/storychop-bench-all), STORYCHOP (the binary to measure;
# default .build/release/storychop, built only when missing), SEED (corpus seed, default 1),
# BASELINE (another storychop binary, e.g. the previous main's: its cold, no-op and one-title
# builds of a copy of the same archive, run beside StoryChop's, in turn first and second from
# run to run, and compared in the report).
# Installs with apt-get when missing: time (/usr/bin/time), hugo (Debian's, 0.111), ffmpeg (the
# corpus's m4a/mp3/ogg/flac recordings).
#
# In BENCH_DIR (corpus and audio tree kept and reused for the same N and seed):
#   corpus-N-sS/       scripts/make-corpus.py N --seed S --formats mixed: audio, sidecars, transcripts;
#                      in its journals/, scripts/make-journal-corpus.py's daily check-ins of two
#                      people over N / 1000 years (m4a and the app's JSON), ingested in the same run
#   audio-N-sS/        the corpus's audio files only (the check-ins' too), hard-linked (what
#                      sha256sum and cp -r read)
#   archive-N/         the archive of the last run (its site/ is StoryChop's site)
#   hugo-N/            the Hugo site made from it by scripts/make-hugo-site.py; hugo-N-public/ built
#   Family-Stories-N.zip, results-N.txt (one line a measurement), report-N.txt (the table)
#
# Each run, in this order: a fresh archive (`init`, base_url set so both sites have feeds and a
# sitemap) and a timed `ingest` of the corpus; sha256sum, `cp -r` and `cp -r` + `sync` over the
# corpus's audio; a cold `build --no-check` (site/ moved aside first), a no-op rebuild, a rebuild
# after one story's title was changed in its story.json (a different story each run); `export`;
# `verify` of the ZIP; a cold Hugo build (public dir and Hugo's caches removed first). Each
# step runs under /usr/bin/time ('%U %S %M': user, sys, peak RSS; wall by bash's clock around
# it, see time_run) with the page cache warm and the disk idle (`sync` first, untimed), as
# bench-export.sh does. The two rebuilds, a few milliseconds each, are run once more without
# /usr/bin/time around them (another no-op; the same story retitled again) for their wall time.
# Prints the medians and the ratios the issue sets targets for, each marked met or missed.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-1000}"
runs="${2:-3}"
seed="${SEED:-1}"
work="${BENCH_DIR:-/tmp/storychop-bench-all}"
base_url="https://example.org/"     # one for both sites: feeds and sitemaps need absolute links
if (( n >= 50000 )); then exec bash scripts/bench-scale.sh "$n" "${2:-1}"; fi

. scripts/bench-lib.sh
mkdir -p "$work"
bench_storychop if-missing "$work"
bench_install time hugo ffmpeg

corpus="$work/corpus-$n-s$seed"
bench_corpus "$corpus" "$n" "$seed" --formats mixed

# sha256sum and cp -r get the audio alone (what ingest hashes and copies), as one tree of hard
# links to the corpus files: no extra disk, and the same page cache as ingest reads.
audio="$work/audio-$n-s$seed"
if [[ ! -f "$audio.done" || "$audio.done" -ot "$corpus.done" ]]; then
  rm -rf "$audio" "$audio.done"
  cp -al "$corpus" "$audio"
  find "$audio" -type f ! \( -name '*.wav' -o -name '*.m4a' -o -name '*.mp3' -o -name '*.ogg' -o -name '*.flac' \) -delete
  touch "$audio.done"
fi
audio_bytes=$(du -sb "$audio" | cut -f1)
checkins=$(find "$corpus/journals" -type f -name '*.json' | wc -l)
echo "  audio: $(find "$audio" -type f | wc -l) files ($checkins of them check-ins), $audio_bytes bytes"

archive="$work/archive-$n"
hugo_src="$work/hugo-$n"
hugo_public="$work/hugo-$n-public"
hugo_cache="$work/hugo-cache"
zip="$work/Family-Stories-$n.zip"
copy="$work/copy-$n"
results="$work/results-$n.txt"   # STEP WALL USER SYS MAXRSS_KB WRITTEN STATUS, one line a measurement
: > "$results"

# retitle STORY_JSON TITLE: changes the title in place, keeping the file's key order.
retitle() {
  python3 - "$1" "$2" <<'PY'
import json, sys
path, title = sys.argv[1], sys.argv[2]
with open(path, encoding="utf-8") as f:
    story = json.load(f)
story["title"] = title
with open(path, "w", encoding="utf-8") as f:
    json.dump(story, f, ensure_ascii=False, indent=2)
    f.write("\n")
PY
}

# Last runs' archives and sites are moved aside and deleted at the end, not right before the
# steps that write: this file system (ext4 without a journal) skips inode numbers freed in the
# last minutes, and ingest or a cold build into a disk that has just seen mass deletes spent
# nearly half its time searching for free inodes (seen with perf).
trash="$work/trash-$n"
rm -rf "$trash"
mkdir -p "$trash"

# side_by_side STEP TIMER: StoryChop's build of the archive, and with BASELINE the baseline's
# build of a copy of it (step base-STEP): a copy, as a build links the recordings into its site,
# which changes their files' times, and the other's next build would read them all again. On
# odd runs StoryChop goes first, on even runs the baseline, so neither always meets the warmer disk.
base_archive="$work/base-archive-$n"
side_by_side() {
  local step="$1" timer="$2"
  # The playable copies (about a tenth of the corpus is Ogg) are timed apart: scripts/bench-playable.sh.
  local ours=(sync_then "$timer" "$step" "$storychop" build --archive "$archive" --no-check --no-transcode)
  local theirs=(sync_then "$timer" "base-$step" "$BASELINE" build --archive "$base_archive" --no-check)
  if [[ -z "${BASELINE:-}" ]]; then "${ours[@]}"
  elif (( run % 2 )); then "${ours[@]}"; "${theirs[@]}"
  else "${theirs[@]}"; "${ours[@]}"; fi
}
sync_then() { sync; "$@"; }
for run in $(seq "$runs"); do
  echo "== Run $run of $runs"
  if [[ -e "$archive" ]]; then mv "$archive" "$trash/archive-$run"; fi
  rm -rf "$copy" "$zip"
  "$storychop" init "$archive" --title "Benchmark Family" --quiet
  echo "base_url: $base_url" >> "$archive/storychop.yml"
  find "$corpus" -type f -exec cat {} + > /dev/null      # warm the page cache for every reader
  sync; timed ingest "$storychop" ingest "$corpus" --archive "$archive" --quiet
  if [[ $run -eq 1 ]]; then
    echo "  $(ls "$archive/stories" | wc -l) stories and $(ls "$archive/days" 2>/dev/null | wc -l) day entries; $(grep -c '^warning' "$work/step.err" || true) warnings and $(grep -c '^error' "$work/step.err" || true) errors from ingest"
    grep '^error' "$work/step.err" | head -3 | sed 's/^/    /' || true
  fi
  sync; timed sha256sum sh -c 'find "$1" -type f -print0 | xargs -0 sha256sum' sh "$audio"
  sync; timed cp-r cp -r "$audio" "$copy"
  rm -rf "$copy"
  # Export fsyncs its ZIP and ingest each story; cp -r leaves its copy in the page cache. So the
  # copy is also timed with a `sync` after it, as the like-for-like figure.
  sync; timed cp-r-sync sh -c 'cp -r "$1" "$2" && sync' sh "$audio" "$copy"
  rm -rf "$copy"

  if [[ -e "$archive/site" ]]; then mv "$archive/site" "$trash/site-$run"; fi
  if [[ -n "${BASELINE:-}" ]]; then
    if [[ -e "$base_archive" ]]; then mv "$base_archive" "$trash/base-archive-$run"; fi
    cp -a "$archive" "$base_archive"
  fi
  side_by_side cold timed
  side_by_side noop timed
  side_by_side noop-wall timed_wall
  # A different story each run (spread over the archive), so every run's edit is a real change.
  stories=($(ls "$archive/stories" | grep -v '^\.' | sort))
  edited="${stories[$(( run * ${#stories[@]} / (runs + 1) ))]}"
  for copy_of in "$archive" ${BASELINE:+"$base_archive"}; do retitle "$copy_of/stories/$edited/story.json" "Changed Title, Run $run"; done
  side_by_side edit1 timed
  for copy_of in "$archive" ${BASELINE:+"$base_archive"}; do retitle "$copy_of/stories/$edited/story.json" "Changed Again, Run $run"; done
  side_by_side edit1-wall timed_wall

  # Export first brings the site up to date: after the rebuild above there is nothing to do.
  sync; SOURCE_DATE_EPOCH=1700000000 timed export "$storychop" export --archive "$archive" -o "$zip" --no-transcode --quiet
  timed verify "$storychop" verify "$zip" --quiet

  # Hugo's site is made once, untimed, from the first run's archive (the same stories every run).
  if [[ $run -eq 1 ]]; then
    python3 scripts/make-hugo-site.py "$archive" "$hugo_src" | sed 's/^/  /'
  fi
  # Cold means cold every time: no public dir, no resources/ cache, no Hugo file cache
  # (kept in BENCH_DIR, not /tmp/hugo_cache, so nothing outside can warm it).
  rm -rf "$hugo_public" "$hugo_src/resources" "$hugo_cache"
  sync; timed hugo-cold hugo --quiet -s "$hugo_src" -d "$hugo_public" --cacheDir "$hugo_cache"
  if [[ $run -eq 1 && -s "$work/step.err" ]]; then
    echo "  Hugo said: $(head -3 "$work/step.err" | tr '\n' ' ')"
  fi
done

# What export packed: the bytes of every entry in the ZIP, uncompressed (site, audio, manifests).
zip_bytes=$(python3 -c 'import sys, zipfile; print(sum(i.file_size for i in zipfile.ZipFile(sys.argv[1]).infolist()))' "$zip")

python3 - "$results" "$n" "$runs" "$audio_bytes" "$zip_bytes" "$archive/site" "$hugo_public" "$(hugo version | cut -d' ' -f2)" "$checkins" <<'PY' | tee "$work/report-$n.txt"
import os, statistics, sys
path, n, runs, audio_bytes, zip_bytes, site, public, hugo, checkins = sys.argv[1:10]
audio_bytes, zip_bytes = int(audio_bytes), int(zip_bytes)
rows = {}
for line in open(path):
    step, wall, user, sys_, rss, written, status = line.split()
    rows.setdefault(step, []).append((float(wall), float(user) + float(sys_), int(rss) / 1024, written, status))

def med(step, i):
    value = statistics.median(r[i] for r in rows[step])
    return max(value, 0.0001) if i == 0 else value   # wall time is in tenths of a millisecond

def wall_of(step):
    """The step's wall time: run alone (STEP-wall) when it was, else under /usr/bin/time."""
    return med(step + "-wall", 0) if step + "-wall" in rows else med(step, 0)

# step: label, bytes it handles (for MB/s; None where throughput means nothing)
steps = {
    "ingest": (f"storychop ingest ({int(n) + int(checkins)} recordings)", audio_bytes),
    "sha256sum": ("sha256sum of the audio", audio_bytes),
    "cp-r": ("cp -r of the audio", audio_bytes),
    "cp-r-sync": ("cp -r of the audio + sync", audio_bytes),
    "cold": ("storychop build, cold", None),
    "noop": ("storychop build, no-op", None),
    "edit1": ("storychop build, one title changed", None),
    "export": ("storychop export", zip_bytes),
    "verify": ("storychop verify ZIP", zip_bytes),
    "hugo-cold": (f"hugo {hugo}, cold", None),
    "base-cold": ("BASELINE build, cold", None),
    "base-noop": ("BASELINE build, no-op", None),
    "base-edit1": ("BASELINE build, one title changed", None),
}
print()
print(f"== Medians of {runs} runs, N = {n} stories + {checkins} check-ins ({os.cpu_count()} cores; load average now {os.getloadavg()[0]:.1f})")
print(f"  {'step':36} {'wall s':>8} {'CPU s':>8} {'peak MB':>8} {'data MB':>8} {'MB/s':>7}  written  exit")
for step, (label, size) in steps.items():
    if step not in rows:
        continue
    wall, cpu, rss = wall_of(step), med(step, 1), med(step, 2)
    written = ",".join(sorted({r[3] for r in rows[step]}))
    status = ",".join(sorted({r[4] for r in rows[step]}))
    data = f"{size / 1e6:8.1f} {size / 1e6 / wall:7.1f}" if size else f"{'':8} {'':7}"
    mark = "*" if step + "-wall" in rows else " "
    print(f"  {label:35}{mark} {wall:8.3f} {cpu:8.2f} {rss:8.1f} {data}  {written:7}  {status}")
print("  * wall time of the same step run again without /usr/bin/time (whose own start adds 1-3 ms);")
print("    CPU and memory from the run under it")

def tree(top):
    files = [os.path.join(d, f) for d, _, fs in os.walk(top) for f in fs]
    return len(files), sum(os.path.getsize(f) for f in files) / 1e6
for name, top in (("StoryChop site", site), ("Hugo site", public)):
    count, mb = tree(top)
    print(f"  {name}: {count} files, {mb:.1f} MB in {top}")

print()
print("== Targets (wall time unless said; throughput = data MB / wall s)")
def check(label, value, target, ok, stretch=None, unit=""):
    verdict = "met" if ok(value, target) else "MISSED"
    extra = ""
    if stretch is not None:
        extra = f"; stretch {stretch}{unit}: {'met' if ok(value, stretch) else 'missed'}"
    print(f"  {label:44} {value:8.3f}{unit}  target {target}{unit}: {verdict}{extra}")
le, ge, lt = (lambda v, t: v <= t), (lambda v, t: v >= t), (lambda v, t: v < t)
cold, hugo_cold = med("cold", 0), med("hugo-cold", 0)
check("StoryChop cold build / Hugo cold build", cold / hugo_cold, 0.4 if int(n) < 10000 else 0.3, le)
print(f"  {'  (the same in CPU time)':44} {med('cold', 1) / med('hugo-cold', 1):8.3f}")
check("StoryChop build peak RSS / Hugo's", med("cold", 2) / med("hugo-cold", 2), 0.25, le)
check("no-op rebuild / cold build", wall_of("noop") / cold, 0.05, le)
check("one title changed / cold build", wall_of("edit1") / cold, 0.30, le)
# Ingest leaves every story on disk (synced); so does cp -r only with a sync after it.
check("ingest / (cp -r + sync + sha256sum)", med("ingest", 0) / (med("cp-r-sync", 0) + med("sha256sum", 0)), 1, le)
print(f"  {'  (against cp -r without sync + sha256sum)':44} {med('ingest', 0) / (med('cp-r', 0) + med('sha256sum', 0)):8.3f}")
check("export peak RSS (MB)", med("export", 2), 64, lt)
if "base-cold" in rows:
    # Beside the baseline: within 10 % of its cold build, no-op and peak memory.
    check("cold build / BASELINE's", med("cold", 0) / med("base-cold", 0), 1.1, le)
    print(f"  {'  (the same in CPU time)':44} {med('cold', 1) / med('base-cold', 1):8.3f}")
    check("no-op rebuild / BASELINE's", wall_of("noop") / wall_of("base-noop"), 1.1, le)
    check("one title changed / BASELINE's", wall_of("edit1") / wall_of("base-edit1"), 1.1, le)
    check("cold build peak RSS / BASELINE's", med("cold", 2) / med("base-cold", 2), 1.1, le)
print(f"  {'export / cp -r throughput (no target)':44} {(zip_bytes / med('export', 0)) / (audio_bytes / med('cp-r', 0)):8.3f}")
PY
rm -rf "$trash"
ARCHIVE="$archive" BENCH_DIR="$work" STORYCHOP="$storychop" bash scripts/bench-publish.sh "$n" "$runs"
bash scripts/bench-serve.sh "$archive" "$runs"   # serve against nginx over this run's site (issue 38)
STORYCHOP="$storychop" bash scripts/bench-photos.sh 1000 "$runs"   # photos: the site's copies against vipsthumbnail by hand (issue 39)
CORPUS="$corpus" STORYCHOP="$storychop" bash scripts/bench-book.sh "$n" 1   # the printed book: its volumes, peak memory, a second run kept (issue 40)
BENCH_DIR="$work" STORYCHOP="$storychop" bash scripts/bench-playable.sh 200 "$runs"   # the playable copies of Opus recordings against ffmpeg by hand (issue 41)
STORYCHOP="$storychop" BENCH_DIR="$work" bash scripts/bench-chat-ingest.sh 2000 "$runs"   # a 2,000-note chat export against cp + sync + sha256sum (issue 41)
CORPUS="$corpus" BENCH_DIR="$work" STORYCHOP="$storychop" bash scripts/bench-playable.sh "$n" "$runs"   # the levelled copies of this corpus against loudnorm's two passes by hand (issue 43)
