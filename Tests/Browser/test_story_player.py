"""The story page's player on a phone: found at once, plays, seeks from the transcript, resumes."""
import contract as c
from helpers import every, is_shown, media_state, one, press, set_time, text_of, wait_until


def clock(seconds):
    seconds = int(seconds)
    return "%d:%02d" % (seconds // 60, seconds % 60)


def open_story(driver, site):
    driver.get(site.url(site.story(c.STORY_ID)))
    return one(driver, c.PLAYER)


def test_play_button_is_on_the_first_screen_and_shows_the_length(phone, site):
    player = open_story(phone, site)
    button = one(phone, c.PLAY)
    assert is_shown(phone, button), "the play button is not shown"
    rect = phone.execute_script("return arguments[0].getBoundingClientRect().toJSON();", button)
    screen = phone.execute_script("return window.innerHeight;")
    assert rect["top"] >= 0 and rect["bottom"] <= screen, \
        "the play button (%d–%d px) is not within the first %d px" % (rect["top"], rect["bottom"], screen)
    # Whether the length is rounded or cut to whole seconds is the page's choice.
    duration = float(player.get_attribute("data-duration"))
    lengths = {clock(duration), clock(round(duration))}
    assert any(length in text_of(button) for length in lengths), \
        "the play button says %r, not the length %s" % (text_of(button), " or ".join(lengths))


def test_play_starts_the_recording_and_the_time_moves(phone, site):
    open_story(phone, site)
    time_shown = one(phone, c.TIME)
    assert text_of(time_shown).startswith("0:00 of"), "before playing the time reads %r" % text_of(time_shown)
    press(phone, one(phone, c.PLAY))
    wait_until(lambda: (lambda s: not s["paused"] and s["time"] > 0.5)(media_state(phone, c.AUDIO)),
               message="#player to play past 0.5 s")
    wait_until(lambda: not text_of(time_shown).startswith("0:00 of"), timeout=5,
               message=".player-time to move from 0:00")
    assert "Pause" in text_of(one(phone, c.PLAY)), "while playing the button reads %r" % text_of(one(phone, c.PLAY))


def test_a_transcript_time_plays_from_its_line_and_marks_it(phone, site):
    open_story(phone, site)
    cues = every(phone, c.CUE)
    assert len(cues) >= 3, "the story has %d transcript lines, the test needs 3" % len(cues)
    third = cues[2]
    start = float(third.get_attribute("data-start"))
    press(phone, third.find_element("css selector", c.CUE_TIME_BUTTON))
    wait_until(lambda: media_state(phone, c.AUDIO)["time"] >= start - 0.01,
               message="#player.currentTime to reach the third line's start, %.2f s" % start)
    wait_until(lambda: c.CUE_CURRENT_CLASS in third.get_attribute("class").split(), timeout=5,
               message="the third line to become %s" % c.CUE_CURRENT_CLASS)
    assert third.get_attribute("aria-current") == "true"
    current = [cue.get_attribute("id") for cue in every(phone, c.CUE)
               if c.CUE_CURRENT_CLASS in cue.get_attribute("class").split()]
    assert current == [third.get_attribute("id")], "lines marked current: %s" % current


def test_a_remembered_position_is_offered_back(phone, site):
    open_story(phone, site)
    press(phone, one(phone, c.PLAY))
    wait_until(lambda: not media_state(phone, c.AUDIO)["paused"], message="#player to play")
    phone.execute_script("document.querySelector(arguments[0]).pause();", c.AUDIO)
    set_time(phone, c.AUDIO, 5.2)
    wait_until(lambda: abs(media_state(phone, c.AUDIO)["time"] - 5.2) < 0.05, message="the seek to 5.2 s")
    # Leaving the page is when a position must be kept at the latest.
    phone.get(site.url("index.html"))
    saved = phone.execute_script("return Object.keys(localStorage).filter(k => k.indexOf(arguments[0]) >= 0);",
                                 c.STORY_ID)
    assert saved, "nothing in localStorage names the story %s" % c.STORY_ID
    open_story(phone, site)
    offer = one(phone, c.RESUME)
    wait_until(lambda: is_shown(phone, offer), timeout=5, message="the offer to resume to show")
    button = offer.find_element("css selector", c.RESUME_BUTTON)
    assert "0:05" in text_of(button), "the resume button reads %r, not 0:05" % text_of(button)
    press(phone, button)
    wait_until(lambda: 4.9 <= media_state(phone, c.AUDIO)["time"] <= 7.0,
               message="#player to go to the remembered 0:05")


def test_without_a_remembered_position_no_offer_shows(phone, site):
    open_story(phone, site)
    offers = every(phone, c.RESUME)
    assert offers, "the page has no %s" % c.RESUME
    assert not is_shown(phone, offers[0]), "an offer to resume shows though nothing was played"
