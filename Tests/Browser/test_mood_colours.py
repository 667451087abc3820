"""One mood palette: a word is drawn in the same colour on a story page, the stories' calendar
and a Days month, light and dark, always with the word beside it (see MoodPaletteTests.swift
for the contrast of each colour in every theme)."""
import re

import pytest

import browser
import contract as c
from helpers import every, is_shown, text_of

# Where "Happy" shows: the story the player tests use, its year's calendar, and March 2024's
# Days month, whose check-ins include Happy ones.
WORD = "Happy"
PAGES = [("story", lambda site: site.story(c.STORY_ID), c.STORY_MOOD),
         ("stories' calendar", lambda site: "calendar/2024/index.html", c.CALENDAR_MOOD),
         ("Days month", lambda site: site.day_month(2024, 3), c.MOOD_MARK)]

# The swatch before the word: its fill, its ring, and whether it is drawn at all.
SWATCH = """
var style = getComputedStyle(arguments[0], '::before');
return {fill: style.backgroundColor, ring: style.borderTopColor, display: style.display,
        width: parseFloat(style.width), text: getComputedStyle(arguments[0]).color,
        body: getComputedStyle(document.body).color};
"""


def palette_colour(site, word):
    """The word's colour as the site's stylesheet gives it, as the browser writes a colour."""
    css = (site.root / "assets" / "style.css").read_text(encoding="utf-8")
    found = re.search(r"\.mood-word-%s \{ --mood-colour: #([0-9A-F]{6}); \}" % word.lower(), css)
    assert found, "the stylesheet gives %s no colour" % word
    red, green, blue = (int(found.group(1)[i:i + 2], 16) for i in (0, 2, 4))
    return "rgb(%d, %d, %d)" % (red, green, blue)


@pytest.mark.parametrize("view", [browser.DESKTOP, browser.DESKTOP.but(name="desktop-dark", dark=True)],
                         ids=lambda view: view.name)
def test_a_word_has_one_colour_on_every_page(view_session, site, view):
    driver = view_session(view)
    expected = palette_colour(site, WORD)
    seen = {}
    for name, page, selector in PAGES:
        driver.get(site.url(page(site)))
        marks = [mark for mark in every(driver, selector) if text_of(mark).endswith(WORD) and is_shown(driver, mark)]
        assert marks, "no %s shown on the %s page" % (WORD, name)
        swatch = driver.execute_script(SWATCH, marks[0])
        # The colour is drawn, beside the word, and the word itself is in the page's text colour.
        assert swatch["display"] != "none" and swatch["width"] > 0, "%s: no swatch beside %s" % (name, WORD)
        assert swatch["text"] == swatch["body"], "%s: %s is written in a colour of its own" % (name, WORD)
        seen[name] = (swatch["fill"], swatch["ring"])
    assert set(seen.values()) == {(expected, seen["story"][1])}, seen
