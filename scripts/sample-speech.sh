# sample-speech.sh — speech helpers shared by make-sample-recordings.sh and
# make-sample-journals.sh: the narrators' espeak-ng voices, silences, speaking sentences
# to WAV and joining them (tell), the phone-style M4A encoder with the flags that make
# the bytes reproducible (EXACT), and a JSON string quoter.
#
# Sourced, not run: `. "$ROOT/scripts/sample-speech.sh"`, then `start_work NAME TOOL...`
# (checks the tools and makes $WORK, a temporary folder removed on exit) before calling
# tell. Changing anything here changes the bytes of both scripts' output.
# start_work NAME TOOL...: stops with how to install a missing tool; sets $WORK.
start_work() {
  local name=$1 tool; shift
  for tool in "$@"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
      echo "error: $tool is not installed — install it with: apt-get install -y espeak-ng ffmpeg" >&2
      exit 1
    fi
  done
  WORK=$(mktemp -d "${TMPDIR:-/tmp}/storychop-$name.XXXXXX")
  trap 'rm -rf "$WORK"' EXIT
}

RATE=22050            # espeak-ng speaks at 22.05 kHz, mono, 16-bit
LEAD_MS=250           # silence before the first sentence
GAP_MS=350            # silence between sentences
TAIL_MS=400           # silence after the last sentence

FF=(ffmpeg -nostdin -hide_banner -loglevel error -y)
# No encoder/version strings, no carried-over metadata: same input, same bytes.
EXACT=(-fflags +bitexact -flags:a +bitexact -map_metadata -1 -map_chapters -1)

# ---------------------------------------------------------------------------
# Narrators: espeak-ng voice+variant, speed (words per minute), pitch (0-99).
voice_for() {
  case "$1" in
    "Grandma Rose") VOICE=(-v en+f3 -s 138 -p 55) ;;
    "Grandpa Joe")  VOICE=(-v en+m3 -s 135 -p 35) ;;
    "Aunt Mei")     VOICE=(-v en-us+f4 -s 150 -p 62) ;;
    "Great-Aunt Samira") VOICE=(-v ar+f2 -s 130 -p 50) ;;   # tells her story in Arabic
    "Great-Uncle Wei")   VOICE=(-v cmn+m2 -s 140 -p 40) ;;  # tells his story in Mandarin
    "Sam")          VOICE=(-v en-us+m5 -s 160 -p 70) ;;       # a grandchild, who asks
    *) echo "error: unknown narrator '$1'" >&2; exit 1 ;;
  esac
}

silence() { # silence MS FILE
  "${FF[@]}" -f lavfi -i "anullsrc=r=$RATE:cl=mono" -t "$(printf '0.%03d' "$1")" \
    "${EXACT[@]}" -c:a pcm_s16le "$2"
}

samples_of() { # number of samples in a WAV, measured with ffprobe
  ffprobe -v error -select_streams a:0 -show_entries stream=duration_ts -of default=nw=1:nk=1 "$1"
}

# tell KEY NARRATOR SENTENCE...
#   Speaks each sentence to its own WAV, measures it, joins them (with pauses) into
#   $WORK/KEY/master.wav and writes $WORK/KEY/cues.tsv: start_ms <TAB> end_ms <TAB> text.
#   A sentence "SPEAKER<TAB>words" is spoken in SPEAKER's voice (an interview: someone who
#   asks, and the narrator), and its line in cues.tsv gets a fourth column, the speaker.
tell() {
  local key=$1 narrator=$2; shift 2
  local dir="$WORK/$key" i=0 pos n start end
  mkdir -p "$dir"
  silence "$LEAD_MS" "$dir/lead.wav"
  silence "$GAP_MS" "$dir/gap.wav"
  silence "$TAIL_MS" "$dir/tail.wav"
  : >"$dir/cues.tsv"
  printf "file 'lead.wav'\n" >"$dir/list.txt"
  pos=$(samples_of "$dir/lead.wav")
  local gap_samples; gap_samples=$(samples_of "$dir/gap.wav")
  local speaker words
  for sentence in "$@"; do
    i=$((i + 1))
    speaker='' words=$sentence
    if [[ $sentence == *$'\t'* ]]; then speaker=${sentence%%$'\t'*} words=${sentence#*$'\t'}; fi
    voice_for "${speaker:-$narrator}"
    printf '%s' "$words" >"$dir/s$i.txt"
    espeak-ng -b 1 "${VOICE[@]}" -f "$dir/s$i.txt" -w "$dir/s$i.wav"
    n=$(samples_of "$dir/s$i.wav")
    start=$(( (pos * 1000 + RATE / 2) / RATE ))
    end=$(( ((pos + n) * 1000 + RATE / 2) / RATE ))
    printf '%d\t%d\t%s%s\n' "$start" "$end" "$words" "${speaker:+$'\t'$speaker}" >>"$dir/cues.tsv"
    pos=$((pos + n))
    printf "file 's%d.wav'\n" "$i" >>"$dir/list.txt"
    if [ "$i" -lt "$#" ]; then
      printf "file 'gap.wav'\n" >>"$dir/list.txt"
      pos=$((pos + gap_samples))
    fi
  done
  printf "file 'tail.wav'\n" >>"$dir/list.txt"
  "${FF[@]}" -f concat -safe 0 -i "$dir/list.txt" "${EXACT[@]}" -c:a pcm_s16le "$dir/master.wav"
}

master() { printf '%s/%s/master.wav' "$WORK" "$1"; }

# ---------------------------------------------------------------------------
# Encoder: encode_m4a KEY OUTFILE [extra ffmpeg output options...]
encode_m4a() { # AAC-LC in MP4, like a phone's recorder app
  local key=$1 out=$2; shift 2
  "${FF[@]}" -i "$(master "$key")" "${EXACT[@]}" -ac 1 -ar 22050 -c:a aac -b:a 32k "$@" "$out"
}

# json_str TEXT -> "TEXT" with backslashes and double quotes escaped.
json_str() { local s=$1; s=${s//\\/\\\\}; s=${s//\"/\\\"}; printf '"%s"' "$s"; }
