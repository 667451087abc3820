"""With JavaScript off, the story page is still a page to listen to: the browser's own player,
and a transcript that does not send the reader away."""
import re

import contract as c
from helpers import every, is_shown, one

# An address of a recording (with or without a #t= fragment): where a transcript time must not lead.
AUDIO_FILE = re.compile(r"\.(m4a|mp3|ogg|oga|opus|wav|flac|caf|aac|mp4)(#.*)?$", re.IGNORECASE)


def test_the_story_page_shows_the_browsers_own_player(phone_no_js, site):
    phone_no_js.get(site.url(site.story(c.STORY_ID)))
    audio = one(phone_no_js, c.AUDIO)
    assert audio.get_attribute("controls") is not None, "#player has no controls attribute without JavaScript"
    size = audio.size
    assert size["width"] > 0 and size["height"] > 0, "#player takes no room: %s" % size


def test_the_custom_controls_are_hidden(phone_no_js, site):
    phone_no_js.get(site.url(site.story(c.STORY_ID)))
    shown = [e for e in every(phone_no_js, c.PLAYER_CONTROLS + ", " + c.RESUME) if is_shown(phone_no_js, e)]
    assert not shown, "controls that need JavaScript show without it: %s" % [e.get_attribute("class") for e in shown]


def test_transcript_times_are_plain_text(phone_no_js, site):
    phone_no_js.get(site.url(site.story(c.STORY_ID)))
    assert every(phone_no_js, c.CUE), "the transcript has no %s lines" % c.CUE
    assert not every(phone_no_js, c.CUE_TIME_BUTTON), "a transcript time is a button without JavaScript"
    leaving = [link.get_attribute("href") for link in every(phone_no_js, c.CUE_TIME_LINK)
               if AUDIO_FILE.search(link.get_attribute("href") or "")]
    assert not leaving, "transcript times link to the recording, leaving the page: %s" % leaving[:3]


def test_list_pages_hide_the_play_buttons(phone_no_js, site):
    phone_no_js.get(site.url("stories/index.html"))
    assert every(phone_no_js, c.CARD), "the list has no stories"
    shown = [e for e in every(phone_no_js, c.CARD_PLAY + ", " + c.PLAY_ALL) if is_shown(phone_no_js, e)]
    assert not shown, "%d play buttons show without JavaScript" % len(shown)
