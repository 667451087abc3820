#!/usr/bin/env bash
# The private site's benchmark (issue 38): making the encrypted copy of a site against
# `openssl enc -aes-256-ctr` over the same bytes. Not a test: each figure is the median of RUNS
# runs on a shared machine, the contenders interleaved within each run, the page cache warm.
#
#   bash scripts/bench-private.sh [N] [RUNS]      (defaults: 1000 stories, 3 runs)
#
# Environment: BENCH_DIR (default /tmp/storychop-bench-private), STORYCHOP (the binary; default
# .build/release/storychop, built when missing), SEED (corpus seed, default 1), ARCHIVE (an
# archive whose site is built, e.g. bench.sh's archive-N: used instead of making one).
#
# Each run, in this order, with `sync` (untimed) before each:
#   openssl   every file of the site (hidden records left out) cat through `openssl enc
#             -aes-256-ctr` into one file: the bytes encrypted, with no key derivation, no
#             names, no chunks, no authentication;
#   private   `publish DEST --passphrase-file F` with an empty cache and an empty DEST: the build
#             is up to date, so this is listing, encrypting the copy (PBKDF2 once, SHA-256 and
#             AES-256-GCM over every byte) and copying it to DEST;
#   plain     `publish DEST` of the same site to an empty DEST: listing and copying alone;
#   again     the private publish once more, unchanged: nothing encrypted, nothing sent;
#   cp        `cp -r` of the site (hidden records and all): making that many files, no encryption.
# Encrypting = private - plain (in each run, then the median), compared with openssl (target
# <= 1.5x) and with cp -r, which shows what dominates: openssl writes one file, the copy
# thousands; peak memory of private.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-1000}"
runs="${2:-3}"
seed="${SEED:-1}"
work="${BENCH_DIR:-/tmp/storychop-bench-private}"

. scripts/bench-lib.sh
mkdir -p "$work"
bench_storychop if-missing "$work"
bench_install time openssl ffmpeg

archive="${ARCHIVE:-}"
if [[ -z "$archive" ]]; then
  bench_corpus "$work/corpus-$n-s$seed" "$n" "$seed" --formats mixed
  archive="$work/archive-$n"
  if [[ ! -f "$archive.done" || "$archive.done" -ot "$work/corpus-$n-s$seed.done" ]]; then
    echo "== Ingesting the corpus into $archive and building its site (once, untimed)"
    rm -rf "$archive" "$archive.done"
    "$storychop" init "$archive" --title "Benchmark Family" --quiet
    "$storychop" ingest "$work/corpus-$n-s$seed" --archive "$archive" --quiet || true
    touch "$archive.done"
  fi
fi
"$storychop" build --archive "$archive" --no-check --quiet
site="$archive/site"
secret="$work/passphrase.txt"
printf 'benchmark family passphrase\n' > "$secret"
chmod 600 "$secret"
files=$(find "$site" -type f ! -name '.storychop*' | wc -l)
bytes=$(find "$site" -type f ! -name '.storychop*' -printf '%s\n' | awk '{ s += $1 } END { print s }')
echo "== The site: $files files, $bytes bytes"
find "$site" -type f ! -name '.storychop*' -print0 | xargs -0 cat > /dev/null   # warm the page cache

private_publish() {
  XDG_CACHE_HOME="$work/cache" time_run "$storychop" publish "$work/dest-private" --passphrase-file "$secret" --archive "$archive" --quiet
}
# Last run's outputs are moved aside, not deleted, until the end: ext4 makes files slowly to
# create for a while after thousands were deleted, which would fall on whoever runs next.
trash="$work/trash"
rm -rf "$trash"
mkdir -p "$trash"
ossl=(); priv=(); plain=(); again=(); rss=(); copies=()
for run in $(seq "$runs"); do
  for old in openssl.bin cache dest-private dest-plain cp; do
    if [[ -e "$work/$old" ]]; then mv "$work/$old" "$trash/$old-$run"; fi
  done
  sync; read -r t _ _ _ < <(time_run sh -c 'find "$1" -type f ! -name ".storychop*" -print0 | xargs -0 cat |
    openssl enc -aes-256-ctr -K "$(printf "%064d" 7)" -iv "$(printf "%032d" 1)" -out "$2"' sh "$site" "$work/openssl.bin")
  ossl+=("$t")
  sync; read -r t _ _ r < <(private_publish)
  priv+=("$t"); rss+=("$r")
  sync; read -r t _ _ _ < <(time_run "$storychop" publish "$work/dest-plain" --archive "$archive" --quiet)
  plain+=("$t")
  sync; read -r t _ _ _ < <(private_publish)
  again+=("$t")
  sync; read -r t _ _ _ < <(time_run cp -r "$site" "$work/cp")
  copies+=("$t")
  echo "  run $run: openssl ${ossl[-1]} s, private publish ${priv[-1]} s (max RSS ${rss[-1]} KB), plain publish ${plain[-1]} s," \
    "unchanged private publish ${again[-1]} s, cp -r $t s"
done
copy_bytes=$(du -sb "$work/dest-private" | cut -f1)
rm -rf "$trash"
python3 - "$bytes" "$copy_bytes" \
  "$(printf '%s\n' "${ossl[@]}" | median)" "$(printf '%s\n' "${priv[@]}" | median)" \
  "$(printf '%s\n' "${plain[@]}" | median)" "$(printf '%s\n' "${again[@]}" | median)" \
  "$(printf '%s\n' "${rss[@]}" | sort -n | tail -1)" "$(printf '%s\n' "${copies[@]}" | median)" \
  "${priv[*]}" "${plain[*]}" <<'PY' | tee "$work/report-private-$n.txt"
import sys
size, copy = int(sys.argv[1]), int(sys.argv[2])
ossl, priv, plain, again, rss, cp = (float(v) for v in sys.argv[3:9])
# The difference within each run (both publishes saw the same load), then its median.
differences = sorted(p - q for p, q in zip(map(float, sys.argv[9].split()), map(float, sys.argv[10].split())))
encrypting = max(differences[len(differences) // 2], 0.0)
mb = size / 1e6
print("== Private site: %.0f MB of site files, an encrypted copy of %.0f MB (medians)" % (mb, copy / 1e6))
print("  openssl enc -aes-256-ctr over the same bytes  %7.3f s  (%.0f MB/s)" % (ossl, mb / ossl if ossl else 0))
print("  publish --passphrase-file, first              %7.3f s" % priv)
print("  publish (plain), first                        %7.3f s" % plain)
print("  encrypting (private - plain, in each run)     %7.3f s  (%.0f MB/s)" % (encrypting, mb / encrypting if encrypting else 0))
ratio = encrypting / ossl if ossl else float("inf")
print("  encrypting / openssl: %.2fx (target <= 1.5x): %s" % (ratio, "met" if ratio <= 1.5 else "missed"))
print("  cp -r of the site (making its files, nothing encrypted)  %.3f s: encrypting / cp -r %.2fx"
      % (cp, encrypting / cp if cp else float("inf")))
print("  unchanged private publish: %.3f s" % again)
print("  peak memory of the private publish: %.0f MB (bounded: no file is held whole)" % (rss / 1024))
PY
