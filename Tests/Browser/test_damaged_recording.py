"""A recording the browser cannot play (here: emptied, as a damaged copy would be) is said to be
so, and "Play all" goes on to the next story instead of stalling."""
import shutil

import pytest

import contract as c
from helpers import every, one, press, text_of, wait_until
from site_map import Site


@pytest.fixture(scope="module")
def damaged_site(site, tmp_path_factory):
    """A copy of the sample site whose newest story's recording, and its levelled copy, are empty."""
    root = tmp_path_factory.mktemp("damaged") / "site"
    shutil.copytree(site.root, root)   # copies: the site's audio is hard-linked to the archive
    newest = sorted((root / "stories").glob("*/audio.*"))[-1].parent
    for recording in newest.glob("audio*.*"):   # audio.m4a, and audio-playable.m4a, which the page plays
        recording.write_bytes(b"")
    return Site(root), newest.name


def test_the_story_page_says_the_recording_cannot_be_played(desktop, damaged_site):
    site, story = damaged_site
    desktop.get(site.url(site.story(story)))
    press(desktop, one(desktop, c.PLAY))
    problem = one(desktop, c.PLAYER_PROBLEM)
    wait_until(lambda: "cannot be played" in text_of(problem), message="the player to say it cannot play")
    assert problem.get_attribute("role") == "status"
    assert "Play" == text_of(one(desktop, ".player-play-label")), "the button still offers Pause"


def test_play_all_goes_on_past_a_recording_that_cannot_be_played(desktop, damaged_site):
    site, _ = damaged_site
    desktop.get(site.url("stories/index.html"))
    titles = [text_of(link) for link in every(desktop, c.CARD + " " + c.CARD_TITLE_LINK)]
    press(desktop, one(desktop, c.PLAY_ALL))
    status = one(desktop, c.NOW_PLAYING)
    wait_until(lambda: "cannot be played" in text_of(status) and titles[1] in text_of(status),
               message="the status to say the first cannot be played and the second plays (it says %r)" % text_of(status))
