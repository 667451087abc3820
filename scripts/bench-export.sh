#!/usr/bin/env bash
# Export benchmark (issue 4's figures). Not a test: timings on a shared machine are noisy, so
# each figure is the median of RUNS runs, and export is compared with `cp -r` and `zip -0 -r`
# over the same files in the same run, all with a warm page cache.
#
#   bash scripts/bench-export.sh [SIZE_MB] [RUNS]      (defaults: 1024 MB, 3 runs)
#
# Environment: BENCH_DIR (default /tmp/storychop-bench; the corpus is shared with
# bench-ingest.sh), STORYCHOP (a storychop binary to use instead of building one).
#
# Prints, over an archive holding SIZE_MB of audio (unique WAV files of 16–48 MB):
#   - seconds and MB/s for `cp -r stories/`, `zip -0 -r` of the same folder, `storychop export`
#     (export also hashes every file, checks the audio against story.json, writes the manifests,
#     and fsyncs the ZIP before renaming it; cp and zip do none of that);
#   - export / cp throughput (target >= 80 %) and export's peak memory (target < 64 MB);
#   - whether two exports gave the same sha256.
#
# What bounds export here: SHA-256 of every byte, which cannot be split within a file. With the
# CPU's SHA instructions it runs at ~1.37 GB/s on one core (`openssl speed -evp sha256` agrees
# with swift-crypto), ~0.75 s a gigabyte, about twice what `cp -r` takes in all; reading, the
# ZIP's CRC-32 and writing run beside it on the second core (see Sources/ZipIO/FileStreamer.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
size_mb="${1:-1024}"
runs="${2:-3}"
work="${BENCH_DIR:-/tmp/storychop-bench}"

. scripts/bench-lib.sh
bench_storychop always "$work"
bench_install time zip

echo "== Making ${size_mb} MB of unique WAV recordings in $work/corpus"
mkdir -p "$work"
python3 scripts/make-wav-corpus.py "$work/corpus" "$size_mb"

echo "== Ingesting it into $work/export-archive and building the site (once, untimed)"
archive="$work/export-archive"
rm -rf "$archive" "$work/out"
mkdir -p "$work/out"
"$storychop" init "$archive" --title "Benchmark Family" --quiet
"$storychop" ingest "$work/corpus" --archive "$archive" --quiet
SOURCE_DATE_EPOCH=1700000000 "$storychop" export --archive "$archive" -o "$work/out/warmup.zip" --quiet
rm -f "$work/out/warmup.zip"
bytes=$(du -sb "$archive/stories" | cut -f1)
echo "  $(ls "$archive/stories" | wc -l) stories, $bytes bytes in stories/"

cat "$archive"/stories/*/* > /dev/null   # warm the page cache for every contender
# Each contender starts with the disk idle (`sync`, untimed): otherwise the one that runs next
# pays for writing back the previous one's gigabyte. Export fsyncs its ZIP (a crash never leaves
# a damaged bundle), so `cp -r` followed by `sync` is timed too, as the like-for-like copy.
cp_times=(); cps_times=(); zip_times=(); export_times=(); export_rss=(); sums=()
for run in $(seq "$runs"); do
  rm -rf "$work/out/copy" "$work/out/plain.zip" "$work/out/run-$run"
  mkdir -p "$work/out/run-$run"
  sync; read -r t _ _ _ < <(time_run cp -r "$archive/stories" "$work/out/copy")
  cp_times+=("$t")
  rm -rf "$work/out/copy"
  sync; read -r t _ _ _ < <(time_run sh -c 'cp -r "$1" "$2" && sync' sh "$archive/stories" "$work/out/copy")
  cps_times+=("$t")
  rm -rf "$work/out/copy"
  sync; read -r t _ _ _ < <(cd "$archive" && time_run zip -0 -r -q "$work/out/plain.zip" stories)
  zip_times+=("$t")
  rm -rf "$work/out/plain.zip"
  sync; read -r t _ _ rss < <(SOURCE_DATE_EPOCH=1700000000 time_run "$storychop" export --archive "$archive" -o "$work/out/run-$run/Family-Stories.zip" --quiet)
  export_times+=("$t"); export_rss+=("$rss")
  sums+=("$(sha256sum "$work/out/run-$run/Family-Stories.zip" | cut -d' ' -f1)")
  echo "  run $run: cp -r ${cp_times[-1]} s, cp -r + sync ${cps_times[-1]} s, zip -0 -r ${zip_times[-1]} s, export $t s (max RSS ${rss} KB)"
  [[ $run -gt 1 ]] && rm -rf "$work/out/run-$((run - 1))"
done
same=$([[ $(printf '%s\n' "${sums[@]}" | sort -u | wc -l) -eq 1 ]] && echo yes || echo NO)
"$storychop" verify "$work/out/run-$runs/Family-Stories.zip" --quiet && verified=yes || verified=NO
cp_m=$(printf '%s\n' "${cp_times[@]}" | median)
cps_m=$(printf '%s\n' "${cps_times[@]}" | median)
zip_m=$(printf '%s\n' "${zip_times[@]}" | median)
exp_m=$(printf '%s\n' "${export_times[@]}" | median)
rss_max=$(printf '%s\n' "${export_rss[@]}" | sort -n | tail -1)
python3 - "$bytes" "$cp_m" "$zip_m" "$exp_m" "$rss_max" "$same" "$verified" "$cps_m" <<'PY'
import sys
size, cp, zp, ex, rss = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
cps = float(sys.argv[8])
print()
print(f"== Median of runs over {size/1e6:.0f} MB")
print(f"  cp -r              {cp:6.2f} s  {size/1e6/cp:7.0f} MB/s")
print(f"  cp -r + sync       {cps:6.2f} s  {size/1e6/cps:7.0f} MB/s")
print(f"  zip -0 -r          {zp:6.2f} s  {size/1e6/zp:7.0f} MB/s")
print(f"  storychop export   {ex:6.2f} s  {size/1e6/ex:7.0f} MB/s   (sha256 + CRC + fsync; max RSS {rss/1024:.0f} MB)")
print(f"  export / cp throughput:  {cp/ex*100:.0f} %   (target >= 80 %)")
print(f"  export / (cp + sync):    {cps/ex*100:.0f} %")
print(f"  export / zip throughput: {zp/ex*100:.0f} %")
print(f"  peak memory: {rss/1024:.0f} MB   (target < 64 MB)")
print(f"  every run gave the same sha256: {sys.argv[6]}; verify passes: {sys.argv[7]}")
PY
rm -rf "$work/out" "$archive"
