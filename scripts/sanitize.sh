#!/usr/bin/env bash
# Runs the Swift test suite under AddressSanitizer, ThreadSanitizer or both, each built in a
# build folder of its own (.build-asan, .build-tsan), so the normal .build stays as it is.
#
#   bash scripts/sanitize.sh [address|thread|both] [swift test options, e.g. --filter BundleTests]
#
# The command-line tests run the storychop binary of the same build, so it is sanitized too.
# Every sanitized process (the test runner and each storychop it starts) writes its reports to
# files in BUILD/sanitizer-reports/ (log_path), not to standard error, where a test that reads a
# command's output would swallow them; the run fails when any report was written, and prints it.
# Takes long: a first sanitized build is 30-40 minutes on a busy 2-core machine, and the whole
# suite longer still; pass --filter for the suites at hand (docs/testing.md, "## Sanitizers").
set -euo pipefail
cd "$(dirname "$0")/.."

which="${1:-both}"
[[ $# -gt 0 ]] && shift
case "$which" in
  address) sanitizers=(address) ;;
  thread) sanitizers=(thread) ;;
  both) sanitizers=(address thread) ;;
  *) echo "usage: scripts/sanitize.sh [address|thread|both] [swift test options]" >&2; exit 2 ;;
esac

# What the full suite needs, as scripts/test.sh installs it (only what is missing).
bash scripts/install-deps.sh --extras --transcription --test-servers --photo-tests --book --book-tests --kill-tests --standards-checks

root="$(pwd)"
# suppressions KIND: the option naming scripts/sanitizers/KIND.supp, when there is one.
suppressions() {
  local file="$root/scripts/sanitizers/$1.supp"
  [[ -f "$file" ]] && echo "suppressions=$file" || true
}
failed=()
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address) build="$root/.build-asan" ;;
    thread) build="$root/.build-tsan" ;;
  esac
  reports="$build/sanitizer-reports"
  echo "== $sanitizer: building in ${build#"$root"/}" >&2
  start=$SECONDS
  swift build --build-tests --sanitize="$sanitizer" --build-path "$build"
  echo "== $sanitizer: built in $((SECONDS - start)) s; running the tests" >&2
  rm -rf "$reports"
  mkdir -p "$reports"
  # halt_on_error=0 for threads: one run lists every race, not only the first. exitcode: a
  # process that reported anything fails, even where no one reads its reports. ASan finds leaks
  # too (detect_leaks); a suppressions file names only proven false positives, each with why.
  export ASAN_OPTIONS="log_path=$reports/asan:detect_leaks=1:halt_on_error=1:exitcode=86"
  export LSAN_OPTIONS="print_suppressions=0:$(suppressions lsan)"
  export TSAN_OPTIONS="log_path=$reports/tsan:halt_on_error=0:exitcode=86:second_deadlock_stack=1:$(suppressions tsan)"
  export STORYCHOP_BINARY="$build/debug/storychop"
  start=$SECONDS
  status=0
  swift test --skip-build --sanitize="$sanitizer" --build-path "$build" "$@" || status=$?
  echo "== $sanitizer: tests took $((SECONDS - start)) s, exit status $status" >&2
  unset ASAN_OPTIONS LSAN_OPTIONS TSAN_OPTIONS STORYCHOP_BINARY
  found=("$reports"/*)
  if [[ -e "${found[0]}" ]]; then
    echo "== $sanitizer: ${#found[@]} report(s) in ${reports#"$root"/}:" >&2
    for report in "${found[@]}"; do
      echo "---- ${report#"$root"/}" >&2
      cat "$report" >&2
    done
    failed+=("$sanitizer (reports)")
  elif [[ $status -ne 0 ]]; then
    failed+=("$sanitizer (tests failed)")
  else
    echo "== $sanitizer: clean" >&2
  fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
  echo "Sanitizer runs that failed: ${failed[*]}" >&2
  exit 1
fi
