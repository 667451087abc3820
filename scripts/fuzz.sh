#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer) of every parser that reads outside bytes (docs/testing.md,
# "Fuzzing"). Builds Tests/Fuzz's one binary, storychop-fuzz, with coverage instrumentation and
# AddressSanitizer into .build/fuzz, then runs each target for a given time.
#
#   bash scripts/fuzz.sh [--short | --seconds N] [--list] [TARGET…]
#
#   --short       5 seconds a target (scripts/test.sh runs this: the seeds, and a little more)
#   --seconds N   N seconds a target (default 60; the documented long run is 3600)
#   --list        print the targets and what each reads, then stop
#   TARGET…       only these targets (default: all)
#
# Each target starts from its seeds in Tests/Fuzz/Corpus/TARGET and the inputs earlier runs
# found, kept in FUZZ_DIR/TARGET/corpus (FUZZ_DIR defaults to /tmp/storychop-fuzz, outside the
# repository, so long runs add up; --short uses a fresh temporary folder unless FUZZ_DIR is set). A crash, a hang (an input taking over 10 s), an allocation
# over 512 MB or a process over 2 GB is kept as FUZZ_DIR/TARGET/crash-… (timeout-…, oom-…);
# the script then goes on with the other targets and exits 1, naming each finding.
# Reproduce one: STORYCHOP_FUZZ_TARGET=TARGET .build/fuzz/debug/storychop-fuzz FILE
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=60
list=false
targets=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --short) seconds=5 ;;
    --seconds) seconds="${2:?--seconds needs a number}"; shift ;;
    --list) list=true ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) targets+=("$1") ;;
  esac
  shift
done

# Coverage as Swift's -sanitize=fuzzer gives it, for every module; libFuzzer itself is linked into
# storychop-fuzz alone (Package.swift), as SwiftPM's `--sanitize fuzzer` would also make the build's
# other executables (the resource embedder) lose their main.
coverage="-sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table"
echo "Building storychop-fuzz (.build/fuzz) …"
STORYCHOP_FUZZ=1 swift build --scratch-path .build/fuzz --sanitize address -Xswiftc "$coverage" \
  --product storychop-fuzz 2>&1 | grep -E "error|Compiling storychop_fuzz|Build complete" || true
binary=.build/fuzz/debug/storychop-fuzz
[[ -x "$binary" ]] || { echo "fuzz.sh: the build made no $binary (run the swift build line above to see why)" >&2; exit 1; }

if $list; then
  STORYCHOP_FUZZ_TARGET= "$binary" 2>&1 | tail -n +2 || true
  exit 0
fi
if [[ ${#targets[@]} -eq 0 ]]; then
  mapfile -t targets < <(STORYCHOP_FUZZ_TARGET= "$binary" 2>&1 | tail -n +2 | awk '{print $1}')
fi

# A short run starts from the seeds alone (a long run's thousands of inputs would take longer
# to replay than the run lasts), in a folder of its own, removed when nothing was found.
if [[ $seconds -le 5 && -z "${FUZZ_DIR:-}" ]]; then
  fuzz_dir=$(mktemp -d "${TMPDIR:-/tmp}/storychop-fuzz-short.XXXXXX")
else
  fuzz_dir="${FUZZ_DIR:-/tmp/storychop-fuzz}"
fi
# Swift's runtime keeps caches for the life of the process: LeakSanitizer would call them leaks.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
# libFuzzer prints a crash's stack; Swift's own backtracer, reading the crashed process's memory,
# only trips AddressSanitizer and takes minutes.
export SWIFT_BACKTRACE=enable=no
findings=()
for target in "${targets[@]}"; do
  seeds="Tests/Fuzz/Corpus/$target"
  [[ -d "$seeds" ]] || { echo "fuzz.sh: no target $target (no $seeds; --list shows them)" >&2; exit 2; }
  work="$fuzz_dir/$target"
  mkdir -p "$work/corpus"
  before=$(ls "$work" | grep -cE '^(crash|timeout|oom|leak|slow-unit)-' || true)
  printf '%-16s %5ss … ' "$target" "$seconds"
  status=0
  STORYCHOP_FUZZ_TARGET="$target" "$binary" "$work/corpus" "$seeds" \
    -max_total_time="$seconds" -timeout=10 -malloc_limit_mb=512 -rss_limit_mb=2048 -detect_leaks=0 \
    -artifact_prefix="$work/" -print_final_stats=1 >"$work/last-run.log" 2>&1 || status=$?
  runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$work/last-run.log" | grep -oE '[0-9]+$' || echo 0)
  edges=$(grep -oE 'cov: [0-9]+' "$work/last-run.log" | tail -1 | grep -oE '[0-9]+' || echo 0)
  after=$(ls "$work" | grep -cE '^(crash|timeout|oom|leak|slow-unit)-' || true)
  if [[ $status -ne 0 || $after -gt $before ]]; then
    echo "FOUND (exit $status) — see $work/last-run.log"
    grep -m3 -E 'Fatal error|(Precondition|Assertion) failed|ERROR: |SUMMARY' "$work/last-run.log" | sed 's/^/    /' || true
    findings+=("$target: $(ls -t "$work" | grep -m1 -E '^(crash|timeout|oom|leak|slow-unit)-' | sed "s|^|$work/|")")
  else
    echo "ok: $runs inputs, coverage $edges edges, corpus $(ls "$work/corpus" | wc -l) files"
  fi
done

if [[ ${#findings[@]} -gt 0 ]]; then
  echo "Fuzzing found ${#findings[@]} problem(s); each input is kept:" >&2
  printf '  %s\n' "${findings[@]}" >&2
  echo "Reproduce: STORYCHOP_FUZZ_TARGET=TARGET $binary FILE" >&2
  exit 1
fi
if [[ "$fuzz_dir" == */storychop-fuzz-short.* ]]; then
  rm -rf "$fuzz_dir"
  echo "Fuzzing found nothing in ${#targets[@]} targets, $seconds seconds each."
else
  echo "Fuzzing found nothing in ${#targets[@]} targets, $seconds seconds each (inputs kept in $fuzz_dir)."
fi
