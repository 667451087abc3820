#!/usr/bin/env bash
# Installs what StoryChop needs to build and test on Debian: the libarchive and libxml2
# development packages (SwiftPM system libraries link against them). Only missing packages
# are installed; `apt-get update` runs first, as a fresh machine's package lists are empty.
# Optional extras (ffmpeg: playable copies of CAF recordings on the site) come with --extras.
set -euo pipefail

packages=(libarchive-dev libxml2-dev pkg-config)
if [ "${1:-}" = "--extras" ]; then packages+=(ffmpeg); fi

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
