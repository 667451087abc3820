#!/usr/bin/env bash
# Optional packaging: builds .build-static/release/storychop, one static executable to copy to
# another Linux machine that has neither Swift nor libarchive, libxml2, libqrencode and zlib
# (nothing else in the project depends on it; `swift build -c release` makes the ordinary
# binary). Installs what it needs first (scripts/install-deps.sh --static). Extra arguments go
# to `swift build`.
# - static-pie, not -static alone: the binary still loads at a random address.
# - lld: gold cannot link static-pie.
# - --disable-local-rpath: glibc refuses (an assertion at start) a static-pie executable with
#   a library path, and SwiftPM adds $ORIGIN to executables.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --static
# Debian's libqrencode-dev ships no libqrencode.a, so one is built, once, from Debian's source
# of the installed version, fetched with apt into a private state (the system's lists are left
# alone). Only the upstream tarball is needed: Debian's patches change the qrencode command, not
# the library; apt-helper checks the tarball's hash against Debian's signed index.
qrencode="$PWD/.build-static/libqrencode"
if [ ! -f "$qrencode/lib/libqrencode.a" ]; then
  work="$qrencode-source"
  rm -rf "$work" && mkdir -p "$work/lists/partial" "$work/cache/archives/partial"
  # A deb-src entry for this machine's Debian release.
  codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
  cat > "$work/debian-source.sources" <<SOURCES
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $codename $codename-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  apt=(apt-get -qq -o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$work"
       -o Dir::State::Lists="$work/lists" -o Dir::Cache="$work/cache")
  "${apt[@]}" update
  version=$(dpkg-query -W -f='${source:Package}=${source:Version}' libqrencode-dev)
  read -r uri file _ hash < <(cd "$work" && "${apt[@]}" source --print-uris "$version" | grep "\.orig\.tar") ||
    { echo "error: Debian's archive has no source of $version — upgrade libqrencode-dev to the version Debian has now (apt-get install libqrencode-dev)" >&2; exit 1; }
  /usr/lib/apt/apt-helper download-file "${uri//\'/}" "$work/$file" "$hash"
  mkdir "$work/src" && tar -xf "$work/$file" -C "$work/src" --strip-components=1
  # Position-independent for static-pie; compiled by the toolchain's clang (Swift needs no gcc).
  (cd "$work/src" && CC=clang ./configure -q --prefix="$qrencode" --disable-shared --with-pic --without-tools \
    && make -s -j"$(nproc)" install) >/dev/null
  rm -rf "$work"
fi
# SwiftPM's pkg-config lookup for CQREncode finds this libqrencode first.
export PKG_CONFIG_PATH="$qrencode/lib/pkgconfig"
# What libarchive, libxml2 and libqrencode need when linked statically, as their pkg-config
# files list it (zlib's libz.a among them), with the folder of libqrencode.a: every executable
# the build links gets these flags, EmbedResources too.
libraries=()
for library in $(pkg-config --static --libs libarchive libxml-2.0 libqrencode); do libraries+=(-Xlinker "$library"); done
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
