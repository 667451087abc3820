#!/usr/bin/env bash
# screenshots.sh SITE_DIR OUT_DIR: PNGs of a built site for people to look at: home, a story
# (with its photos), the list of stories, the person who told the most, a calendar year and, when the site has journals, a month of Days, a
# day's page (contract.DAY) and a daily question's page (contract.QUESTION), on a phone (390x844) with text at 100 % and 200 %
# and on a desktop (1280x900), each light and dark. Named PAGE-SIZE-MODE.png.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: scripts/screenshots.sh SITE_DIR OUT_DIR" >&2; exit 2; }
site=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
cd "$(dirname "$0")/.."
python=$(bash Tests/Browser/setup.sh)
PYTHONDONTWRITEBYTECODE=1 exec "$python" Tests/Browser/screenshots.py "$site" "$out"
