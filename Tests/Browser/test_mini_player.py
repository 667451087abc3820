"""The small bar that keeps a playing recording in reach: it comes when the big player is
scrolled away while playing, pauses it, leads back to it, and goes when the player is in view."""
import contract as c
from helpers import every, is_shown, media_state, one, press, text_of, wait_until

TO_THE_END = "window.scrollTo(0, document.documentElement.scrollHeight);"
# The bar's box, the screen's height and the room the page keeps for it below its end.
BAR = """
var bar = document.querySelector(arguments[0]), r = bar.getBoundingClientRect();
return {top: r.top, bottom: r.bottom, height: r.height, screen: window.innerHeight,
        room: parseFloat(getComputedStyle(document.body).paddingBottom)};
"""


def playing(driver, selector):
    state = media_state(driver, selector)
    return state and not state["paused"] and state["time"] > 0.2


def bar_shown(driver):
    bars = every(driver, c.MINI_PLAYER)
    return bars and is_shown(driver, bars[0])


def bar_in_place(driver):
    """Shown and risen to the bottom of the screen (it slides in unless motion is reduced)."""
    box = driver.execute_script(BAR, c.MINI_PLAYER)
    return bar_shown(driver) and abs(box["bottom"] - box["screen"]) < 1 and box


def title_of_bar(driver):
    return " ".join(one(driver, ".mini-title").get_attribute("textContent").split())


def test_the_bar_comes_when_the_playing_player_scrolls_away_and_pauses_it(phone, site):
    phone.get(site.url(site.story(c.STORY_ID)))
    assert not every(phone, c.MINI_PLAYER) or not bar_shown(phone), "a bar shows before anything plays"
    press(phone, one(phone, c.PLAY))
    wait_until(lambda: playing(phone, c.AUDIO), message="the story to play")
    assert not bar_shown(phone), "the bar shows while the big player is in view"
    phone.execute_script(TO_THE_END)
    box = wait_until(lambda: bar_in_place(phone), timeout=5, message="the bar at the bottom once the player is scrolled away")

    bar = one(phone, c.MINI_PLAYER)
    assert bar.get_attribute("role") == "region" and bar.get_attribute("aria-label") == "Now playing"
    assert title_of_bar(phone) == text_of(one(phone, "h1"))
    assert box["room"] >= box["height"] - 1, "the page keeps no room below its end for the bar: %r" % box
    assert " of " in text_of(one(phone, c.MINI_TIME))
    assert text_of(one(phone, c.MINI_PLAY)) == "Pause"

    one(phone, c.MINI_PLAY).click()
    wait_until(lambda: media_state(phone, c.AUDIO)["paused"], message="the bar's Pause to pause the story")
    assert bar_shown(phone), "the bar went away when paused from it: its Play is gone with it"
    assert text_of(one(phone, c.MINI_PLAY)) == "Play"
    one(phone, c.MINI_PLAY).click()
    wait_until(lambda: playing(phone, c.AUDIO), message="the bar's Play to play again")


def test_back_to_the_player_scrolls_to_it_puts_the_focus_on_it_and_the_bar_goes(phone, site):
    phone.get(site.url(site.story(c.STORY_ID)))
    press(phone, one(phone, c.PLAY))
    wait_until(lambda: playing(phone, c.AUDIO), message="the story to play")
    phone.execute_script(TO_THE_END)
    wait_until(lambda: bar_in_place(phone), timeout=5, message="the bar, risen into place (a click while it slides in lands elsewhere)")
    one(phone, c.MINI_BACK).click()
    wait_until(lambda: not bar_shown(phone), timeout=5, message="the bar to go once the player is in view")
    focused = phone.switch_to.active_element
    assert "player-play" in (focused.get_attribute("class") or ""), "the focus is not on the big Play button"
    assert is_shown(phone, focused) and phone.execute_script(
        "var r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight;", focused)
    assert playing(phone, c.AUDIO), "going back stopped the story"


def test_a_transcript_time_far_down_the_page_leaves_the_pause_in_reach(phone_large_text, site):
    driver = phone_large_text
    driver.get(site.url(site.story(c.STORY_ID)))
    # The last line shown before "Show the whole transcript": screens below the player at 200 %.
    cues = [cue for cue in every(driver, c.CUE) if is_shown(driver, cue)]
    press(driver, cues[-1].find_element("css selector", c.CUE_TIME_BUTTON))
    wait_until(lambda: playing(driver, c.AUDIO), message="the story to play from its last line")
    wait_until(lambda: bar_in_place(driver), timeout=5, message="the bar, its Play button being far above")
    pause = one(driver, c.MINI_PLAY)
    box = driver.execute_script("return arguments[0].getBoundingClientRect().toJSON();", pause)
    assert box["top"] >= 0 and box["bottom"] <= driver.execute_script("return window.innerHeight;")
    pause.click()
    wait_until(lambda: media_state(driver, c.AUDIO)["paused"], message="the bar's Pause to pause")


def test_nothing_playing_no_bar(phone, site):
    phone.get(site.url(site.story(c.STORY_ID)))
    phone.execute_script(TO_THE_END)
    assert not bar_shown(phone)


def test_a_day_pages_recording_and_a_lists_story_have_the_bar_too(desktop, site):
    desktop.get(site.url(site.day(c.DAY)))
    entry = [e for e in every(desktop, c.DAY_ENTRY) if e.find_elements("css selector", "div.player")][0]
    audio = "#%s audio" % entry.get_attribute("id")
    press(desktop, entry.find_element("css selector", c.PLAY))
    wait_until(lambda: playing(desktop, audio), message="the check-in to play")
    desktop.execute_script(TO_THE_END)
    wait_until(lambda: bar_in_place(desktop), timeout=5, message="the bar on a day's page")
    assert title_of_bar(desktop) == "Grandma Rose's check-in, 5 March 2024"

    desktop.get(site.url("stories/index.html"))
    press(desktop, one(desktop, c.PLAY_ALL))
    wait_until(lambda: playing(desktop, c.LIST_AUDIO), message="Play all to play")
    desktop.execute_script(TO_THE_END)
    wait_until(lambda: bar_in_place(desktop), timeout=5, message="the bar for a list")
    first = text_of(every(desktop, c.CARD + " " + c.CARD_TITLE_LINK)[0])
    assert title_of_bar(desktop) == first
