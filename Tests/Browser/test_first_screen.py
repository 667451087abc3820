"""What a page is for is on its first screen, on a 390 x 844 phone with the reader's text at 200 %:
the home page's "Play the 5 newest stories" and a story's Play, below the title and the folded
menu. The home page says how many stories "Play all" plays."""
import re

import pytest

import contract as c
from helpers import is_shown, one, text_of


def within_first_screen(driver, element):
    """(top, bottom, screen height) of `element` on the page as it opens, unscrolled."""
    rect = driver.execute_script("return arguments[0].getBoundingClientRect().toJSON();", element)
    return rect["top"], rect["bottom"], driver.execute_script("return window.innerHeight;")


@pytest.mark.parametrize("page, button", [("index.html", c.PLAY_ALL_HOME), (None, c.PLAY)], ids=["home", "story"])
def test_play_is_on_the_first_screen_with_text_at_200_percent(phone_large_text, site, page, button):
    phone_large_text.get(site.url(page or site.story(c.STORY_ID)))
    play = one(phone_large_text, button)
    assert is_shown(phone_large_text, play), "%s is not shown" % button
    top, bottom, screen = within_first_screen(phone_large_text, play)
    assert top >= 0 and bottom <= screen, \
        "%s on %s is at %d–%d px, not within the first %d px" % (button, page or "a story", top, bottom, screen)


def test_play_all_on_the_home_page_says_what_it_plays(phone, site):
    phone.get(site.url("index.html"))
    label = text_of(one(phone, c.PLAY_ALL_HOME))
    cards = phone.execute_script("return document.querySelectorAll('.home-stories .story-card[data-src]').length;")
    assert re.fullmatch(r"Play the (\d+) newest stories", label), "Play all on the home page says %r" % label
    assert int(re.search(r"\d+", label).group()) == cards, "%r, but %d stories are listed" % (label, cards)
