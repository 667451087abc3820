#!/usr/bin/env bash
# Peak memory against input size (issue 42, "Deliver 5"): no input under 64 MB may make a
# command use more than 1 GB. Not a test: the figures are max RSS as /usr/bin/time -v reports
# it, one run each, on the machine at hand.
#
#   bash scripts/bench-memory.sh [ONLY]      (ONLY: a regular expression; run the inputs whose name matches it)
#
# scripts/make-memory-inputs.py makes the worst-case inputs in a fresh temporary folder: for
# each reader of outside bytes, files just under its limit (60 MB for a journal's export or a
# chat export, 16 MB for a transcript, 1 MB for a sidecar) in the shapes that cost a parser most
# (many tiny fields or elements, one huge field or line, a ZIP's manifest that unpacks to 500 MB).
# Each is given to the command that reads it: `probe` and `ingest` for journals' files, `ingest`
# for chats, sidecars and ZIPs, `ingest`, `build` and `verify` for transcripts, `verify` for
# bundles. A command may refuse its input (most of these are meant to be refused): what counts is
# its memory, and that it says why. The folder (about 1 GB) is deleted afterwards.
#
# Environment: STORYCHOP (the binary to measure; default .build/release/storychop, built when
# missing), BENCH_DIR (where the temporary folder is made; default /tmp).
set -euo pipefail
cd "$(dirname "$0")/.."
only="${1:-}"
limit_kb=$((1024 * 1024))

. scripts/bench-lib.sh
mkdir -p "${BENCH_DIR:-/tmp}"
work="$(mktemp -d "${BENCH_DIR:-/tmp}/storychop-memory.XXXXXX")"
trap 'rm -rf "$work"' EXIT
bench_storychop if-missing "$work"
bench_install time

echo "== Making the inputs in $work/inputs"
python3 scripts/make-memory-inputs.py "$work/inputs" sample-archive/recordings/first-job.wav | sed 's/^/  /' > "$work/sizes"
cat "$work/sizes"

# run INPUT STEP CMD...: CMD under /usr/bin/time -v; prints and records its max RSS.
run() {
  local input="$1" step="$2"; shift 2
  local status=0 rss bytes
  /usr/bin/time -v "$@" > "$work/out" 2> "$work/err" || status=$?
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/err")
  bytes=$(awk -v n="$input" '$1 == n { print $2 }' "$work/sizes")
  printf '%-24s %-8s %8.1f MB  %7.0f MB  %5.1f x  %s  exit %s\n' "$input" "$step" "$((bytes))e-6" "$((rss / 1024))" \
    "$(awk -v r="$rss" -v b="$bytes" 'BEGIN { print r * 1024 / b }')" "$( ((rss > limit_kb)) && echo OVER || echo ok)" "$status" | tee -a "$work/table"
  if ((status != 0)); then grep -v 'Command exited\|^\s' "$work/err" | grep -m1 -i 'error\|wrong\|larger\|cannot\|refus' | cut -c1-160 | sed 's/^/      /' || true; fi
}

fresh_archive() { rm -rf "$work/archive"; "$storychop" init "$work/archive" --quiet; }

echo
echo "== Max RSS per input (target: at most 1024 MB whatever the input under 64 MB)"
printf '%-24s %-8s %11s  %10s  %7s\n' input command "input" "max RSS" "RSS/in"
for dir in "$work"/inputs/*/; do
  input="$(basename "$dir")"
  [[ -n "$only" && ! "$input" =~ $only ]] && continue
  file="$(find "$dir" -type f ! -name '*.wav' | head -1)"
  case "$input" in
    csv-*|json-*|yaml-many-*)
      run "$input" probe "$storychop" probe "$file"
      fresh_archive
      run "$input" ingest "$storychop" ingest "$dir" --archive "$work/archive" --person Rose --quiet ;;
    whatsapp-*|telegram-*)
      fresh_archive
      run "$input" ingest "$storychop" ingest "$dir" --archive "$work/archive" --from Mei --from Rose --quiet ;;
    vtt-*|whisper-*|text-*)
      fresh_archive
      run "$input" ingest "$storychop" ingest "$dir" --archive "$work/archive" --quiet
      run "$input" build "$storychop" build --archive "$work/archive" --quiet
      run "$input" verify "$storychop" verify "$work/archive" ;;
    bundle-*)
      run "$input" verify "$storychop" verify "$(find "$dir" -mindepth 1 -maxdepth 1 | head -1)" ;;
    *)
      fresh_archive
      run "$input" ingest "$storychop" ingest "$dir" --archive "$work/archive" --quiet ;;
  esac
done
echo
over=$(grep -c ' OVER ' "$work/table" || true)
echo "$over of $(wc -l < "$work/table") runs over 1024 MB (binary: $storychop)"
