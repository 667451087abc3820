#!/usr/bin/env bash
# make-sample-chats.sh — make the chat exports of StoryChop's demo archive.
#
# Writes sample-archive/chats/: what phones export of a family's chats "with media", the raw
# input of voice notes (2024-02-24 to 2024-03-09, in the sample journals' weeks):
#   WhatsApp Chat - Family.zip          an iPhone's export of the family group: _chat.txt
#                                       ([24/02/2024, 9:20:15 AM] lines: day-first, a 12-hour
#                                       clock with U+202F before AM/PM, U+200E before each
#                                       <attached: …>) and 000000NN-AUDIO-….opus notes.
#   WhatsApp Chat with Grandma Rose/    an Android phone's export of a chat with Grandma Rose:
#                                       "WhatsApp Chat with Grandma Rose.txt" (05/03/2024, 18:42 -
#                                       lines, 24 hours) and PTT-YYYYMMDD-WANNNN.opus notes.
#   Telegram Export - Grandpa Joe/      Telegram Desktop's export of a chat with Grandpa Joe:
#                                       result.json and voice_messages/audio_N@DD-MM-YYYY_HH-MM-SS.ogg.
# Grandma Rose and Grandpa Joe send voice notes, some with a text beside them (a caption);
# Sam and Mei send one each that the keeper does not import (ingest takes only --from's).
# The speech is synthesised with espeak-ng (the narrators' voices of scripts/sample-speech.sh)
# and encoded as WhatsApp and Telegram do: Opus in Ogg, mono, 16 kHz, 16 kb/s. Every note
# must last 5.5 to 10 seconds (the sample archive's min_duration is 5): the script stops if
# one does not.
#
# Re-runnable and deterministic as far as the tools allow (same espeak-ng and ffmpeg versions
# give the same bytes; the ZIP's entries carry a fixed time): everything is built in a
# temporary folder and then replaces sample-archive/chats/ as a whole. The script owns it.
#
# Needs: espeak-ng, ffmpeg (with libopus), ffprobe, awk, python3 (to write the ZIP).
#   apt-get install -y espeak-ng ffmpeg
#
# Usage: scripts/make-sample-chats.sh
set -euo pipefail
export LC_ALL=C.UTF-8 TZ=UTC

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/sample-archive/chats"

. "$ROOT/scripts/sample-speech.sh"
start_work chats espeak-ng ffmpeg ffprobe awk python3
STAGE="$WORK/chats"
IOS="$WORK/ios"
ANDROID="$STAGE/WhatsApp Chat with Grandma Rose"
TELEGRAM="$STAGE/Telegram Export - Grandpa Joe"
mkdir -p "$IOS" "$ANDROID" "$TELEGRAM/voice_messages"

# The two who are not in sample-speech.sh's narrators: a grandchild and the keeper.
voice_of() {
  case "$1" in
    Sam) VOICE=(-v en+m5 -s 160 -p 60) ;;
    Mei) VOICE=(-v en-us+f4 -s 150 -p 62) ;;
    *) voice_for "$1" ;;
  esac
}

# note NAME OUTFILE SENTENCE — the sentence spoken and encoded as a chat app's voice note.
note() {
  local who=$1 out=$2 text=$3 key seconds
  key=$(basename "$out")
  mkdir -p "$WORK/$key"
  voice_of "$who"
  printf '%s' "$text" >"$WORK/$key/text.txt"
  espeak-ng -b 1 "${VOICE[@]}" -f "$WORK/$key/text.txt" -w "$WORK/$key/speech.wav"
  # Half a second of quiet either side, as a thumb on the record button leaves.
  "${FF[@]}" -i "$WORK/$key/speech.wav" -af "adelay=500,apad=pad_dur=0.5" "${EXACT[@]}" \
    -ac 1 -ar 16000 -c:a libopus -b:a 16k -application voip "$out"
  seconds=$(ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$out")
  if ! awk -v s="$seconds" 'BEGIN { exit !(s >= 5.5 && s <= 10) }'; then
    echo "error: $key lasts ${seconds}s; every note must last 5.5 to 10 s — change its sentence" >&2
    exit 1
  fi
  NOTE_SECONDS=$seconds
}

# ---------------------------------------------------------------------------
# The iPhone's export of the family group. Lines end in CRLF; a message spanning lines is
# continued on the next without a date. U+200E marks the attachment, U+202F sits before AM/PM.
LRM=$'\u200e'
NNBSP=$'\u202f'
note "Grandma Rose" "$IOS/00000004-AUDIO-2024-02-24-09-20-15.opus" \
  "Here is the lemon cake, love. Two lemons, a cup of sugar, and a great deal of patience."
note "Sam" "$IOS/00000006-AUDIO-2024-02-24-09-31-07.opus" \
  "Hi everyone, I can bring the salad on Sunday, and the good bread from the market."
note "Grandpa Joe" "$IOS/00000007-AUDIO-2024-02-24-09-45-22.opus" \
  "Save me a slice of that cake. I will have the garden gate fixed before Sunday, I promise."
note "Grandma Rose" "$IOS/00000010-AUDIO-2024-03-01-18-03-30.opus" \
  "The first crocus came up by the back door this morning, purple, just like every year."
{
  printf '[24/02/2024, 9:12:03%sAM] Family: %sMessages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.\r\n' "$NNBSP" "$LRM"
  printf '[24/02/2024, 9:14:40%sAM] Sam: Morning all! Who is coming on Sunday?\r\n' "$NNBSP"
  printf '[24/02/2024, 9:20:15%sAM] Grandma Rose: %s<attached: 00000004-AUDIO-2024-02-24-09-20-15.opus>\r\n' "$NNBSP" "$LRM"
  printf '[24/02/2024, 9:20:58%sAM] Grandma Rose: The lemon cake recipe, as promised\r\n' "$NNBSP"
  printf '[24/02/2024, 9:31:07%sAM] Sam: %s<attached: 00000006-AUDIO-2024-02-24-09-31-07.opus>\r\n' "$NNBSP" "$LRM"
  printf '[24/02/2024, 9:45:22%sAM] Grandpa Joe: %s<attached: 00000007-AUDIO-2024-02-24-09-45-22.opus>\r\n' "$NNBSP" "$LRM"
  printf '[01/03/2024, 6:02:10%sPM] Grandma Rose: Happy first of March!\r\nSpring is nearly here.\r\n' "$NNBSP"
  printf '[01/03/2024, 6:03:30%sPM] Grandma Rose: %s<attached: 00000010-AUDIO-2024-03-01-18-03-30.opus>\r\n' "$NNBSP" "$LRM"
  printf '[01/03/2024, 6:10:00%sPM] Sam: %simage omitted\r\n' "$NNBSP" "$LRM"
} >"$IOS/_chat.txt"

# ---------------------------------------------------------------------------
# The Android phone's export of Mei's chat with Grandma Rose: 24 hours, day-first.
note "Grandma Rose" "$ANDROID/PTT-20240305-WA0001.opus" \
  "The doctor says my heart is as strong as an ox. So don't you worry about me, Mei."
note "Mei" "$ANDROID/PTT-20240305-WA0002.opus" \
  "I am so glad, Mum. I will call you tomorrow after work, and we can talk properly."
note "Grandma Rose" "$ANDROID/PTT-20240308-WA0003.opus" \
  "Happy Women's Day to my girls. Your great grandmother would be so very proud of you."
cat >"$ANDROID/WhatsApp Chat with Grandma Rose.txt" <<'CHAT'
19/02/2024, 08:00 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
05/03/2024, 18:40 - Mei: How was the doctor today?
05/03/2024, 18:42 - Grandma Rose: PTT-20240305-WA0001.opus (file attached)
05/03/2024, 18:43 - Grandma Rose: All good news, love
05/03/2024, 19:05 - Mei: PTT-20240305-WA0002.opus (file attached)
08/03/2024, 10:12 - Grandma Rose: PTT-20240308-WA0003.opus (file attached)
CHAT

# ---------------------------------------------------------------------------
# Telegram Desktop's export of Mei's chat with Grandpa Joe: "date" is the exporting
# computer's local time (New York, -05:00), "date_unixtime" the instant.
voice=(); seconds=()
telegram_note() { # telegram_note WHO YYYY-MM-DD HH:MM:SS N SENTENCE
  local who=$1 day=$2 time=$3 n=$4 text=$5 file
  file="voice_messages/audio_${n}@${day:8:2}-${day:5:2}-${day:0:4}_${time//:/-}.ogg"
  note "$who" "$TELEGRAM/$file" "$text"
  voice+=("$file"); seconds+=("$(awk -v s="$NOTE_SECONDS" 'BEGIN { printf "%d", s + 0.5 }')")
}
unix() { date -u -d "$1 $2 -0500" +%s; }
telegram_note "Grandpa Joe" 2024-03-03 10:15:02 1 \
  "That rowboat had a leak we never did find. We bailed and rowed, and laughed the whole way."
telegram_note "Mei" 2024-03-03 10:31:12 2 "Dad, that story makes me smile every single time you tell it."
telegram_note "Grandpa Joe" 2024-03-09 20:05:44 3 \
  "The clock in the hall is ticking again. It only needed a new spring and a little oil."
message() { # message ID WHO YYYY-MM-DD HH:MM:SS [TEXT | voice INDEX]
  local id=$1 who=$2 day=$3 time=$4 from_id
  if [ "$who" = "Mei" ]; then from_id=user2002; else from_id=user1001; fi
  printf '  {\n   "id": %d,\n   "type": "message",\n   "date": "%sT%s",\n   "date_unixtime": "%s",\n   "from": %s,\n   "from_id": "%s",\n' \
    "$id" "$day" "$time" "$(unix "$day" "$time")" "$(json_str "$who")" "$from_id"
  if [ "$5" = voice ]; then
    printf '   "file": "%s",\n   "media_type": "voice_message",\n   "mime_type": "audio/ogg",\n   "duration_seconds": %d,\n   "text": "",\n   "text_entities": []\n  }' \
      "${voice[$6]}" "${seconds[$6]}"
  else
    printf '   "text": %s,\n   "text_entities": [{"type": "plain", "text": %s}]\n  }' "$(json_str "$5")" "$(json_str "$5")"
  fi
}
{
  printf '{\n "name": "Grandpa Joe",\n "type": "personal_chat",\n "id": 1001,\n "messages": [\n'
  message 1 "Mei" 2024-03-03 10:12:40 "Dad, tell me about the rowboat again?"; printf ',\n'
  message 2 "Grandpa Joe" 2024-03-03 10:15:02 voice 0; printf ',\n'
  message 3 "Grandpa Joe" 2024-03-03 10:15:40 "The rowboat, the summer of '58"; printf ',\n'
  message 4 "Mei" 2024-03-03 10:31:12 voice 1; printf ',\n'
  message 5 "Grandpa Joe" 2024-03-09 20:05:44 voice 2; printf '\n'
  printf ' ]\n}\n'
} >"$TELEGRAM/result.json"

# ---------------------------------------------------------------------------
# The iPhone shares its export as a ZIP; the entries carry a fixed time, so the bytes repeat.
python3 - "$IOS" "$STAGE/WhatsApp Chat - Family.zip" <<'PY'
import os, sys, zipfile
source, target = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
    for name in ["_chat.txt"] + sorted(n for n in os.listdir(source) if n != "_chat.txt"):
        entry = zipfile.ZipInfo(name, date_time=(2024, 3, 10, 12, 0, 0))
        entry.compress_type = zipfile.ZIP_DEFLATED if name.endswith(".txt") else zipfile.ZIP_STORED
        entry.external_attr = 0o644 << 16
        with open(os.path.join(source, name), "rb") as file:
            archive.writestr(entry, file.read())
PY

cat >"$STAGE/README.txt" <<'README'
StoryChop sample chats
======================

These are chat apps' exports "with media", the raw inputs of voice notes in
StoryChop's demo archive: a family's voice notes sent between 24 February and
9 March 2024, in the weeks of the sample journals. Grandma Rose and Grandpa Joe
send voice notes, some with a line of text beside them; Sam and Mei each send
one that the keeper leaves out.

WhatsApp Chat - Family.zip
    An iPhone's export of the family group, as the phone shares it: _chat.txt
    ("[24/02/2024, 9:20:15 AM] Grandma Rose: <attached: …>": day first, a
    12-hour clock, with the invisible marks iPhones write) and the notes,
    000000NN-AUDIO-YYYY-MM-DD-HH-MM-SS.opus. One message spans two lines.

WhatsApp Chat with Grandma Rose/
    An Android phone's export of Mei's chat with Grandma Rose: "WhatsApp Chat
    with Grandma Rose.txt" ("05/03/2024, 18:42 - Grandma Rose: PTT-….opus
    (file attached)": day first, 24 hours) and the notes, PTT-YYYYMMDD-WANNNN.opus.

Telegram Export - Grandpa Joe/
    Telegram Desktop's export of Mei's chat with Grandpa Joe: result.json (each
    message's sender, date and, for a voice message, its file and length) and
    the notes in voice_messages/ (Opus in .ogg files).

The keeper adds Grandma Rose's and Grandpa Joe's notes, as voice notes on their
days, with:

    storychop ingest "sample-archive/chats/WhatsApp Chat - Family.zip" --from "Grandma Rose" --from "Grandpa Joe"
    storychop ingest "sample-archive/chats/WhatsApp Chat with Grandma Rose" --from "Grandma Rose"
    storychop ingest "sample-archive/chats/Telegram Export - Grandpa Joe" --from "Grandpa Joe"

Without --from, ingest lists who sent voice notes in a chat and takes none.

The voices are synthetic. The script scripts/make-sample-chats.sh made every
file here with espeak-ng (speech), ffmpeg (encoding) and python3 (the ZIP); run
it again to remake them. The people and their messages are invented.
README

rm -rf "$OUT"
mkdir -p "$(dirname "$OUT")"
cp -r "$STAGE" "$OUT"
echo "Wrote $(find "$OUT" -type f | wc -l) files to ${OUT#"$ROOT"/} ($(du -sk "$OUT" | cut -f1) KB)."
