#!/usr/bin/env bash
# The photos' benchmark (issue 39): `storychop build` making the site's copies of N photos
# against running vipsthumbnail by hand for the same widths on the same files. Not a test:
# each figure is the median of RUNS runs on a shared machine, the contenders interleaved.
#
#   bash scripts/bench-photos.sh [N] [RUNS]      (defaults: 1000 photos, 3 runs)
#
# Environment: BENCH_DIR (default /tmp/storychop-bench-photos), STORYCHOP (the binary; default
# .build/release/storychop, built when missing).
#
# The photos: four camera-size JPEGs (4000x3000, made with vips: smooth colour, edges and
# grain, 2-4 MB each like a phone's) copied N times with distinct bytes (a few bytes after each
# file's end: a new SHA-256, the same picture), four to a story, in an archive of N/4 stories
# whose story.json list them (written here, as ingest would). Each run, in fresh folders:
#   hand      vipsthumbnail once per width (480, 760, 1600) over all N files, as a person would
#             type it, with the build's options (Q=75, optimize_coding, strip, background=255);
#   with      `storychop build --no-check --no-transcode` of the archive into an empty site;
#   without   the same build with vipsthumbnail off PATH: the pages alone (it shows no photos).
# Making the copies = with - without; target <= 1.3 x hand. Then the one-photo rebuild: one
# photo's bytes replaced (story.json updated), a build, and the copies made again counted (by
# inode: a copy made again is a new file).
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-1000}"
runs="${2:-3}"
work="${BENCH_DIR:-/tmp/storychop-bench-photos}"

. scripts/bench-lib.sh
mkdir -p "$work"
bench_storychop if-missing "$work"
bench_install time libvips-tools
rm -rf "$work/run"
mkdir -p "$work/run"
trap 'rm -rf "$work/run"' EXIT
cd "$work/run"

echo "== Making $n photos (four camera-size JPEGs, copied with distinct bytes)"
for seed in 1 2 3 4; do
  vips gaussnoise r.v 250 188 --sigma 45 --mean $((100 + seed * 10)) --seed "$seed"
  vips gaussnoise g.v 250 188 --sigma 45 --mean 110 --seed $((seed + 10))
  vips gaussnoise b.v 250 188 --sigma 45 --mean 90 --seed $((seed + 20))
  vips bandjoin "r.v g.v b.v" rgb.v
  vips resize rgb.v big.v 16
  vips gaussblur big.v soft.v 3
  vips gaussnoise grain.v 4000 3008 --sigma 2 --mean 0 --seed $((seed + 30))
  vips add soft.v grain.v photo.v
  vips cast photo.v "camera-$seed.jpg[Q=90]" uchar
  rm -f ./*.v
done
mkdir -p photos
"$storychop" init archive --title "Photo Benchmark" --quiet
python3 - "$n" <<'PY'
import hashlib, json, os, sys
n = int(sys.argv[1])
os.makedirs("archive/stories", exist_ok=True)
cameras = [open("camera-%d.jpg" % k, "rb").read() for k in (1, 2, 3, 4)]
for story in range((n + 3) // 4):
    sid = "2024-01-01-story-%05d" % story
    folder = "archive/stories/" + sid
    os.makedirs(folder)
    photos = []
    for k in range(min(4, n - story * 4)):
        number = story * 4 + k
        data = cameras[number % 4] + b"storychop-bench-%d" % number
        name = "photo-%d.jpg" % (k + 1)
        open(os.path.join(folder, name), "wb").write(data)
        os.link(os.path.join(folder, name), "photos/%05d.jpg" % number)
        photos.append({"file": name, "format": "jpeg", "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest(),
                       "alt": "Photo %d" % number})
    document = {"schema": 3, "id": sid, "kind": "voice", "title": "Story %d" % story, "narrator": "Grandma Rose",
                "recorded": "2024-01-01T10:00:00Z", "photos": photos}
    json.dump(document, open(os.path.join(folder, "story.json"), "w"), indent=2)
PY
du -sh photos | awk '{print "  " $1 " of originals"}'
mkdir -p nopath
options="Q=75,optimize_coding,strip,background=255"

timed() {  # timed NAME COMMAND...: appends "NAME wall" to times
  local start end
  sync
  start=$(date +%s.%N)
  "${@:2}" > /dev/null
  end=$(date +%s.%N)
  echo "$1 $(awk "BEGIN { print $end - $start }")" >> times
}
hand() {
  rm -rf hand && mkdir hand
  for width in 480 760 1600; do
    vipsthumbnail -s "${width}x100000>" -o "$PWD/hand/%s-$width.jpg[$options]" photos/*.jpg
  done
}
build() { rm -rf site; "$storychop" build --archive archive --output site --no-check --no-transcode --quiet; }
without() { rm -rf site; PATH="$PWD/nopath" "$storychop" build --archive archive --output site --no-check --no-transcode --quiet; }

: > times
for run in $(seq 1 "$runs"); do
  echo "== Run $run of $runs"
  # "with" after "without" in both orders: the site it leaves is the one the rebuild below changes.
  if (( run % 2 )); then
    timed hand hand; timed without without; timed with build
  else
    timed without without; timed with build; timed hand hand
  fi
done
ls -i site/stories/*/photos/*.jpg | sort -k2 > inodes-before
python3 - <<'PY'
import hashlib, json
path = "archive/stories/2024-01-01-story-00000/"
data = open(path + "photo-1.jpg", "rb").read() + b"changed"
open(path + "photo-1.jpg", "wb").write(data)
story = json.load(open(path + "story.json"))
story["photos"][0].update(bytes=len(data), sha256=hashlib.sha256(data).hexdigest())
json.dump(story, open(path + "story.json", "w"), indent=2)
PY
timed one "$storychop" build --archive archive --output site --no-check --no-transcode --quiet
ls -i site/stories/*/photos/*.jpg | sort -k2 > inodes-after
remade=$(join -1 2 -2 2 inodes-before inodes-after | awk '$2 != $3' | wc -l)
copies=$(wc -l < inodes-after)

python3 - "$n" "$remade" "$copies" <<'PY'
import statistics, sys
n, remade, copies = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rows = {}
for line in open("times"):
    name, wall = line.split()
    rows.setdefault(name, []).append(float(wall))
med = {name: statistics.median(values) for name, values in rows.items()}
making = statistics.median(w - o for w, o in zip(rows["with"], rows["without"]))
print("== Photos: %s originals, %d copies in the site (medians of %d runs, wall seconds)" % (n, copies, len(rows["hand"])))
for name in ("hand", "with", "without"):
    print("  %-44s %8.2f" % (name, med[name]))
ratio = making / med["hand"]
print("  %-44s %8.2f" % ("making the copies (with - without)", making))
print("  %-44s %8.3f  target 1.3: %s" % ("making the copies / vipsthumbnail by hand", ratio, "met" if ratio <= 1.3 else "MISSED"))
print("  %-44s %8.2f  (%d copies made again; target: that photo's 3)" % ("one photo changed: rebuild", med["one"], remade))
print("  %-44s %s" % ("only that photo's copies made again", "met" if remade == 3 else "MISSED"))
PY
