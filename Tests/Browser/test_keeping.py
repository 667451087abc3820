"""What the keeper's choices and the archive's damage look like to a relative: a sealed story
shows its title and the day it opens, and nothing of its recording or words; a damaged
recording is said to be damaged instead of a player that cannot play. Both fit a phone."""
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from helpers import every, one, text_of
from site_map import Site

ROOT = Path(__file__).resolve().parents[2]
SEALED = "2020-06-20-our-wedding-day"
DAMAGED = "2024-03-09-how-we-met"


@pytest.fixture(scope="module")
def kept_site(tmp_path_factory):
    """The sample stories with one sealed until 2999 and one recording cut short."""
    binary = os.environ.get("STORYCHOP", str(ROOT / ".build" / "debug" / "storychop"))
    archive = tmp_path_factory.mktemp("kept") / "archive"
    archive.mkdir()
    for name in ("storychop.yml", "prompts.yml", "stories"):
        source = ROOT / "sample-archive" / name
        (shutil.copytree if source.is_dir() else shutil.copy)(source, archive / name)
    sealed = subprocess.run([binary, "edit", SEALED, "--sealed-until", "2999-03-01", "--archive", str(archive)],
                            capture_output=True, text=True)
    assert sealed.returncode == 0, sealed.stderr
    with open(archive / "stories" / DAMAGED / "audio.m4a", "r+b") as recording:
        recording.truncate(1000)
    built = subprocess.run([binary, "build", "--archive", str(archive)], capture_output=True, text=True)
    assert built.returncode == 1 and "damaged or missing" in built.stderr, built.stderr
    return Site(archive / "site")


def fits_the_width(driver):
    return driver.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")


def test_a_sealed_story_shows_when_it_opens_and_nothing_of_its_recording(phone, kept_site):
    phone.get(kept_site.url(kept_site.story(SEALED)))
    note = one(phone, ".sealed-note")
    assert "Sealed until 1 March 2999." in text_of(note)
    assert every(phone, "audio") == [] and every(phone, "#transcript-heading") == []
    assert every(phone, "a[href='story.json']") == [], "its story.json is not on the site"
    assert fits_the_width(phone)


def test_a_sealed_story_is_listed_with_its_seal_and_no_play_button(phone, kept_site):
    phone.get(kept_site.url("stories/index.html"))
    card = next(card for card in every(phone, ".story-card") if "Our Wedding Day" in text_of(card))
    assert text_of(one(card, ".story-sealed")) == "Sealed until 1 March 2999"
    assert card.find_elements("css selector", ".card-play") == []


def test_a_damaged_recording_says_so_instead_of_a_dead_player(phone, kept_site):
    phone.get(kept_site.url(kept_site.story(DAMAGED)))
    assert every(phone, "audio") == []
    notes = " ".join(text_of(note) for note in every(phone, ".note"))
    assert "This recording is damaged" in notes and "Recording unavailable" not in notes
    assert fits_the_width(phone)
