#!/usr/bin/env bash
# Installs what StoryChop needs to build and test on Debian: the libarchive and libxml2
# development packages (SwiftPM system libraries link against them). Only missing packages
# are installed; `apt-get update` runs first, as a fresh machine's package lists are empty.
# With --static, also the static libraries that libarchive and libxml2 link against, which
# scripts/build-release.sh links into one executable; with --extras, ffmpeg too (playable
# copies of CAF recordings on the site); with --browser, what the browser tests need (Debian's
# chromium and its driver, a font to measure text with, and venv for the Python they run in).
set -euo pipefail

packages=(libarchive-dev libxml2-dev pkg-config)
for option in "$@"; do
  case "$option" in
    --static) packages+=(libicu-dev nettle-dev libacl1-dev liblzma-dev libzstd-dev liblz4-dev libbz2-dev zlib1g-dev) ;;
    --extras) packages+=(ffmpeg) ;;
    --browser)
      packages+=(chromium chromium-driver fonts-dejavu-core)
      # Debian's python3 makes venvs only with python3-venv; another Python has venv built in.
      python3 -c 'import ensurepip' >/dev/null 2>&1 || packages+=(python3-venv) ;;
    *) echo "usage: install-deps.sh [--static] [--extras] [--browser]" >&2; exit 2 ;;
  esac
done

missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "Installing ${missing[*]} …" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
