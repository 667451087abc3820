#!/usr/bin/env bash
# Runs the whole test suite: installs the system libraries and the transcription engine if
# missing (RealEngineTests runs the engine, offline, on two sample recordings) and the book's typesetting
# engine with what its checks read PDFs with, then `swift test`, then the book's checks (Tests/Book/run.sh:
# `storychop book` on the sample, its PDF read back with poppler and zbar), then
# the browser tests (Tests/Browser/run.sh: headless Chromium over the sample site). The
# command-line and browser tests run the storychop binary that this build makes.
# This is the README's test command, and what CI runs (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --extras --transcription --test-servers --photo-tests --book --book-tests --kill-tests --standards-checks
swift build --build-tests
swift test --skip-build
bash scripts/fuzz.sh --short
bash Tests/Book/run.sh
bash Tests/Browser/run.sh
