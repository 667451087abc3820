"""A story's photos in Chromium, on a site of its own: the sample archive with three photos
(one taken sideways with a GPS position, one not yet described) added to a story.

Photos upright, no metadata in what the browser loads (read back with exiftool), srcset and
sizes present and the right copy chosen on a 390 px phone, lazy loading below the first
screen, alt text on every photo, and three photos costing a phone at most 400 KB.
"""
import hashlib
import json
import os
import shutil
import subprocess
import urllib.parse
from pathlib import Path

import pytest

import helpers
from conftest import ROOT, _binary
from site_map import Site

STORY = "2024-03-09-how-we-met"
BUDGET = 400 * 1024


def _camera_photo(path, width, height, seed):
    """A phone-camera-like JPEG: smooth colour, edges and a little grain (as bench-photos.sh)."""
    work = path.parent / ("work-%d" % seed)
    work.mkdir()
    def vips(*arguments):
        subprocess.run(["vips"] + [str(a) for a in arguments], check=True, cwd=work, capture_output=True)
    small = (width // 16, height // 16)
    for band, mean in (("r", 100 + 10 * seed), ("g", 110), ("b", 90)):
        vips("gaussnoise", band + ".v", *small, "--sigma", 45, "--mean", mean, "--seed", seed * 7 + ord(band))
    vips("bandjoin", "r.v g.v b.v", "rgb.v")
    vips("resize", "rgb.v", "big.v", 16)
    vips("gaussblur", "big.v", "soft.v", 3)
    vips("gaussnoise", "grain.v", small[0] * 16, small[1] * 16, "--sigma", 2, "--mean", 0, "--seed", seed)
    vips("add", "soft.v", "grain.v", "photo.v")
    vips("cast", "photo.v", str(path) + "[Q=90]", "uchar")
    shutil.rmtree(work)


def _add_photos(story_folder, specs):
    story_file = story_folder / "story.json"
    story = json.loads(story_file.read_text(encoding="utf-8"))
    story["schema"] = max(story.get("schema", 1), 3)
    story["photos"] = []
    for name, alt, caption in specs:
        data = (story_folder / name).read_bytes()
        photo = {"file": name, "format": "jpeg", "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest(), "alt": alt}
        if caption:
            photo["caption"] = caption
        story["photos"].append(photo)
    story_file.write_text(json.dumps(story, indent=2), encoding="utf-8")


@pytest.fixture(scope="module")
def photo_site(tmp_path_factory):
    folder = tmp_path_factory.mktemp("photos")
    archive = folder / "archive"
    shutil.copytree(ROOT / "sample-archive", archive, ignore=shutil.ignore_patterns("journals"))
    story = archive / "stories" / STORY
    _camera_photo(story / "photo-1.jpg", 4000, 3008, 1)
    # Taken with the phone on its side: stored wide, tagged "turn 90° clockwise", with a position.
    _camera_photo(story / "photo-2.jpg", 4000, 3008, 2)
    subprocess.run(["exiftool", "-q", "-overwrite_original", "-Orientation#=6", "-GPSLatitude=41.99", "-GPSLatitudeRef=N",
                    "-GPSLongitude=93.62", "-GPSLongitudeRef=W", "-Make=FixtureCam", str(story / "photo-2.jpg")], check=True)
    _camera_photo(story / "photo-3.jpg", 3000, 2000, 3)
    _add_photos(story, [("photo-1.jpg", "Joe and Rose on the dance floor", "The Starlight Ballroom, 1961"),
                        ("photo-2.jpg", "Rose standing by the band's piano", None),
                        ("photo-3.jpg", None, "Their first photo together")])
    result = subprocess.run([str(_binary()), "build", "--archive", str(archive), "--quiet"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return Site(archive / "site")


PHOTOS = """
return Array.from(document.querySelectorAll('.story-photo img')).map(function (img) {
  var box = img.getBoundingClientRect();
  return {src: img.currentSrc, srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes'),
          alt: img.getAttribute('alt'), loading: img.getAttribute('loading'), complete: img.complete,
          top: box.top + window.scrollY, shown: box.width, natural: [img.naturalWidth, img.naturalHeight]};
});
"""


def _load_all(driver):
    """Scrolls each photo into view, so lazy ones load, and waits until every one has."""
    for img in helpers.every(driver, ".story-photo img"):
        driver.execute_script("arguments[0].scrollIntoView();", img)
        helpers.wait_until(lambda: driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0;", img),
                           message="a photo to load")
    return driver.execute_script(PHOTOS)


def _file(url):
    return Path(urllib.parse.unquote(urllib.parse.urlparse(url).path))


def test_photos_are_upright_and_carry_no_metadata(photo_site, desktop):
    desktop.get(photo_site.url(photo_site.story(STORY)))
    photos = _load_all(desktop)
    assert len(photos) == 3
    width, height = photos[1]["natural"]
    assert height > width, "the sideways photo is shown %dx%d: not turned upright" % (width, height)
    for photo in photos:
        tags = json.loads(subprocess.run(["exiftool", "-j", str(_file(photo["src"]))], capture_output=True, text=True, check=True).stdout)[0]
        kept = [tag for tag in tags if tag.startswith("GPS") or tag in ("Make", "Orientation", "ExifByteOrder")]
        assert not kept, "%s keeps %s" % (photo["src"], kept)


def test_phone_gets_the_copy_its_screen_needs_and_lazy_ones_below(photo_site, phone):
    phone.get(photo_site.url(photo_site.story(STORY)))
    screen = phone.execute_script("return window.innerHeight;")
    ratio = phone.execute_script("return window.devicePixelRatio;")
    first = phone.execute_script(PHOTOS)
    for index, photo in enumerate(first):
        assert photo["srcset"] and photo["sizes"], "photo %d has no srcset or sizes" % (index + 1)
        if photo["top"] > screen and index > 0:
            assert photo["loading"] == "lazy", "photo %d is below the first screen but not lazy" % (index + 1)
    photos = _load_all(phone)
    for index, photo in enumerate(photos):
        candidates = sorted((int(part.split()[1][:-1]), part.split()[0]) for part in photo["srcset"].split(", "))
        needed = photo["shown"] * ratio
        fitting = [name for width, name in candidates if width >= needed] or [candidates[-1][1]]
        assert photo["src"].endswith(fitting[0]), "photo %d shown %d px wide at %gx loaded %s, not %s" % (
            index + 1, photo["shown"], ratio, photo["src"], fitting[0])


def test_three_photos_cost_a_phone_at_most_400_kb(photo_site, phone):
    phone.get(photo_site.url(photo_site.story(STORY)))
    photos = _load_all(phone)
    loaded = sum(os.path.getsize(_file(photo["src"])) for photo in photos)
    assert loaded <= BUDGET, "three photos load %d KB on a phone" % (loaded // 1024)


def test_every_photo_has_alt_text_and_an_undescribed_one_says_so(photo_site, phone):
    phone.get(photo_site.url(photo_site.story(STORY)))
    alts = [photo["alt"] for photo in phone.execute_script(PHOTOS)]
    assert alts == ["Joe and Rose on the dance floor", "Rose standing by the band's piano",
                    "Photo 3 of How We Met, not yet described"]
    captions = [helpers.text_of(caption) for caption in helpers.every(phone, ".story-photo figcaption")]
    assert "Their first photo together" in captions and all(caption not in alts for caption in captions)
