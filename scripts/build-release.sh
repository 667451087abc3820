#!/usr/bin/env bash
# Builds the release binary, .build/release/storychop: what demo.sh and the benchmarks run.
# Installs what it needs first (scripts/install-deps.sh --static). Extra arguments go to
# `swift build`.
#
# One static, position-independent executable: the Swift runtime and Foundation, and the
# static archives of libarchive and libxml2 (from the same Debian -dev packages as the shared
# libraries, with what they link against) are linked in. It runs on a machine without Swift
# or those libraries, and it starts faster: a rebuild that finds nothing changed spent 4 of
# its 12 ms before `main`, loading sixteen shared libraries (ICU, libstdc++, six compression
# libraries…), looking up 3,486 symbols and relocating them; static, `storychop --version`
# takes 2.1 ms instead of 4.3 (/bin/true: 1.1).
# - static-pie, not -static alone: the binary still loads at a random address.
# - lld: gold cannot link static-pie. pack-relative-relocs: the binary's 94,000 pointers to
#   relocate at start are stored in 17 KB instead of 2 MB.
# - --disable-local-rpath: glibc refuses (an assertion at start) a static-pie executable with
#   a library path, and SwiftPM adds $ORIGIN to executables.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --static
# What libarchive and libxml2 need when linked statically, as their pkg-config files list it.
libraries=()
for library in $(pkg-config --static --libs-only-l libarchive libxml-2.0); do libraries+=(-Xlinker "$library"); done
# libxml2 takes the program for single-threaded, and then shares its parser's tables between
# threads without locks, when one of the pthread functions it refers to weakly is not linked.
# Nothing else in StoryChop calls pthread_equal, so it was not, and the site check's parallel
# reading of pages corrupted the heap. Every such function is linked in, by name.
xml2="$(pkg-config --variable=libdir libxml-2.0)/libxml2.a"
weak=$(nm "$xml2" | awk '$1 == "w" && $2 ~ /^pthread_/ { print $2 }' | sort -u)   # fails the build when nm does
for symbol in $weak; do libraries+=(-Xlinker -u -Xlinker "$symbol"); done
exec swift build -c release --product storychop --disable-local-rpath \
  -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xswiftc -Xclang-linker -Xswiftc -static-pie \
  -Xlinker -z -Xlinker pack-relative-relocs "${libraries[@]}" "$@"
