#!/usr/bin/env bash
# make-sample-journals.sh — make the journal exports of StoryChop's demo archive.
#
# Writes sample-archive/journals/: what two journal apps export for three weeks
# (2024-02-19 to 2024-03-10, America/New_York), the raw input of day entries:
#   Daily Journal - Grandma Rose/   a daily voice journal: one check-in a day, NAME.m4a
#   Daily Journal - Grandpa Joe/    with NAME.json (date, recorded, prompt, mood, mood_word,
#                                   transcript); no kind or person (ingest gets --kind and
#                                   --person). Some days are missing; on some the transcript
#                                   is null (transcription failed) or in NAME.txt instead.
#   Voice Companion - Grandpa Joe/  a voice companion app: voice notes (note-*.m4a + .json)
#                                   and evening moods without audio (evening-*.json), files
#                                   that say their kind and person themselves.
# The speech is synthesised with espeak-ng in the narrators' voices of
# make-sample-recordings.sh (shared through scripts/sample-speech.sh) and encoded like a
# phone's recorder (AAC in MP4, mono, 22.05 kHz, 32 kb/s, no tags). Each "transcript" is
# exactly the text spoken. Every recording must last 6 to 12 seconds: the script stops if
# one does not.
#
# Re-runnable and deterministic as far as the tools allow (same espeak-ng and ffmpeg
# versions give the same bytes): everything is built in a temporary folder and then
# replaces sample-archive/journals/ as a whole. The script owns that folder.
#
# Needs: espeak-ng, ffmpeg (with its native AAC encoder), ffprobe, awk.
#   apt-get install -y espeak-ng ffmpeg
#
# Usage: scripts/make-sample-journals.sh
set -euo pipefail
export LC_ALL=C.UTF-8 TZ=UTC

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/sample-archive/journals"

# The narrators, tell, master, encode_m4a, json_str and the ffmpeg flags are shared by both
# sample scripts.
. "$ROOT/scripts/sample-speech.sh"
start_work journals espeak-ng ffmpeg ffprobe awk
STAGE="$WORK/journals"
COMPANION="$STAGE/Voice Companion - Grandpa Joe"
mkdir -p "$STAGE/Daily Journal - Grandma Rose" "$STAGE/Daily Journal - Grandpa Joe" "$COMPANION"


# ---------------------------------------------------------------------------
# The apps' scales and prompts.
CHECKIN_WORDS=(Low Down Okay Happy Amazing)   # the daily journal: 0-4
EVENING_WORDS=(Great Good Okay Tired Rough)   # the voice companion's evening: 0-4
PROMPTS=(
  "What stayed with you today?"
  "Who did you think of today?"
  "What made you smile today?"
  "What did you notice outside today?"
  "What would you like to remember about today?"
)

offset_of() { # offset_of YYYY-MM-DD -> the UTC offset in New York that evening
  # Daylight saving time began on 2024-03-10 at 02:00; every time here is later in the day.
  if [[ "$1" < "2024-03-10" ]]; then printf '%s' '-05:00'; else printf '%s' '-04:00'; fi
}

prompt_of() { # prompt_of YYYY-MM-DD -> the app's question of the day, the same for everyone
  local month=$((10#${1:5:2})) day=$((10#${1:8:2})) n
  # Days since 2024-02-19 (February 2024 has 29 days); the prompts take turns.
  if [ "$month" -eq 2 ]; then n=$((day - 19)); else n=$((day + 10)); fi
  printf '%s' "${PROMPTS[n % ${#PROMPTS[@]}]}"
}

# speak KEY NARRATOR OUTFILE SENTENCE... — the sentences, spoken and encoded as a phone's M4A.
speak() {
  local key=$1 narrator=$2 out=$3; shift 3
  tell "$key" "$narrator" "$@"
  encode_m4a "$key" "$out"
  local seconds
  seconds=$(ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$out")
  if ! awk -v s="$seconds" 'BEGIN { exit !(s >= 6 && s <= 12) }'; then
    echo "error: ${out#"$STAGE"/} lasts ${seconds}s; every recording must last 6 to 12 s — change its sentences" >&2
    exit 1
  fi
}

# checkin NARRATOR YYYY-MM-DD HH:MM:SS MOOD json|null|txt SENTENCE...
#   A daily journal's check-in: where its transcript goes is json (in the JSON), null (the
#   app could not transcribe it) or txt (no "transcript" key; NAME.txt beside the recording).
checkin() {
  local narrator=$1 date=$2 time=$3 mood=$4 mode=$5; shift 5
  local dir="$STAGE/Daily Journal - $narrator" name="${date}_${time//:/-}" text
  text="$*"
  speak "${narrator// /-}-$name" "$narrator" "$dir/$name.m4a" "$@"
  {
    printf '{\n'
    printf '  "date": "%s",\n' "$date"
    printf '  "recorded": "%sT%s%s",\n' "$date" "$time" "$(offset_of "$date")"
    printf '  "prompt": %s,\n' "$(json_str "$(prompt_of "$date")")"
    printf '  "mood": %d,\n' "$mood"
    printf '  "mood_word": "%s"' "${CHECKIN_WORDS[mood]}"
    case "$mode" in
      json) printf ',\n  "transcript": %s\n' "$(json_str "$text")" ;;
      null) printf ',\n  "transcript": null\n' ;;
      txt)  printf '\n'; printf '%s\n' "$text" >"$dir/$name.txt" ;;
      *) echo "error: transcript mode '$mode' is not json, null or txt" >&2; exit 1 ;;
    esac
    printf '}\n'
  } >"$dir/$name.json"
}
rose() { checkin "Grandma Rose" "$@"; }
joe() { checkin "Grandpa Joe" "$@"; }

# note YYYY-MM-DD HH:MM:SS SENTENCE... — a voice note of Grandpa Joe's voice companion.
note() {
  local date=$1 time=$2; shift 2
  local name="note-$date-${time:0:2}${time:3:2}" text
  text="$*"
  speak "$name" "Grandpa Joe" "$COMPANION/$name.m4a" "$@"
  {
    printf '{\n'
    printf '  "kind": "voice-note",\n'
    printf '  "person": "Grandpa Joe",\n'
    printf '  "recorded": "%sT%s%s",\n' "$date" "$time" "$(offset_of "$date")"
    printf '  "transcript": %s\n' "$(json_str "$text")"
    printf '}\n'
  } >"$COMPANION/$name.json"
}

# evening YYYY-MM-DD HH:MM:SS MOOD FACTOR... — the companion's evening wind-down: no audio.
evening() {
  local date=$1 time=$2 mood=$3; shift 3
  local factors="" f
  for f in "$@"; do factors+="${factors:+, }$(json_str "$f")"; done
  {
    printf '{\n'
    printf '  "kind": "evening",\n'
    printf '  "person": "Grandpa Joe",\n'
    printf '  "date": "%s",\n' "$date"
    printf '  "recorded": "%sT%s%s",\n' "$date" "$time" "$(offset_of "$date")"
    printf '  "mood": %d,\n' "$mood"
    printf '  "mood_word": "%s",\n' "${EVENING_WORDS[mood]}"
    printf '  "factors": [%s]\n' "$factors"
    printf '}\n'
  } >"$COMPANION/evening-$date.json"
}

# ---------------------------------------------------------------------------
# Grandma Rose's check-ins. No entry on 02-22, 02-29, 03-04, 03-07.
# The one of 02-27 starts at 23:59:56 and ends on 02-28: it belongs to 02-27.
rose 2024-02-19 20:41:07 3 json "The sun came through the kitchen window all afternoon." \
  "I finished the blue scarf for Lily."
rose 2024-02-20 20:15:32 2 json "I thought of my sister." \
  "She always hummed while she ironed." "Today I hummed too."
rose 2024-02-21 20:52:10 4 txt "Joe tried to fix the gate and sat down in the snow." \
  "We laughed and laughed."
rose 2024-02-23 21:03:44 3 json "Mei phoned from the café at lunch." \
  "The dumplings sold out by noon."
rose 2024-02-24 20:37:19 1 null "A grey day, and my knee ached." "I stayed in." \
  "Soup and the radio were enough."
rose 2024-02-25 20:28:51 2 json "I found my mother's old seed tin in the cellar." \
  "The labels are in her writing."
rose 2024-02-26 20:44:02 3 json "The grandchildren drew our house." \
  "It has a purple door and a very large cat."
rose 2024-02-27 23:59:56 2 json "I nearly forgot to check in tonight." \
  "The moon is bright over the garden." "All is quiet."
rose 2024-02-28 20:19:40 3 json "The first snowdrops are up by the back step." \
  "They are so small and white."
rose 2024-03-01 20:33:27 2 json "I thought of Mrs Alder from the library." \
  "I will bake her lemon bread on Sunday."
rose 2024-03-02 20:48:15 4 txt "Joe read the paper to me in silly voices." \
  "I laughed until my tea went cold."
rose 2024-03-03 20:26:58 3 json "A robin sang on the fence while I hung the washing." \
  "The air smelled of rain."
rose 2024-03-05 20:55:36 2 null "The library was quiet today." \
  "I read two chapters of my mystery by the window."
rose 2024-03-06 20:11:09 0 json "I thought of my father, and his thin blue letters." \
  "I read one, slowly."
rose 2024-03-08 20:39:47 3 json "The creek is running high with melted snow." \
  "Two ducks rode along like they owned it."
rose 2024-03-09 20:57:21 3 json "We set the clocks forward before bed." \
  "I want to remember the long light tonight."
rose 2024-03-10 20:30:05 4 json "It was still light at supper, for the first time this year." \
  "We ate on the porch in our coats."

# ---------------------------------------------------------------------------
# Grandpa Joe's check-ins. No entry on 02-21, 02-25, 03-01, 03-04, 03-08.
joe 2024-02-19 19:22:48 3 json "I shovelled the walk this morning." \
  "Rose brought me cocoa on the step."
joe 2024-02-20 19:05:13 2 json "I thought of my brother Frank today." \
  "He would have been eighty." "I called his daughter."
joe 2024-02-22 19:41:30 3 json "Deer tracks across the yard this morning." \
  "They went right past the bird feeder."
joe 2024-02-23 19:17:06 2 null "The workshop heater works again." \
  "I sanded Lily's little stool all afternoon."
joe 2024-02-24 19:33:52 1 json "My back was stiff today." \
  "I listened to the ball game and dozed in my chair."
joe 2024-02-26 19:12:25 4 json "The chickadees are back." \
  "One sat on my hat while I filled the feeder."
joe 2024-02-27 19:48:09 3 json "The wind turned warm this afternoon." \
  "I could hear the ice cracking on the pond."
joe 2024-02-28 19:26:37 2 txt "The doctor says my knee is fine." \
  "I will walk to the mailbox every morning."
joe 2024-02-29 19:08:44 3 json "An extra day, so I hung the lake picture in the hall." \
  "It's straight."
joe 2024-03-02 19:37:18 3 json "Rose liked my newspaper voices." \
  "Tonight she wanted the weather as a pirate."
joe 2024-03-03 19:14:59 2 json "A fine drizzle all morning." \
  "The maple by the road has tiny red buds."
joe 2024-03-05 19:29:31 3 json "I played checkers with Walt next door." \
  "He told his boat story again."
joe 2024-03-06 19:44:07 0 null "It would have been Dad's birthday." \
  "I sat in the workshop with his old hammer."
joe 2024-03-07 19:02:40 4 json "Lily says the stool is just right." \
  "She used it to reach the cookie jar."
joe 2024-03-09 19:51:16 3 txt "I put the clocks forward tonight, so I won't forget." \
  "The days are getting longer."
joe 2024-03-10 19:20:33 4 json "Supper on the porch, in our coats." "Rose said it felt like spring."

# ---------------------------------------------------------------------------
# Grandpa Joe's voice companion: voice notes (any time of day) ...
note 2024-02-20 09:15:42 "Buy bird seed and a furnace filter." "The big bag, with sunflower hearts."
note 2024-02-23 11:32:08 "Idea for Lily's stool." "Paint her name on the top step, in yellow."
note 2024-02-26 08:48:27 "The dentist moved to Thursday at ten thirty." \
  "Write it on the calendar by the phone."
note 2024-03-01 14:17:55 "Walt's boat needs an oarlock." \
  "There's a spare in the coffee can, top shelf."
note 2024-03-03 10:05:39 "Start the tomato seeds by mid March." \
  "The trays are behind the snow tires."
note 2024-03-07 16:03:14 "Idea: a window box for Rose's herbs." "Measure the kitchen window first."

# ... and evening wind-downs (mood 0 Great … 4 Rough, with the factors he picked).
evening 2024-02-19 21:31:05 1 Exercise Family
evening 2024-02-20 21:27:48 2 Family
evening 2024-02-22 21:35:12 1 Weather Exercise
evening 2024-02-23 21:29:40 2 Work Sleep
evening 2024-02-24 21:42:19 3 Sleep News
evening 2024-02-26 21:33:57 0 Family Food
evening 2024-02-27 21:25:31 1 Weather
evening 2024-02-29 21:38:06 2 Scrolling Sleep
evening 2024-03-01 21:30:44 1 Food Family
evening 2024-03-03 21:36:22 3 Weather News
evening 2024-03-05 21:28:15 1 Family Exercise
evening 2024-03-06 21:44:50 4 Sleep Family
evening 2024-03-09 21:32:33 2 Scrolling
evening 2024-03-10 21:26:09 0 Weather Food Family

# ---------------------------------------------------------------------------
cat >"$STAGE/README.txt" <<'TXT'
StoryChop sample journals
=========================

These are journal apps' exports, the raw inputs of day entries in StoryChop's
demo archive: three weeks (2024-02-19 to 2024-03-10) of a family's daily voice
check-ins, voice notes and evening moods, in New York time (-05:00, and -04:00
from 2024-03-10, when daylight saving time began), and of the written ones: a
couple's partners' check-ins and one person's daily questions.

Daily Journal - Grandma Rose/
Daily Journal - Grandpa Joe/
    A daily voice journal app, one folder per person: a check-in a day, each a
    recording (YYYY-MM-DD_HH-MM-SS.m4a) with the app's notes beside it
    (YYYY-MM-DD_HH-MM-SS.json: date, recorded, prompt, mood 0 Low, 1 Down,
    2 Okay, 3 Happy, 4 Amazing, mood_word, transcript). The files do not say
    whose they are or what sort of entry, so the keeper says so. Some days have
    no check-in; on some the transcript is null (the app could not transcribe
    it) or is left out and sits in YYYY-MM-DD_HH-MM-SS.txt instead. Grandma
    Rose's check-in of 2024-02-27 starts at 23:59:56 and ends after midnight.

Voice Companion - Grandpa Joe/
    A voice companion app whose files say what they are and whose: voice notes
    (note-YYYY-MM-DD-HHMM.m4a with .json: kind, person, recorded, transcript)
    and evening wind-downs without audio (evening-YYYY-MM-DD.json: mood on the
    app's own scale, 0 Great, 1 Good, 2 Okay, 3 Tired, 4 Rough, and the factors
    picked).

Partners Check-in/
    A partners' check-in app's export (partners-export.json): Grandma Rose's and
    Grandpa Joe's mornings ("need": one thing I need today) and evenings ("mood"
    Great, Okay or Difficult, "gratitude", "tomorrow"), each entry saying its
    date, person and time. Grandpa Joe left some mornings out, Grandma Rose one
    evening.

Daily Questions - Grandma Rose/
    A daily questions app's CSV (daily-questions.csv: date, question, type,
    answer, archived; UTF-8 with a byte-order mark, CRLF, quoted fields). Empty
    answers are skipped questions; three days have no rows (missed). "Did I call
    a friend?" was archived on 1 March. The file does not say whose it is.

The keeper adds them with:

    storychop ingest "sample-archive/journals/Daily Journal - Grandma Rose" --kind check-in --person "Grandma Rose"
    storychop ingest "sample-archive/journals/Daily Journal - Grandpa Joe" --kind check-in --person "Grandpa Joe"
    storychop ingest "sample-archive/journals/Voice Companion - Grandpa Joe"
    storychop ingest "sample-archive/journals/Partners Check-in"
    storychop ingest "sample-archive/journals/Daily Questions - Grandma Rose" --person "Grandma Rose"

The voices are synthetic. The script scripts/make-sample-journals.sh made every
file here with espeak-ng (speech) and ffmpeg (encoding), and the written ones
with scripts/make-sample-written-journals.py; run it again to remake them. The
people and their days are invented.
TXT

# The written journals (no audio) come from their own script, into the same folder.
python3 "$ROOT/scripts/make-sample-written-journals.py" "$STAGE"

# ---------------------------------------------------------------------------
# Replace the output folder as a whole.
rm -rf "$OUT.new"
mkdir -p "$(dirname "$OUT")"
cp -R "$STAGE" "$OUT.new"
rm -rf "$OUT"
mv "$OUT.new" "$OUT"
echo "wrote $(find "$OUT" -type f | wc -l | tr -d ' ') files to ${OUT#"$ROOT"/} ($(du -sk "$OUT" | cut -f1) KB)"
