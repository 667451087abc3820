#!/usr/bin/env bash
# Transcription speed and memory: `storychop transcribe --force` over the sample archive's
# recordings (its stories and the journals' check-ins), then over one long recording made by
# looping the sample's speech for MINUTES minutes. Each under /usr/bin/time ('%e %M': wall
# seconds, peak RSS of the largest process, which is the engine), RUNS times; prints medians.
#
#   bash scripts/bench-transcribe.sh [MINUTES] [RUNS]     (defaults: 60 minutes, 1 run)
#
# Needs the engine (scripts/install-deps.sh --transcription), ffmpeg and time (installed when
# missing). Works in a fresh folder under /tmp, deleted afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
minutes="${1:-60}"
runs="${2:-1}"
. scripts/bench-lib.sh
bench_install time ffmpeg
storychop="${STORYCHOP:-.build/release/storychop}"
[ -x "$storychop" ] || swift build -c release --product storychop >/dev/null
work=$(mktemp -d /tmp/storychop-bench-transcribe.XXXXXX)
trap 'rm -rf "$work"' EXIT

# The sample: its recordings and journals ingested as scripts/demo.sh does.
sample="$work/sample"
mkdir -p "$sample"
cp sample-archive/storychop.yml sample-archive/prompts.yml "$sample/"
"$storychop" ingest sample-archive/recordings --archive "$sample" --quiet
for person in "Grandma Rose" "Grandpa Joe"; do
  "$storychop" ingest "sample-archive/journals/Daily Journal - $person" --kind check-in --person "$person" --archive "$sample" --quiet
done
"$storychop" ingest "sample-archive/journals/Voice Companion - Grandpa Joe" --archive "$sample" --quiet

# The long one: the sample's spoken stories, one after another, looped to MINUTES minutes
# (each made 16 kHz mono WAV first, so the concat demuxer joins like with like).
long="$work/long"
mkdir -p "$long/in"
cp sample-archive/storychop.yml "$long/"
part=0
for recording in sample-archive/recordings/*.m4a sample-archive/recordings/*.mp3; do
  # Told in Arabic and Chinese: the engine (Whisper tiny.en) transcribes English only.
  case "$recording" in *jasmine-in-grandmothers-house.m4a|*mid-autumn-mooncakes.m4a) continue ;; esac
  ffmpeg -nostdin -loglevel error -i "$recording" -ac 1 -ar 16000 "$work/part-$part.wav"
  echo "file '$work/part-$part.wav'" >> "$work/list.txt"
  part=$((part + 1))
done
ffmpeg -nostdin -loglevel error -stream_loop -1 -f concat -safe 0 -i "$work/list.txt" -t $((minutes * 60)) \
  -c:a aac -b:a 48k "$long/in/long-story.m4a"
"$storychop" ingest "$long/in/long-story.m4a" --archive "$long" --quiet

measure() {   # measure NAME ARCHIVE: RUNS timed runs; prints "NAME audio_s wall_s peak_kB" medians
  local name=$1 archive=$2 audio
  audio=$(python3 -c 'import glob, json, sys
items = [json.load(open(f)) for f in glob.glob(sys.argv[1] + "/*/*/*.json")]
print(round(sum(item.get("duration") or 0 for item in items if item.get("audio") and item.get("language") in (None, "en"))))' "$archive")
  for _ in $(seq "$runs"); do
    sync
    /usr/bin/time -f '%e %M' -o "$work/time.txt" "$storychop" transcribe --force --quiet --archive "$archive"
    cat "$work/time.txt"
  done | sort -n | awk -v name="$name" -v audio="$audio" '{ wall[NR] = $1; peak[NR] = $2 }
    END { m = int((NR + 1) / 2); printf "%-8s %6d s of audio  %7.1f s  %5.1f s of audio a second  peak %d MB\n",
          name, audio, wall[m], audio / wall[m], peak[m] / 1024 }'
}
measure sample "$sample"
measure long "$long"
