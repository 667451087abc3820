"""A list of stories plays one after another ("Play all"), or the one a card's button names."""
import contract as c
from helpers import every, known_duration, media_state, one, press, set_time, text_of, wait_until

LIST = "stories/index.html"


def card_titles(driver):
    return [text_of(link) for link in every(driver, c.CARD + " " + c.CARD_TITLE_LINK)]


def playing(driver):
    state = media_state(driver, c.LIST_AUDIO)
    return state and not state["paused"] and state["time"] > 0.2


def wait_for_story(driver, title, what):
    status = one(driver, c.NOW_PLAYING)
    wait_until(lambda: title in text_of(status), message="%s to say %r (it says %r)" % (c.NOW_PLAYING, title, text_of(status)))
    wait_until(lambda: playing(driver), message="%s: %s to play" % (what, c.LIST_AUDIO))


def test_the_status_is_announced(phone, site):
    phone.get(site.url(LIST))
    assert one(phone, c.NOW_PLAYING).get_attribute("role") == "status"


def test_play_all_plays_the_first_story_then_the_next(phone, site):
    phone.get(site.url(LIST))
    titles = card_titles(phone)
    assert len(titles) >= 2, "the list shows %d stories" % len(titles)
    press(phone, one(phone, c.PLAY_ALL))
    wait_for_story(phone, titles[0], "Play all")
    first_source = media_state(phone, c.LIST_AUDIO)["src"]
    # Skip to just before the end and let the story end by itself.
    duration = known_duration(phone, c.LIST_AUDIO)
    set_time(phone, c.LIST_AUDIO, max(0, duration - 0.5))
    wait_for_story(phone, titles[1], "after the first story ends")
    assert media_state(phone, c.LIST_AUDIO)["src"] != first_source, "the second story plays the first's recording"


def test_next_skips_to_the_following_story(phone, site):
    phone.get(site.url(LIST))
    titles = card_titles(phone)
    press(phone, one(phone, c.PLAY_ALL))
    wait_for_story(phone, titles[0], "Play all")
    press(phone, one(phone, c.NEXT))
    wait_for_story(phone, titles[1], c.NEXT)


def test_a_cards_play_button_plays_that_story(phone, site):
    phone.get(site.url(LIST))
    cards = every(phone, c.CARD)
    assert len(cards) >= 3, "the list shows %d stories" % len(cards)
    third = cards[2]
    title = text_of(third.find_element("css selector", c.CARD_TITLE_LINK))
    press(phone, third.find_element("css selector", c.CARD_PLAY))
    wait_for_story(phone, title, "the third card's play button")
