#!/bin/sh
# Regenerates the AudioProbe test fixtures and expected.json (ffprobe's view of each file).
# Needs espeak-ng, ffmpeg and ffprobe (Debian: apt-get install -y espeak-ng ffmpeg).
# The files are kept tiny (mono, 8–16 kHz, low bitrate) so the repo stays small.
set -eu
cd "$(dirname "$0")"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# ~7 s of speech; a second, shorter clip keeps the lossless files small.
espeak-ng -v en-us -s 140 -w "$tmp/speech.wav" \
  "Grandma told us about the summer of nineteen sixty two, when the river froze in June and nobody believed her."
espeak-ng -v en-us -s 150 -w "$tmp/short.wav" "The garden was full of tomatoes."

title='Grandma’s Garden — 1962'
ff() { ffmpeg -nostdin -hide_banner -loglevel error -y "$@"; }
# tagged OUT ARGS…: like ff, plus the title/date/comment tags the tests look for.
tagged() {
  out=$1; shift
  ff "$@" -metadata "title=$title" -metadata "date=1962-06-14" -metadata "comment=Told at the kitchen table" "$out"
}

# MP4/M4A: moov at the back (ffmpeg's default), moov at the front, fragmented, and ALAC.
tagged aac.m4a -i "$tmp/speech.wav" -ac 1 -ar 16000 -c:a aac -b:a 16k -metadata creation_time=2023-05-01T10:00:00Z
tagged aac-faststart.m4a -i "$tmp/speech.wav" -ac 1 -ar 16000 -c:a aac -b:a 16k -metadata creation_time=2023-05-01T10:00:00Z -movflags +faststart
ff -i "$tmp/speech.wav" -ac 1 -ar 8000 -c:a aac -b:a 12k -movflags frag_keyframe+empty_moov aac-fragmented.m4a
ff -i "$tmp/short.wav" -ac 1 -ar 8000 -c:a alac alac.m4a

# MP3: CBR with an "Info" frame (ID3v2.3), VBR with "Xing" (ID3v2.4, MPEG-2.5), CBR without Xing (MPEG-1).
tagged cbr-info.mp3 -i "$tmp/speech.wav" -ac 1 -ar 16000 -c:a libmp3lame -b:a 16k -id3v2_version 3
tagged vbr-xing.mp3 -i "$tmp/speech.wav" -ac 1 -ar 11025 -c:a libmp3lame -q:a 9
ff -i "$tmp/speech.wav" -ac 1 -ar 32000 -c:a libmp3lame -b:a 32k -write_xing 0 cbr-noxing.mp3

# WAV (with a LIST/INFO chunk), FLAC, Ogg Vorbis, Opus, CAF (IMA4).
tagged pcm.wav -i "$tmp/short.wav" -ac 1 -ar 8000 -c:a pcm_s16le
tagged tagged.flac -i "$tmp/short.wav" -ac 1 -ar 8000 -c:a flac
tagged vorbis.ogg -i "$tmp/speech.wav" -ac 1 -ar 8000 -c:a libvorbis -q:a 0
tagged speech.opus -i "$tmp/speech.wav" -ac 1 -c:a libopus -b:a 8k
ff -i "$tmp/speech.wav" -ac 1 -ar 8000 -c:a adpcm_ima_qt ima4.caf

# expected.json: what ffprobe says about each file (duration in seconds, first audio stream).
{
  echo "{"
  first=1
  for f in aac.m4a aac-faststart.m4a aac-fragmented.m4a alac.m4a cbr-info.mp3 vbr-xing.mp3 \
           cbr-noxing.mp3 pcm.wav tagged.flac vorbis.ogg speech.opus ima4.caf; do
    line=$(ffprobe -v error -select_streams a:0 -show_entries format=duration:stream=codec_name,sample_rate,channels \
           -of csv=p=0:nk=0 "$f" | tr '\n' ',')
    codec=$(echo "$line" | sed -n 's/.*codec_name=\([^,]*\).*/\1/p')
    rate=$(echo "$line" | sed -n 's/.*sample_rate=\([^,]*\).*/\1/p')
    chans=$(echo "$line" | sed -n 's/.*channels=\([^,]*\).*/\1/p')
    dur=$(echo "$line" | sed -n 's/.*duration=\([^,]*\).*/\1/p')
    [ $first -eq 1 ] || echo ","
    first=0
    printf '  "%s": {"codec": "%s", "sampleRate": %s, "channels": %s, "duration": %s}' \
      "$f" "$codec" "$rate" "$chans" "$dur"
  done
  echo ""
  echo "}"
} > expected.json
cat expected.json
