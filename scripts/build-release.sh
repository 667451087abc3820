#!/usr/bin/env bash
# Optional packaging: builds .build-static/release/storychop, one static executable to copy to
# another Linux machine that has neither Swift nor libarchive and libxml2 (nothing else in the
# project depends on it; `swift build -c release` makes the ordinary binary). Installs what it
# needs first (scripts/install-deps.sh --static). Extra arguments go to `swift build`.
# - static-pie, not -static alone: the binary still loads at a random address.
# - lld: gold cannot link static-pie.
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
exec swift build -c release --scratch-path .build-static --product storychop --disable-local-rpath \
  -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xswiftc -Xclang-linker -Xswiftc -static-pie \
  "${libraries[@]}" "$@"
