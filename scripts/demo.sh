#!/usr/bin/env bash
# The README's first command: installs what StoryChop needs, builds it, and runs the main job
# on sample-archive/: its raw recordings are ingested into a fresh copy of the archive under
# out/, and the result is listed. Safe to run again: out/ is made anew each time.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
echo "Building StoryChop (release; the first build takes a few minutes) …"
swift build -c release --product storychop 2>&1 | grep -E "error|warning: |Compiling storychop|Build complete" || true
storychop=".build/release/storychop"
[ -x "$storychop" ] || { echo "error: the build failed; run 'swift build -c release' to see why" >&2; exit 3; }

archive="out/sample-archive"
rm -rf "$archive"
mkdir -p "$archive"
cp sample-archive/storychop.yml sample-archive/prompts.yml "$archive/"

echo
echo "== storychop ingest sample-archive/recordings --archive $archive"
"$storychop" ingest sample-archive/recordings --archive "$archive"
echo
echo "== storychop list --archive $archive"
"$storychop" list --archive "$archive"
echo
echo "The archive is in $(pwd)/$archive (one folder per story under stories/)."
