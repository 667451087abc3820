#!/usr/bin/env bash
# The printed book's checks (check_book.py) on the sample archive: its recordings and two
# journals ingested into a fresh archive under .build/book-check/ with a base_url, then
# `storychop book` run and its PDFs read back with poppler and zbar. The pages the checks
# rendered stay in .build/book-check/pages/ to be looked at.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/install-deps.sh --book --book-tests
swift build --product storychop 2>&1 | grep -E "error|warning: unre" || true
storychop="$PWD/.build/debug/storychop"
work=".build/book-check"
rm -rf "$work"
mkdir -p "$work/archive"
cp -r sample-archive/storychop.yml sample-archive/prompts.yml sample-archive/people.yml sample-archive/people "$work/archive/"
echo 'base_url: https://stories.example.org/miller/' >> "$work/archive/storychop.yml"
"$storychop" ingest sample-archive/recordings --archive "$work/archive" --quiet
for person in "Grandma Rose" "Grandpa Joe"; do
  "$storychop" ingest "sample-archive/journals/Daily Journal - $person" --kind check-in --person "$person" --archive "$work/archive" --quiet
done
exec python3 Tests/Book/check_book.py "$storychop" "$work/archive" "$work/pages"
