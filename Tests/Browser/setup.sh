#!/usr/bin/env bash
# Installs what the browser tests and the screenshots need, only what is missing: Debian's
# chromium, chromium-driver, ffmpeg (the CAF story's playable copy) and nginx (the private site
# is opened through it), then Selenium and pytest in a venv under .build/ (out of git). Prints
# the venv's python.
set -euo pipefail
cd "$(dirname "$0")/../.."

bash scripts/install-deps.sh --browser --extras --test-servers --photo-tests >&2

venv=.build/browser-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv" >&2
fi
if ! "$venv/bin/python" -c 'import selenium, pytest' >/dev/null 2>&1; then
  "$venv/bin/python" -m pip install -q --disable-pip-version-check 'selenium>=4.20,<5' 'pytest>=8,<9' >&2
fi
echo "$PWD/$venv/bin/python"
