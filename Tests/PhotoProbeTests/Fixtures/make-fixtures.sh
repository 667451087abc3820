#!/bin/sh
# Makes the small real photos PhotoProbe's tests read (run once; the files are committed).
# Needs libvips-tools and libheif-examples.
set -eu
cd "$(dirname "$0")"
vips black base.v 40 30 --bands 3
vips linear base.v lit.v 1 90
vips copy lit.v photo.jpg[Q=50,strip]
vips copy lit.v photo.png[strip]
vips copy lit.v lossy.webp[Q=50,strip]
vips copy lit.v lossless.webp[lossless,strip]
vips bandjoin_const lit.v alpha.v 255
vips copy alpha.v extended.webp[Q=50,strip]   # with alpha: VP8X + ALPH + VP8
vips copy lit.v photo.gif
vips copy lit.v photo.tif[compression=deflate,strip]
vips resize lit.v big.v 1.6                   # 64 × 48: HEVC wants sizes it can tile
vips copy big.v big.png
heif-enc -q 30 -o photo.heic big.png
rm -f base.v lit.v alpha.v big.v big.png
# AVIF (refused) is built in the tests: this libheif's AV1 encoder cannot make a small one.
