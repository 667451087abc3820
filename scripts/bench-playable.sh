#!/usr/bin/env bash
# The playable copies (issues 41 and 43): `storychop build` making the levelled AAC copy of
# every recording (loudnorm's two passes: measure, then level to -16 LUFS), beside the same two
# ffmpeg passes run by hand on the same files with the same parallelism (xargs -P, one ffmpeg a
# core, as the build's publishing runs on every core). Not a test: timings on a shared machine
# are noisy, so every figure is the median of RUNS runs, and the two are interleaved (which goes
# first alternates from run to run).
#
#   bash scripts/bench-playable.sh [N] [RUNS] [SECONDS]     (defaults: 200 recordings, 3 runs, 30 s each)
#
# Environment: BENCH_DIR (default /tmp/storychop-bench-all), STORYCHOP (the binary to measure;
# default .build/release/storychop, built only when missing), CORPUS (a folder of recordings to
# ingest instead, e.g. bench.sh's corpus: its stories and check-ins, every format; N and SECONDS
# then only name it). Installs ffmpeg and time when missing.
#
# Without CORPUS the recordings are made once (kept in BENCH_DIR/playable-N-S/ for the next run)
# from a sample voice, sample-archive's Opus story, looped to SECONDS and encoded again as Opus,
# each with its own comment tag so that every file is different. They are ingested into an
# archive in a scratch folder; each run then times, on fresh output folders (removed before the
# run, and the scratch folder at the end):
#   build     `storychop build --no-check` of a copy of the archive as ingested (no recording
#             measured yet) into an empty site: the pages and a levelled copy of every recording
#   by-hand   for each of the archive's recordings, `nproc` at a time: loudnorm's first pass
#             (`-af loudnorm=I=-16:TP=-1.5:LRA=11:print_format=json -f null -`), its figures
#             picked out with sed, and the second pass (`measured_I/TP/LRA/thresh/offset`,
#             `linear=true`, `-ar 48000 -c:a aac -b:a 96k -movflags +faststart`)
#   pages     the same build with --no-transcode: what the build does besides the copies
# Prints the medians and build / by-hand, which should be within 1.1.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-200}"
runs="${2:-3}"
seconds="${3:-30}"
work="${BENCH_DIR:-/tmp/storychop-bench-all}"

. scripts/bench-lib.sh
mkdir -p "$work"
bench_storychop if-missing "$work"
bench_install time ffmpeg
cores=$(nproc)

corpus="${CORPUS:-$work/playable-$n-$seconds}"
if [[ -z "${CORPUS:-}" && ! -f "$corpus.done" ]]; then
  echo "== Making $n Opus recordings of $seconds s in $corpus"
  rm -rf "$corpus"
  mkdir -p "$corpus"
  voice="$corpus/voice.wav"
  ffmpeg -nostdin -loglevel error -stream_loop -1 -i sample-archive/stories/2023-07-04-who-taught-you-to-swim/audio.opus \
    -t "$seconds" -ac 1 -ar 48000 "$voice"
  seq "$n" | xargs -P "$cores" -I{} ffmpeg -nostdin -loglevel error -i "$voice" -c:a libopus -b:a 32k \
    -metadata comment="Voice note {}" "$corpus/2024-01-01 Note {}.opus"
  rm "$voice"
  touch "$corpus.done"
fi

scratch="$(mktemp -d "$work/playable.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
archive="$scratch/archive"
"$storychop" init "$archive" --quiet
"$storychop" ingest "$corpus" --archive "$archive" --quiet
find "$archive/stories" "$archive/days" -name 'audio.*' -type f 2>/dev/null > "$scratch/audio.list" || true
n=$(wc -l < "$scratch/audio.list")
echo "  $n recordings, $(du -sb "$corpus" | cut -f1) bytes in $corpus; $cores cores"
xargs cat < "$scratch/audio.list" > /dev/null   # the page cache warm for both

# The build's own two ffmpeg passes on one recording ($1) into $2/stories-ID.m4a or days-ID.m4a.
cat > "$scratch/level.sh" <<'SH'
options=I=-16:TP=-1.5:LRA=11
said=$(ffmpeg -nostdin -hide_banner -nostats -loglevel info -i "$1" -vn -af "loudnorm=$options:print_format=json" -f null - 2>&1) || exit 1
figure() { printf '%s\n' "$said" | sed -n "s/.*\"$1\" : \"\(.*\)\".*/\1/p"; }
i=$(figure input_i)
case "$i" in
  *inf*) filter= ;;   # silence: copied without levelling, as the build does
  *) filter="-af loudnorm=$options:measured_I=$i:measured_TP=$(figure input_tp):measured_LRA=$(figure input_lra):measured_thresh=$(figure input_thresh):offset=$(figure target_offset):linear=true" ;;
esac
ffmpeg -nostdin -loglevel error -y -i "$1" -vn $filter -ar 48000 -c:a aac -b:a 96k -movflags +faststart \
  "$2/$(basename "$(dirname "$(dirname "$1")")")-$(basename "$(dirname "$1")").m4a"   # stories-ID, days-ID
SH
by_hand=(xargs -P "$cores" -I{} sh "$scratch/level.sh" {} "$scratch/by-hand")
run_one() {
  local who="$1" run="$2" figures
  rm -rf "$scratch/site" "$scratch/by-hand"
  mkdir -p "$scratch/by-hand"
  sync
  case "$who" in
    build) # On a copy of the archive as ingested: the build writes each measurement into its
           # story.json (audio.loudness), after which a build would level without measuring.
           rm -rf "$scratch/measured"
           cp -a "$archive" "$scratch/measured"
           sync
           figures=$(time_run "$storychop" build --archive "$scratch/measured" --output "$scratch/site" --no-check --quiet)
           made=$(find "$scratch/site" -name audio-playable.m4a | wc -l)
           [[ "$made" -eq "$n" ]] || echo "  note: the build made $made copies, not $n" >&2 ;;
    pages) figures=$(time_run "$storychop" build --archive "$archive" --output "$scratch/site" --no-check --no-transcode --quiet) ;;
    by-hand) figures=$(time_run "${by_hand[@]}" < "$scratch/audio.list")
             made=$(find "$scratch/by-hand" -name '*.m4a' | wc -l)
             [[ "$made" -eq "$n" ]] || echo "  note: by hand made $made copies, not $n" >&2 ;;
  esac
  echo "$who $figures" >> "$scratch/results"
  echo "  run $run  $who: $figures (wall user sys KB)  load $(cut -d' ' -f1 /proc/loadavg)"
}

for run in $(seq "$runs"); do
  if (( run % 2 )); then order=(build by-hand pages); else order=(by-hand build pages); fi
  for who in "${order[@]}"; do run_one "$who" "$run"; done
done

echo "== Medians of $runs runs, $n recordings from $corpus"
for who in build by-hand pages; do
  for column in 2 3 4 5; do
    awk -v w="$who" -v c="$column" '$1 == w {print $c}' "$scratch/results" | median
  done | paste -sd' ' | awk -v w="$who" '{printf "  %-8s wall %6.2f s  user %6.2f s  sys %5.2f s  peak RSS %4.0f MB\n", w, $1, $2, $3, $4/1024}'
done
build=$(awk '$1 == "build" {print $2}' "$scratch/results" | median)
hand=$(awk '$1 == "by-hand" {print $2}' "$scratch/results" | median)
awk -v b="$build" -v h="$hand" 'BEGIN { r = b / h; printf "  build / by-hand: %.2f (target 1.1: %s)\n", r, r <= 1.1 ? "met" : "missed" }'
