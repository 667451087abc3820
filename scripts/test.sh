#!/usr/bin/env bash
# Runs the whole test suite: installs the system libraries if missing, then `swift test`; then
# the command-line tests once more with the release binary (scripts/build-release.sh), which
# is linked as one static executable where the tests' build uses the shared libraries.
# This is the README's test command, and what CI runs (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --build-tests
swift test --skip-build
echo "== The command-line tests with the release binary"
bash scripts/build-release.sh
STORYCHOP_BINARY=.build/release/storychop swift test --skip-build --filter CLITests
