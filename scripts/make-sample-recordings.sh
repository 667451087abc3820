#!/usr/bin/env bash
# make-sample-recordings.sh — make the raw inputs of StoryChop's demo archive.
#
# Writes sample-archive/recordings/: short spoken family stories, synthesised with
# espeak-ng and encoded with ffmpeg into the mix of formats a keeper actually hands
# over (phone M4A, Voice Memos, MP3, WAV, FLAC, Ogg Vorbis, Opus, CAF/IMA4), with
# sidecar metadata (.json / .yml) and transcripts (.vtt, .srt, .txt, whisper-style
# .whisper.json, one Latin-1 .txt, one story with none).
#
# Timed transcripts are real: every sentence is spoken to its own WAV, measured with
# ffprobe, and the sentences are joined with ffmpeg; the cues sit at the measured offsets.
#
# Re-runnable and deterministic as far as the tools allow (same espeak-ng and ffmpeg
# versions give the same bytes): everything is built in a temporary folder and then
# replaces sample-archive/recordings/ as a whole. The script owns that folder.
#
# Needs: espeak-ng, ffmpeg (with libmp3lame, libvorbis, libopus), ffprobe, iconv.
#   apt-get install -y espeak-ng ffmpeg
#
# Usage: scripts/make-sample-recordings.sh
set -euo pipefail
export LC_ALL=C.UTF-8 TZ=UTC

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/sample-archive/recordings"

# The narrators, tell, master, encode_m4a, json_str and the ffmpeg flags are shared by both
# sample scripts.
. "$ROOT/scripts/sample-speech.sh"
start_work samples espeak-ng ffmpeg ffprobe iconv
STAGE="$WORK/recordings"
mkdir -p "$STAGE/Voice Memos"

# ---------------------------------------------------------------------------
# Encoders: encode_FORMAT KEY OUTFILE [extra ffmpeg output options...]
# (encode_m4a is in sample-speech.sh.)
encode_mp3() {
  local key=$1 out=$2; shift 2
  "${FF[@]}" -i "$(master "$key")" "${EXACT[@]}" -ac 1 -ar 22050 -c:a libmp3lame -b:a 32k "$@" "$out"
}
encode_wav() {
  local key=$1 out=$2; shift 2
  "${FF[@]}" -i "$(master "$key")" "${EXACT[@]}" -ac 1 -ar 16000 -c:a pcm_s16le "$@" "$out"
}
encode_flac() {
  local key=$1 out=$2; shift 2
  "${FF[@]}" -i "$(master "$key")" "${EXACT[@]}" -ac 1 -ar 16000 -c:a flac -compression_level 8 "$@" "$out"
}
encode_ogg() { # Ogg Vorbis
  local key=$1 out=$2; shift 2
  "${FF[@]}" -i "$(master "$key")" "${EXACT[@]}" -ac 1 -ar 22050 -c:a libvorbis -q:a 0 "$@" "$out"
}
encode_opus() { # Ogg Opus
  local key=$1 out=$2; shift 2
  "${FF[@]}" -i "$(master "$key")" "${EXACT[@]}" -ac 1 -ar 16000 -c:a libopus -b:a 16k -application voip "$@" "$out"
}
encode_caf() { # Core Audio Format with IMA4 ADPCM: browsers cannot play it
  local key=$1 out=$2; shift 2
  "${FF[@]}" -i "$(master "$key")" "${EXACT[@]}" -ac 1 -ar 16000 -c:a adpcm_ima_qt "$@" -f caf "$out"
}

# ---------------------------------------------------------------------------
# Transcripts, from $WORK/KEY/cues.tsv.
ts() { # ts MS SEP -> HH:MM:SS<SEP>mmm
  local ms=$1
  printf '%02d:%02d:%02d%s%03d' $((ms / 3600000)) $((ms / 60000 % 60)) $((ms / 1000 % 60)) "$2" $((ms % 1000))
}
vtt_escape() { local s=$1; s=${s//&/&amp;}; s=${s//</&lt;}; s=${s//>/&gt;}; printf '%s' "$s"; }
secs() { printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000)); }

write_vtt() { # write_vtt KEY OUTFILE — a cue with a speaker gets a voice span, <v Sam>
  local start end text speaker
  {
    printf 'WEBVTT\n'
    while IFS=$'\t' read -r start end text speaker; do
      printf '\n%s --> %s\n%s%s\n' "$(ts "$start" .)" "$(ts "$end" .)" \
        "${speaker:+<v $(vtt_escape "$speaker")>}" "$(vtt_escape "$text")"
    done <"$WORK/$1/cues.tsv"
  } >"$2"
}
write_chapters_vtt() { # write_chapters_vtt KEY OUTFILE TITLE... — a chapter at each sentence, the first at 0
  local key=$1 out=$2 start end text n=0 next last; shift 2
  local -a starts=()
  while IFS=$'\t' read -r start end text; do starts+=("$start"); last=$end; done <"$WORK/$key/cues.tsv"
  starts[0]=0
  {
    printf 'WEBVTT\n'
    for text in "$@"; do
      next=${starts[$((n + 1))]:-$last}
      printf '\n%s --> %s\n%s\n' "$(ts "${starts[$n]}" .)" "$(ts "$next" .)" "$(vtt_escape "$text")"
      n=$((n + 1))
    done
  } >"$out"
}
write_srt() { # write_srt KEY OUTFILE
  local start end text i=0
  {
    while IFS=$'\t' read -r start end text; do
      i=$((i + 1))
      [ "$i" -gt 1 ] && printf '\n'
      printf '%d\n%s --> %s\n%s\n' "$i" "$(ts "$start" ,)" "$(ts "$end" ,)" "$text"
    done <"$WORK/$1/cues.tsv"
  } >"$2"
}
write_txt() { # write_txt KEY OUTFILE — one paragraph, UTF-8
  cut -f3 "$WORK/$1/cues.tsv" | paste -sd ' ' - >"$2"
}
write_whisper() { # write_whisper KEY OUTFILE — the shape of openai-whisper's JSON output
  local start end text i=0 all=""
  {
    printf '{\n  "text": %s,\n  "segments": [\n' "$(json_str "$(cut -f3 "$WORK/$1/cues.tsv" | sed 's/^/ /' | tr -d '\n')")"
    while IFS=$'\t' read -r start end text; do
      [ "$i" -gt 0 ] && printf ',\n'
      printf '    {"id": %d, "start": %s, "end": %s, "text": %s}' "$i" "$(secs "$start")" "$(secs "$end")" "$(json_str " $text")"
      i=$((i + 1))
    done <"$WORK/$1/cues.tsv"
    printf '\n  ],\n  "language": "en"\n}\n'
  } >"$2"
}

# sidecar_json OUTFILE TITLE PROMPT CATEGORY NARRATOR RECORDED MOOD TAG...
#   An empty TITLE or MOOD leaves that key out.
sidecar_json() {
  local out=$1 title=$2 prompt=$3 category=$4 narrator=$5 recorded=$6 mood=$7; shift 7
  local tags="" t
  for t in "$@"; do tags+="${tags:+, }$(json_str "$t")"; done
  {
    printf '{\n'
    [ -n "$title" ] && printf '  "title": %s,\n' "$(json_str "$title")"
    printf '  "prompt": %s,\n' "$(json_str "$prompt")"
    printf '  "category": %s,\n' "$(json_str "$category")"
    printf '  "narrator": %s,\n' "$(json_str "$narrator")"
    printf '  "recorded": %s,\n' "$(json_str "$recorded")"
    [ -n "$mood" ] && printf '  "mood": %d,\n' "$mood"
    printf '  "tags": [%s]\n}\n' "$tags"
  } >"$out"
}

R="$STAGE"
V="$STAGE/Voice Memos"

# ---------------------------------------------------------------------------
# The stories.

# 1. Phone M4A, JSON sidecar, WebVTT. Several stories fall in March 2024 (a calendar month).
tell moved "Grandma Rose" \
  "I was seven when we moved to Maple Street." \
  "Papa tied the mattress to the roof of the old Ford with a washing line." \
  "Mother held the goldfish bowl on her lap for sixty miles." \
  "Not one drop spilled, and she never let us forget it."
encode_m4a moved "$R/2024-03-05 The day we moved.m4a" -metadata creation_time=2024-03-05T13:30:00Z
sidecar_json "$R/2024-03-05 The day we moved.json" "The Day We Moved" \
  "What do you remember about the day your family moved?" "Childhood" "Grandma Rose" \
  "2024-03-05T14:30:00+01:00" 3 "moving" "Maple Street" "goldfish"
write_vtt moved "$R/2024-03-05 The day we moved.vtt"

# 2. Phone M4A, JSON sidecar, WebVTT, and its chapters in NAME.chapters.vtt.
tell met "Grandpa Joe" \
  "I met your grandmother at a church dance in nineteen fifty eight." \
  "She wore a yellow dress, and she stepped right on my foot." \
  "She said sorry three times, and I asked her to dance anyway." \
  "We were married two years later."
encode_m4a met "$R/how-we-met.m4a" -metadata creation_time=2024-03-09T15:15:00Z
sidecar_json "$R/how-we-met.json" "How We Met" \
  "How did you and Grandma meet?" "Love & Family" "Grandpa Joe" \
  "2024-03-09T10:15:00-05:00" 4 "Rose" "dancing" "1950s"
write_vtt met "$R/how-we-met.vtt"
write_chapters_vtt met "$R/how-we-met.chapters.vtt" "The church dance" "A step on the foot" \
  "Sorry, three times" "Two years later"

# 3. MP3 with ID3v2 tags, JSON sidecar, WebVTT.
tell kitchen "Grandma Rose" \
  "My grandmother's kitchen always smelled of bread and coal smoke." \
  "A blue enamel kettle never left the stove." \
  "She let me knead the dough on a floury board." \
  "I still have her rolling pin, in the drawer by the sink."
# The recorder wrote its own ID3 title; the sidecar's title takes precedence over it.
encode_mp3 kitchen "$R/Grandmothers Kitchen.mp3" \
  -metadata title="Grandma - kitchen (take 2)" -metadata date=2024-03-17
sidecar_json "$R/Grandmothers Kitchen.json" "Grandmother's Kitchen" \
  "What was your grandmother's kitchen like?" "Childhood" "Grandma Rose" \
  "2024-03-17" "" "kitchen" "baking" "grandmother"
write_vtt kitchen "$R/Grandmothers Kitchen.vtt"

# 4. WAV (16 kHz PCM, kept short: WAV is big), JSON sidecar, SRT.
tell job "Grandpa Joe" \
  "At fourteen I swept floors at Hal's hardware store." \
  "He paid me a dollar a week." \
  "I bought my mother a tin of peaches."
encode_wav job "$R/first-job.wav"
sidecar_json "$R/first-job.json" "Sweeping Floors at Hal's" \
  "What was your first job?" "Work" "Grandpa Joe" \
  "2021-06-12T16:00:00-05:00" "" "work" "hardware store" "wages"
write_srt job "$R/first-job.srt"

# 5. FLAC, YAML sidecar (hand-written style, unquoted timestamp), whisper-style JSON.
tell storm "Grandpa Joe" \
  "The winter of seventy eight, the snow came up past the windows." \
  "The power went out for four days." \
  "All six of us slept in the living room by the wood stove." \
  "Your great uncle walked two miles to bring us milk."
encode_flac storm "$R/winter-storm.flac"
cat >"$R/winter-storm.yml" <<'YAML'
# Notes for this recording, typed up by the keeper.
title: The Winter of '78
prompt: What was the worst storm you ever lived through?
category: Hard Times
narrator: Grandpa Joe
recorded: 2022-01-23T19:05:00-05:00
mood: 1
tags: [winter, blizzard, snow]
YAML
write_whisper storm "$R/winter-storm.whisper.json"

# 6. Ogg Vorbis, YAML sidecar (block list, mood 0 = Low), WebVTT.
tell letters "Grandma Rose" \
  "During the war, my father wrote to us every Sunday." \
  "The letters came in thin blue envelopes, and some words were blacked out." \
  "Mother read them aloud at the kitchen table." \
  "I kept every one in a shoebox under my bed."
encode_ogg letters "$R/war-years-letters.ogg"
cat >"$R/war-years-letters.yml" <<'YAML'
title: "Letters from the War"
prompt: "What do you remember about the war years?"
category: "Hard Times"
narrator: "Grandma Rose"
recorded: "2019-11-11"
mood: 0
tags:
  - war
  - letters
  - father
YAML
write_vtt letters "$R/war-years-letters.vtt"

# 7. Opus, JSON sidecar with NO title (the title falls back to the prompt), plain .txt.
tell swim "Aunt Mei" \
  "My big brother taught me to swim in the lake behind our cousin's farm." \
  "He held me up by my belly, and then he let go without telling me." \
  "I was so angry, but I was swimming!" \
  "The water was freezing, and I loved it."
encode_opus swim "$R/learning-to-swim.opus"
sidecar_json "$R/learning-to-swim.json" "" \
  "Who taught you to swim?" "Childhood" "Aunt Mei" \
  "2023-07-04T11:20:00-07:00" "" "summer" "lake" "brother"
write_txt swim "$R/learning-to-swim.txt"

# 8. CAF with IMA4 ADPCM (browsers can't play it), JSON sidecar, WebVTT.
tell wedding "Grandma Rose" \
  "We were married on a June morning, and it rained until noon." \
  "My sister pinned daisies in my hair, because the roses were late." \
  "Joe forgot the ring at his mother's house." \
  "His best man ran there and back in his good shoes."
encode_caf wedding "$R/our-wedding.caf"
sidecar_json "$R/our-wedding.json" "Our Wedding Day" \
  "Tell me about your wedding day." "Love & Family" "Grandma Rose" \
  "2020-06-20T15:00:00+01:00" 4 "wedding" "Joe" "rain"
write_vtt wedding "$R/our-wedding.vtt"

# 9. Phone M4A, JSON sidecar, plain .txt encoded as Latin-1 (not UTF-8: "René", "café").
tell dumplings "Aunt Mei" \
  "Every New Year we fold dumplings together, just like my mother did." \
  "Pork, cabbage, ginger, and a little sesame oil." \
  "When I was young I sold them at René's café on Market Street." \
  "René said they were the best in town."
encode_m4a dumplings "$R/dumplings-at-the-cafe.m4a" -metadata creation_time=2025-01-29T17:00:00Z
sidecar_json "$R/dumplings-at-the-cafe.json" "New Year Dumplings" \
  "Which family recipe should we never lose?" "Traditions" "Aunt Mei" \
  "2025-01-29" "" "recipe" "New Year" "dumplings"
write_txt dumplings "$WORK/dumplings.utf8.txt"
iconv -f UTF-8 -t LATIN1 "$WORK/dumplings.utf8.txt" >"$R/dumplings-at-the-cafe.txt"

# 10. Phone M4A, JSON sidecar, WebVTT; ampersand and quotes in the title and the text. An
#     interview: Sam asks, Grandpa Joe answers, each cue with its voice (<v Sam>).
tell advice "Grandpa Joe" \
  "Sam"$'\t'"Grandpa, what advice would you give us?" \
  "Grandpa Joe"$'\t'"Mom & Dad said \"always\" more than any other word." \
  "Grandpa Joe"$'\t'"So here is my advice." \
  "Grandpa Joe"$'\t'"Call your grandmother on Sundays, and plant something every spring." \
  "Sam"$'\t'"And when we get it wrong?" \
  "Grandpa Joe"$'\t'"When you are wrong, say so quickly."
encode_m4a advice "$R/advice-for-the-grandchildren.m4a" -metadata creation_time=2024-12-25T18:00:00Z
sidecar_json "$R/advice-for-the-grandchildren.json" "Mom & Dad Said \"Always\"" \
  "What advice would you give your grandchildren?" "Love & Family" "Grandpa Joe" \
  "2024-12-25T13:00:00-05:00" 3 "advice" "grandchildren" "parents"
write_vtt advice "$R/advice-for-the-grandchildren.vtt"

# 11. Voice Memos: no sidecar, no transcript. Title and date come only from the
#     MP4 tags (©nam, ©day) and the movie header's creation time.
tell sled "Grandpa Joe" \
  "After Thanksgiving dinner we took the old sled down Miller's Hill." \
  "Eight of us piled on, and we tipped over into a snow bank." \
  "Your father lost a boot." \
  "We found it in the spring!"
encode_m4a sled "$V/New Recording 12.m4a" \
  -metadata title="Sledding down Miller's Hill" \
  -metadata date="2023-11-23T17:42:10-05:00" \
  -metadata creation_time=2023-11-23T22:42:10Z

# 12. Voice Memos with a sidecar the keeper added, plain .txt.
tell sunday "Grandma Rose" \
  "Sunday dinner was roast chicken, at one o'clock sharp." \
  "Grandpa carved, and we children set the table with the good plates." \
  "Nobody left until the pie was gone."
encode_m4a sunday "$V/New Recording 13.m4a" -metadata creation_time=2024-03-24T17:30:00Z
sidecar_json "$V/New Recording 13.json" "Sunday Dinners" \
  "What did Sunday dinner look like when you were growing up?" "Traditions" "Grandma Rose" \
  "2024-03-24T18:30:00+01:00" "" "food" "family" "Sundays"
write_txt sunday "$V/New Recording 13.txt"

# 13. A story told in Arabic (right to left): phone M4A, JSON sidecar with its language,
#     WebVTT in Arabic script. The book and the site set it in its own script and direction.
tell jasmine "Great-Aunt Samira" \
  "كان في بيت جدتي شجرة ياسمين كبيرة." \
  "كل صباح كنا نجمع الزهور البيضاء في صحن صغير." \
  "وكانت جدتي تضع زهرة خلف أذني." \
  "ما زلت أشم رائحة الياسمين عندما أتذكرها."
encode_m4a jasmine "$R/jasmine-in-grandmothers-house.m4a" -metadata creation_time=2022-10-02T13:00:00Z
cat >"$R/jasmine-in-grandmothers-house.json" <<'JSON'
{
  "title": "الياسمين في بيت جدتي",
  "prompt": "ما الرائحة التي تذكرك بطفولتك؟",
  "category": "Childhood",
  "narrator": "Great-Aunt Samira",
  "language": "ar",
  "recorded": "2022-10-02T16:00:00+03:00",
  "tags": ["jasmine", "grandmother"]
}
JSON
write_vtt jasmine "$R/jasmine-in-grandmothers-house.vtt"

# 14. A story told in Mandarin Chinese: phone M4A, YAML sidecar with its language, WebVTT in
#     Chinese characters.
tell mooncakes "Great-Uncle Wei" \
  "小时候，每年中秋节我们都在院子里吃月饼。" \
  "奶奶把月饼切成八块，每个人都有一块。" \
  "我们一边看月亮，一边听她讲嫦娥的故事。" \
  "现在我也给孙子们讲这个故事。"
encode_m4a mooncakes "$R/mid-autumn-mooncakes.m4a" -metadata creation_time=2023-09-29T12:00:00Z
cat >"$R/mid-autumn-mooncakes.yml" <<'YAML'
title: 中秋节的月饼
prompt: 你小时候怎么过中秋节？
category: Traditions
narrator: Great-Uncle Wei
language: zh
recorded: 2023-09-29T20:00:00+08:00
tags: [Mid-Autumn, mooncakes]
YAML
write_vtt mooncakes "$R/mid-autumn-mooncakes.vtt"

# ---------------------------------------------------------------------------
# Junk a Mac leaves behind: ingest must ignore it.
printf '\000\000\000\001Bud1\000\000\020\000' >"$STAGE/.DS_Store"

cat >"$STAGE/README.txt" <<'TXT'
StoryChop sample recordings
===========================

These are the raw inputs of StoryChop's demo archive, laid out the way a family
keeper might hand them over: recordings from a phone (.m4a), a Voice Memos folder,
and a mix of other formats (.mp3, .wav, .flac, .ogg, .opus, .caf), with notes
beside them (NAME.json or NAME.yml) and transcripts (NAME.vtt, NAME.srt,
NAME.txt, NAME.whisper.json), and photos: beside a recording with its name
(NAME.jpg, NAME.heic) or listed in its notes under "photos:" with their alt text.
Two stories are told in other languages, their notes saying which: one in Arabic
(jasmine-in-grandmothers-house), one in Mandarin Chinese (mid-autumn-mooncakes),
with their titles and transcripts in their own scripts.

The voices are synthetic. The script scripts/make-sample-recordings.sh made every
file here with espeak-ng (speech) and ffmpeg (encoding); run it again to remake
them. The photos (and the portraits in ../people/) are drawings made by
scripts/make-sample-photos.py. The people and stories are invented.
TXT

# ---------------------------------------------------------------------------
# Replace the output folder as a whole.
rm -rf "$OUT.new"
mkdir -p "$(dirname "$OUT")"
cp -R "$STAGE" "$OUT.new"
rm -rf "$OUT"
mv "$OUT.new" "$OUT"
echo "wrote $(find "$OUT" -type f | wc -l | tr -d ' ') files to ${OUT#"$ROOT"/} ($(du -sk "$OUT" | cut -f1) KB)"
