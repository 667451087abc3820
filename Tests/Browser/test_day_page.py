"""A day's page as a relative opens it on a phone: a recording to play and each person within
the first screen (even with text at 200 %), the other days at the top, each person's entries in
the order they were made, the archivists' files in one place; and the calendars' and charts'
words no smaller than the smallest words of the site, at any text size."""
import pytest

import browser
import contract as c
from helpers import every, known_duration, media_state, one, set_time, text_of, wait_until

# Where an element is, in the screen's coordinates.
BOX = "return arguments[0].getBoundingClientRect().toJSON();"


def on_first_screen(driver, element):
    box = driver.execute_script(BOX, element)
    return box["height"] > 0 and box["top"] >= 0 and box["bottom"] <= driver.execute_script("return window.innerHeight;")


@pytest.mark.parametrize("view", [browser.PHONE, browser.PHONE_LARGE_TEXT], ids=lambda v: v.name)
def test_a_play_button_and_each_person_are_on_the_first_screen(view, view_session, site):
    driver = view_session(view)
    driver.get(site.url(site.day(c.DAY)))
    # "Play all" (the day's recordings), right under the date: the page's first Play.
    play = wait_until(lambda: [b for b in every(driver, c.PLAY) if b.is_displayed()], message="the players")
    assert "day-play-button" in play[0].get_attribute("class")
    assert on_first_screen(driver, play[0]), "the first Play is below the first screen: %r" % driver.execute_script(BOX, play[0])
    links = every(driver, c.DAY_JUMP + " a")
    assert [text_of(link) for link in links] == ["Grandma Rose", "Grandpa Joe"]
    assert all(on_first_screen(driver, link) for link in links), "a person's link is below the first screen"
    links[1].click()
    heading = one(driver, "#person-grandpa-joe")
    wait_until(lambda: on_first_screen(driver, heading), timeout=5, message="Grandpa Joe's entries to come into view")


def test_play_the_day_plays_each_recording_one_after_another(desktop, site):
    desktop.get(site.url(site.day(c.DAY)))
    entries = [e for e in every(desktop, c.DAY_ENTRY) if e.find_elements("css selector", "div.player")]
    audios = ["#%s audio" % e.get_attribute("id") for e in entries]
    button = wait_until(lambda: [b for b in every(desktop, ".day-play-button") if b.is_displayed()], message="the day's Play all")[0]
    assert text_of(button) == "Play all (%d recordings)" % len(audios)
    button.click()
    wait_until(lambda: media_state(desktop, audios[0])["time"] > 0.2, message="the first recording to play")
    assert text_of(button).startswith("Pause")
    assert "Playing 1 of %d" % len(audios) in text_of(one(desktop, ".day-play-status"))
    set_time(desktop, audios[0], known_duration(desktop, audios[0]) - 0.3)
    wait_until(lambda: media_state(desktop, audios[1])["time"] > 0.2, message="the second recording to follow")
    assert "Playing 2 of" in text_of(one(desktop, ".day-play-status"))


def test_the_other_days_are_at_the_top_and_again_at_the_end(desktop, site):
    desktop.get(site.url(site.day(c.DAY)))
    top = one(desktop, c.DAY_NAV)
    first_person = one(desktop, c.DAY_PERSON)
    assert desktop.execute_script(BOX, top)["bottom"] <= desktop.execute_script(BOX, first_person)["top"]
    assert [link.get_attribute("rel") for link in top.find_elements("css selector", "a[rel]")] == ["prev", "next"]
    assert on_first_screen(desktop, top)
    assert every(desktop, "nav.story-nav a[rel=prev]"), "the other days are no longer at the end too"


def test_each_persons_entries_are_in_the_order_they_were_made(desktop, site):
    for day in [c.DAY] + ["2024-03-0%d" % n for n in (1, 2, 3, 6, 7, 8, 9)]:
        if not (site.root / site.day(day)).is_file():
            continue
        desktop.get(site.url(site.day(day)))
        for person in every(desktop, c.DAY_PERSON):
            times = [t.get_attribute("datetime") for t in person.find_elements("css selector", ".entry-time time")]
            assert times == sorted(times), "%s, %s: entries out of order %s" % (day, text_of(person)[:20], times)


def test_the_archivists_files_are_in_one_place(desktop, site):
    desktop.get(site.url(site.day(c.DAY)))
    assert len(every(desktop, c.DAY_ARCHIVE)) == 1
    assert not every(desktop, c.DAY_ENTRY + " .archive-link")
    links = every(desktop, c.DAY_ARCHIVE + " a")
    recorded = [e for e in every(desktop, c.DAY_ENTRY) if "entry-missing" not in e.get_attribute("class")]
    assert len(links) == len(recorded) and all(link.get_attribute("href").endswith("/entry.json") for link in links)


# The smallest size of the words shown inside `arguments[0]` (every element holding text of its own).
SMALLEST_TEXT = """
var least = null;
document.querySelectorAll(arguments[0]).forEach(function (root) {
  [root].concat(Array.prototype.slice.call(root.querySelectorAll('*'))).forEach(function (el) {
    var own = Array.prototype.some.call(el.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); });
    var r = el.getBoundingClientRect();
    if (!own || !el.checkVisibility() || r.width <= 1 || r.height <= 1) { return; }
    var size = parseFloat(getComputedStyle(el).fontSize);
    if (least === null || size < least.size) { least = {size: size, text: el.textContent.trim().slice(0, 30)}; }
  });
});
return {least: least, rem: parseFloat(getComputedStyle(document.documentElement).fontSize)};
"""
CALENDARS_AND_CHARTS = [("days month", lambda site: site.day_month(2024, 3), c.DAY_GRID + ", .intro"),
                        ("question", lambda site: c.QUESTION, ".trend-chart, .answer-grid, .answer-grid-head"),
                        ("stories' calendar", lambda site: "calendar/2024/index.html", ".month-grid")]


@pytest.mark.parametrize("view", [browser.DESKTOP, browser.PHONE, browser.PHONE_LARGE_TEXT], ids=lambda v: v.name)
def test_calendar_and_chart_words_are_no_smaller_than_the_sites_smallest(view, view_session, site):
    """The site's smallest words (a link's label over it, "Earlier day") are 1 rem, the reader's
    own text size: a calendar's or a chart's are no smaller, and grow with it."""
    driver = view_session(view)
    small = {}
    for name, page, selector in CALENDARS_AND_CHARTS:
        driver.get(site.url(page(site)))
        found = driver.execute_script(SMALLEST_TEXT, selector)
        # The stories' calendar gives way to its list of days (text of the body's size) when
        # its grid cannot fit; the other two are always shown.
        assert found["least"] or name == "stories' calendar", "%s: no words found in %s" % (name, selector)
        if found["least"] and found["least"]["size"] < found["rem"] - 0.01:
            small[name] = (found["least"], found["rem"])
    assert not small, "words smaller than 1 rem: %r" % small
