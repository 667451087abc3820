"""A transcript the machine made, as a relative sees it: the page says "Transcribed automatically;
it may contain mistakes." before the words, on a phone and on a computer, and its timed lines play
from their moment like any other; a transcript a person gave says nothing of the kind.

The sample site's sledding story has no transcript in sample-archive/: conftest.py runs the real
engine over it (and over the check-ins without one) before the site is built."""
import pytest

import contract as c
from helpers import every, is_shown, media_state, one, press, text_of, wait_until

NOTE = "Transcribed automatically; it may contain mistakes."
MACHINE_NOTE = ".transcript p.note.transcript-machine"
SLEDDING = "2023-11-23-sledding-down-millers-hill"
# A story whose transcript a person gave, with timed lines.
PERSONS = c.STORY_ID

# Where each thing is on the page, as the reader sees it.
TOP_AND_RIGHT = """
var r = arguments[0].getBoundingClientRect();
return {top: r.top + window.scrollY, right: r.right, width: window.innerWidth};
"""


@pytest.mark.parametrize("view", ["phone", "desktop"])
def test_a_machine_transcript_says_so_before_its_words(view, request, site):
    driver = request.getfixturevalue(view)
    driver.get(site.url(site.story(SLEDDING)))
    notes = every(driver, MACHINE_NOTE)
    assert len(notes) == 1, "expected one note in the transcript section, found %d" % len(notes)
    note = notes[0]
    assert text_of(note) == NOTE
    assert is_shown(driver, note), "the note is on the page but not shown"
    assert every(driver, ".transcript .note:not(.transcript-machine)") == [], "the story still says it has no transcript"
    cues = every(driver, c.CUE)
    assert len(cues) >= 2, "the machine transcript has %d timed lines" % len(cues)
    placed = driver.execute_script(TOP_AND_RIGHT, note)
    first_line = driver.execute_script(TOP_AND_RIGHT, cues[0])
    assert placed["top"] < first_line["top"], "the note is not above the transcript's first line"
    assert driver.execute_script("return arguments[0].compareDocumentPosition(arguments[1]) & 4;", note, cues[0]), \
        "a screen reader reaches the words before the note"
    assert placed["right"] <= placed["width"], "the note runs off the side of the screen"
    assert driver.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")


def test_a_machine_transcripts_times_play_from_their_line(phone, site):
    phone.get(site.url(site.story(SLEDDING)))
    cues = every(phone, c.CUE)
    assert len(cues) >= 2, "the machine transcript has %d timed lines" % len(cues)
    assert all(cue.find_elements("css selector", c.CUE_TIME_BUTTON) for cue in cues), "a line's time is not a button"
    hint = one(phone, ".transcript-hint")
    wait_until(lambda: is_shown(phone, hint), timeout=5, message="the hint to select a time")
    last = cues[-1]
    start = float(last.get_attribute("data-start"))
    assert start > 1, "the last line starts at %.2f s" % start
    press(phone, last.find_element("css selector", c.CUE_TIME_BUTTON))
    wait_until(lambda: media_state(phone, c.AUDIO)["time"] >= start - 0.01,
               message="#player.currentTime to reach the last line's start, %.2f s" % start)
    wait_until(lambda: c.CUE_CURRENT_CLASS in last.get_attribute("class").split(), timeout=5,
               message="the last line to become %s" % c.CUE_CURRENT_CLASS)
    assert last.get_attribute("aria-current") == "true"


@pytest.mark.parametrize("view", ["phone", "desktop"])
def test_a_persons_transcript_has_no_note(view, request, site):
    driver = request.getfixturevalue(view)
    driver.get(site.url(site.story(PERSONS)))
    assert len(every(driver, c.CUE)) >= 3
    assert every(driver, MACHINE_NOTE) == []
    assert NOTE not in text_of(one(driver, "main"))


def test_a_check_in_the_machine_transcribed_says_so_on_its_day(desktop, site):
    desktop.get(site.url(site.day(c.DAY)))
    # Grandma Rose's app could not transcribe her check-in of that day; Grandpa Joe's did.
    rose = one(desktop, "#entry-%s-grandma-rose-check-in" % c.DAY)
    joe = one(desktop, "#entry-%s-grandpa-joe-check-in" % c.DAY)
    notes = rose.find_elements("css selector", ".note.transcript-machine")
    assert [text_of(note) for note in notes] == [NOTE] and is_shown(desktop, notes[0])
    assert "Transcript unavailable" not in text_of(rose)
    assert joe.find_elements("css selector", ".transcript-machine") == []
    assert "checkers with Walt" in text_of(joe)
