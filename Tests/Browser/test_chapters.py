"""A story's chapters: each time plays the page's player from there and the chapter heard is
marked; a page opened at #t=SECONDS stands there; without JavaScript the list is still there and
each time opens the recording itself at that moment."""
from urllib.parse import urljoin

import contract as c
from helpers import every, media_state, one, press, text_of, wait_until


def open_story(driver, site, fragment=""):
    driver.get(site.url(site.story(c.CHAPTERS_STORY_ID)) + fragment)
    chapters = every(driver, c.CHAPTER)
    assert len(chapters) >= 3, "the story has %d chapters, the tests need 3" % len(chapters)
    return chapters


def marked(driver):
    return [chapter.get_attribute("id") for chapter in every(driver, c.CHAPTER)
            if c.CHAPTER_CURRENT_CLASS in (chapter.get_attribute("class") or "").split()]


def test_a_chapter_time_plays_from_there_and_marks_it_while_playing(phone, site):
    chapters = open_story(phone, site)
    page = phone.current_url
    third = chapters[2]
    start = float(third.get_attribute("data-start"))
    press(phone, third.find_element("css selector", c.CHAPTER_TIME))
    wait_until(lambda: (lambda s: not s["paused"] and s["time"] >= start - 0.01)(media_state(phone, c.AUDIO)),
               message="#player to play from the third chapter's start, %.2f s" % start)
    assert phone.current_url == page, "the chapter's link left the page for %s" % phone.current_url
    wait_until(lambda: marked(phone) == [third.get_attribute("id")], timeout=5,
               message="the third chapter alone to be marked %s" % c.CHAPTER_CURRENT_CLASS)
    assert third.get_attribute("aria-current") == "true"
    # The mark follows the recording: back to the first chapter, the first is marked.
    first = chapters[0]
    press(phone, first.find_element("css selector", c.CHAPTER_TIME))
    wait_until(lambda: marked(phone) == [first.get_attribute("id")], timeout=5, message="the first chapter to be marked")
    assert third.get_attribute("aria-current") is None, "the third chapter is still aria-current"
    # The mark is seen: a bar at its side that the others do not have.
    bar = phone.execute_script("return getComputedStyle(arguments[0]).borderLeftColor;", first)
    other = phone.execute_script("return getComputedStyle(arguments[0]).borderLeftColor;", third)
    assert bar != other, "the current chapter's bar (%s) looks like the others' (%s)" % (bar, other)


def test_a_page_opened_at_a_moment_starts_there(phone, site):
    probe = open_story(phone, site)
    start = float(probe[2].get_attribute("data-start"))
    moment = ("%.3f" % start).rstrip("0").rstrip(".")
    phone.get(site.url("index.html"))   # a page of its own, as when a search result opens it
    chapters = open_story(phone, site, "#t=" + moment)
    shown = text_of(one(phone, c.TIME))
    assert shown.startswith("%d:%02d of" % (int(start) // 60, int(start) % 60)), \
        "the player does not stand at %s s: %r" % (moment, shown)
    assert marked(phone) == [chapters[2].get_attribute("id")], "marked at #t=%s: %s" % (moment, marked(phone))
    # Asked for on the page already open, a moment is gone to as well.
    second = float(chapters[1].get_attribute("data-start"))
    phone.execute_script("window.location.hash = arguments[0];", "#t=%s" % second)
    wait_until(lambda: text_of(one(phone, c.TIME)).startswith("%d:%02d of" % (int(second) // 60, int(second) % 60)),
               message="the player to move to %.3f s" % second)
    assert marked(phone) == [chapters[1].get_attribute("id")]
    phone.execute_script("window.location.hash = arguments[0];", "#t=%s" % moment)
    wait_until(lambda: marked(phone) == [chapters[2].get_attribute("id")], message="the third chapter to be marked again")
    press(phone, one(phone, c.PLAY))
    wait_until(lambda: media_state(phone, c.AUDIO)["time"] >= start - 0.01,
               message="#player to play from %s s" % moment)


def test_without_javascript_the_list_links_to_the_recording_at_each_moment(phone_no_js, site):
    chapters = open_story(phone_no_js, site)
    source = urljoin(phone_no_js.current_url, one(phone_no_js, c.AUDIO + " source").get_attribute("src"))
    assert one(phone_no_js, "#chapters-heading").text == "Chapters"
    for chapter in chapters:
        link = chapter.find_element("css selector", c.CHAPTER_TIME)
        moment = ("%.3f" % float(chapter.get_attribute("data-start"))).rstrip("0").rstrip(".")
        assert link.get_attribute("href") == source + "#t=" + moment, \
            "%s links to %s, not the recording at %s s" % (chapter.get_attribute("id"), link.get_attribute("href"), moment)
        assert link.is_displayed() and chapter.find_element("css selector", ".chapter-title").text
    assert not marked(phone_no_js), "a chapter is marked without JavaScript"


def test_a_search_for_a_chapters_keyword_leads_to_its_moment(desktop, site):
    desktop.get(site.url("search/index.html") + "?q=jitterbug")
    link = wait_until(lambda: every(desktop, c.SEARCH_MOMENT), message="a result for a chapter's keyword")[0]
    href = link.get_attribute("href")
    assert "#t=" in href and c.CHAPTERS_STORY_ID in href, "the result does not lead to a chapter's moment: %s" % href
    assert text_of(link).startswith("Chapter at "), "the result's link reads %r" % text_of(link)
    press(desktop, link)
    wait_until(lambda: "#t=" in desktop.current_url, message="the story page to open at the moment")
    start = float(href.split("#t=", 1)[1])
    shown = text_of(one(desktop, c.TIME))
    assert shown.startswith("%d:%02d of" % (int(start) // 60, int(start) % 60)), shown
