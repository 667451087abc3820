#!/usr/bin/env bash
# Runs the browser tests: headless Chromium over the sample site, built from sample-archive/ by
# this checkout's storychop and opened from file://. setup.sh installs what is missing first.
# Arguments go to pytest (run.sh -k layout -x). STORYCHOP=BINARY or BROWSER_TEST_SITE=SITE_DIR
# test another build (see conftest.py).
set -euo pipefail
cd "$(dirname "$0")/../.."

python=$(bash Tests/Browser/setup.sh)
if [ -z "${STORYCHOP:-}" ] && [ -z "${BROWSER_TEST_SITE:-}" ]; then
  swift build --product storychop
fi
# The sample site is made with `storychop transcribe`, which needs the engine (once, ~550 MB).
if [ -z "${BROWSER_TEST_SITE:-}" ]; then
  bash scripts/install-deps.sh --transcription >&2
fi

# No __pycache__ or .pytest_cache beside the tests: they would only clutter git status.
export PYTHONDONTWRITEBYTECODE=1
exec "$python" -m pytest -p no:cacheprovider -ra Tests/Browser "$@"
