# Helpers shared by the benchmark scripts (bench.sh, bench-build.sh, bench-ingest.sh,
# bench-export.sh). Source it from the repository root: `. scripts/bench-lib.sh`.
# Benchmarks are scripts, never timed tests: every figure is measured with /usr/bin/time on
# the machine at hand, and the callers report medians because a shared machine is noisy.

# bench_install PKG...: installs the Debian packages that are missing (only those), running
# `apt-get update` first when the first try fails (a fresh machine's package lists are empty).
bench_install() {
  local missing=() package sudo=""
  for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  [[ ${#missing[@]} -eq 0 ]] && return 0
  [[ "$(id -u)" -ne 0 ]] && sudo="sudo"
  echo "  installing ${missing[*]} …" >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 \
    || { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }
}

# bench_storychop WHEN LOG_DIR: sets $storychop to the binary to measure. $STORYCHOP wins when set.
# Otherwise .build/release/storychop, built by `swift build -c release` when WHEN is "always"
# (the older scripts measure the code as it is now) or only when it is missing (WHEN "if-missing":
# bench.sh measures the binary that is there, so a run never waits for a compile).
bench_storychop() {
  local when="$1" log="$2/swift-build.log"
  storychop="${STORYCHOP:-}"
  if [[ -z "$storychop" ]]; then
    storychop="$(pwd)/.build/release/storychop"
    if [[ "$when" == always || ! -x "$storychop" ]]; then
      echo "== Building the release binary"
      mkdir -p "$2"
      # SwiftPM waits by itself when another build holds .build.
      if ! swift build -c release --product storychop > "$log" 2>&1; then
        grep -E "error" "$log" | head -20 >&2
        echo "error: the release build failed (full log: $log)" >&2
        exit 3
      fi
    fi
  fi
  [[ -x "$storychop" ]] || { echo "error: $storychop: no storychop binary — did the build fail?" >&2; exit 3; }
}

# bench_corpus DIR N SEED [make-corpus.py options...]: makes the corpus of scripts/make-corpus.py
# in DIR, with a journal app's daily check-ins beside the stories in DIR/journals/
# (scripts/make-journal-corpus.py: two people, one a day each over N / 1000 years; none with
# --scale), so one `storychop ingest DIR` takes both (the check-ins' JSON files say their kind and person).
# Reuses it when DIR.done says it was made whole with the same N, seed and options (a
# 10,000-recording corpus takes minutes to make). Prints what it holds.
bench_corpus() {
  local dir="$1" n="$2" seed="$3"; shift 3
  local key="n=$n seed=$seed options=$* journals=check-ins"
  if [[ -d "$dir" && -f "$dir.done" && "$(head -1 "$dir.done")" == "$key" ]]; then
    echo "== Reusing the corpus in $dir"
    tail -n +2 "$dir.done" | sed 's/^/  /'
    return 0
  fi
  echo "== Making a corpus of $n recordings and their journals' check-ins in $dir"
  rm -rf "$dir" "$dir.done"
  { echo "$key"
    python3 scripts/make-corpus.py "$n" "$dir" --seed "$seed" "$@" | sed 's/^make-corpus: //'
    # The --scale corpus is stories alone: a community's, not a family's journals.
    if [[ " $* " != *" --scale "* ]]; then
      python3 scripts/make-journal-corpus.py "$n" "$dir/journals" --seed "$seed" | sed 's/^make-journal-corpus: //'
    fi
  } > "$dir.tmp"
  tail -n +2 "$dir.tmp" | sed 's/^/  /'
  mv "$dir.tmp" "$dir.done"
}

# median: the median of the numbers on standard input, one a line (the lower middle one when
# there is an even count: always a value that was measured).
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# time_run CMD...: runs CMD under /usr/bin/time and prints "WALL USER SYS MAXRSS_KB" (seconds,
# seconds, seconds, KiB). CMD's standard output goes to $bench_out and its standard error to
# $bench_err (default /dev/null), so neither mixes with the figures. Returns CMD's status.
# The wall time is taken with bash's microsecond clock ($EPOCHREALTIME, no process started to
# read it) around /usr/bin/time, whose own (%e) counts in hundredths: a rebuild of a few tens
# of milliseconds needs finer. It includes starting /usr/bin/time itself (1-3 ms here; see
# wall_run for a step that short).
time_run() {
  local status=0 figures start end
  figures="$(mktemp)"
  start=${EPOCHREALTIME/,/.}
  /usr/bin/time -o "$figures" -f "%e %U %S %M" "$@" > "${bench_out:-/dev/null}" 2> "${bench_err:-/dev/null}" || status=$?
  end=${EPOCHREALTIME/,/.}
  tail -1 "$figures" | awk -v start="$start" -v end="$end" '{ $1 = sprintf("%.4f", end - start); print }'
  rm -f "$figures"
  return $status
}

# wall_run CMD...: runs CMD directly (no /usr/bin/time around it) and prints "WALL 0 0 0", the
# fields of time_run with CPU and memory unknown, for steps of a few milliseconds, where
# /usr/bin/time's own start would be a tenth of the figure. Returns CMD's status.
wall_run() {
  local status=0 start end
  start=${EPOCHREALTIME/,/.}
  "$@" > "${bench_out:-/dev/null}" 2> "${bench_err:-/dev/null}" || status=$?
  end=${EPOCHREALTIME/,/.}
  awk -v start="$start" -v end="$end" 'BEGIN { printf "%.4f 0 0 0\n", end - start }'
  return $status
}

# timed STEP CMD...: time_run CMD, append "STEP WALL USER SYS MAXRSS_KB WRITTEN STATUS" to
# $results and print a one-line summary. WRITTEN is what `storychop build` reports
# ("N files written, M removed" → N+M; "-" for other commands). Never aborts the script: a
# failed step is reported with the first lines of its standard error.
# timed_wall STEP CMD...: the same with wall_run (wall time alone): for the rebuilds, whose
# CPU and memory come from a run under `timed`.
timed() { record_step time_run "$@"; }
timed_wall() { record_step wall_run "$@"; }

record_step() {
  local runner="$1" step="$2"; shift 2
  local status=0 line written
  local bench_out="$work/step.out" bench_err="$work/step.err"
  line="$("$runner" "$@")" || status=$?
  written=$(sed -n 's/.* \([0-9][0-9]*\) files written, \([0-9][0-9]*\) removed.*/\1+\2/p' "$bench_out" | tail -1)
  echo "$step $line ${written:--} $status" >> "$results"
  if [[ $status -ne 0 ]]; then
    echo "  note: $step exited with status $status:" >&2
    grep -v '^warning' "$bench_err" | head -5 | sed 's/^/    /' >&2
  fi
  echo "  $step: $(awk '$4 == 0 { printf "%.3f s wall", $1; next } { printf "%.2f s wall, %.2f s CPU, %.0f MB", $1, $2 + $3, $4 / 1024 }' <<< "$line")${written:+, written+removed $written}"
}
