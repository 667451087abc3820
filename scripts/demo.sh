#!/usr/bin/env bash
# The README's first command: installs what StoryChop needs, builds it, and runs the main job
# on sample-archive/: its raw recordings are ingested into a fresh copy of the archive under
# out/, those without a transcript transcribed on this machine, the website is built and the
# ZIP bundle exported and verified. Safe to run again: out/ is made anew each time.
set -euo pipefail
cd "$(dirname "$0")/.."

# ffmpeg too (playable copies of the CAF, Ogg and Opus recordings), and the transcription engine (once, ~550 MB)
bash scripts/install-deps.sh --extras --transcription
echo "Building StoryChop (release; the first build takes a few minutes) …"
swift build -c release --product storychop 2>&1 | grep -E "error|warning: |Compiling storychop|complete" || true
storychop=".build/release/storychop"
[ -x "$storychop" ] || { echo "error: the build failed; run 'swift build -c release' to see why" >&2; exit 3; }

archive="out/sample-archive"
rm -rf "$archive"
mkdir -p "$archive"
cp -r sample-archive/storychop.yml sample-archive/prompts.yml sample-archive/people.yml sample-archive/people "$archive/"

echo
echo "== storychop ingest sample-archive/recordings --archive $archive"
"$storychop" ingest sample-archive/recordings --archive "$archive"
# Four journal apps' exports: the daily check-ins say neither kind nor person, the voice
# companion's and the partners' check-in's files say both, the daily questions' CSV not whose.
journals="sample-archive/journals"
for person in "Grandma Rose" "Grandpa Joe"; do
  echo
  echo "== storychop ingest \"$journals/Daily Journal - $person\" --kind check-in --person \"$person\" --archive $archive"
  "$storychop" ingest "$journals/Daily Journal - $person" --kind check-in --person "$person" --archive "$archive" | tail -n 1
done
echo
echo "== storychop ingest \"$journals/Voice Companion - Grandpa Joe\" --archive $archive"
"$storychop" ingest "$journals/Voice Companion - Grandpa Joe" --archive "$archive" | tail -n 1
echo
echo "== storychop ingest \"$journals/Partners Check-in\" --archive $archive"
"$storychop" ingest "$journals/Partners Check-in" --archive "$archive" | tail -n 1
echo
echo "== storychop ingest \"$journals/Daily Questions - Grandma Rose\" --person \"Grandma Rose\" --archive $archive"
"$storychop" ingest "$journals/Daily Questions - Grandma Rose" --person "Grandma Rose" --archive "$archive" | tail -n 2
# Three chats exported with their media: only Grandma Rose's and Grandpa Joe's voice notes are
# taken (--from), each a voice note on their day; Sam's and Mei's are left in the chats.
chats="sample-archive/chats"
for chat in "WhatsApp Chat - Family.zip|Grandma Rose|Grandpa Joe" "WhatsApp Chat with Grandma Rose|Grandma Rose" \
            "Telegram Export - Grandpa Joe|Grandpa Joe"; do
  IFS='|' read -r export first second <<< "$chat"
  from=(--from "$first"); shown="--from \"$first\""
  if [[ -n "$second" ]]; then from+=(--from "$second"); shown+=" --from \"$second\""; fi
  echo
  echo "== storychop ingest \"$chats/$export\" $shown --archive $archive"
  "$storychop" ingest "$chats/$export" "${from[@]}" --archive "$archive" | tail -n 1
done
echo
echo "== storychop transcribe --archive $archive"
"$storychop" transcribe --archive "$archive"
echo
echo "== storychop build --archive $archive"
"$storychop" build --archive "$archive"
echo
echo "== storychop export --archive $archive -o out/Family-Stories.zip"
"$storychop" export --archive "$archive" -o out/Family-Stories.zip
echo
echo "== storychop verify out/Family-Stories.zip"
"$storychop" verify out/Family-Stories.zip
echo
echo "The archive: $(pwd)/$archive (one folder per story under stories/, per day entry under days/)"
echo "The site:    $(pwd)/$archive/site/index.html (the journals: $archive/site/days/index.html)"
echo "The ZIP:     $(pwd)/out/Family-Stories.zip"
echo "To show the site to the phones at home: $storychop serve --lan --archive $archive"
