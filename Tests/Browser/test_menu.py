"""The navigation on a phone with large text folds behind "Menu", so a story page starts with the
story; on a desktop, and without JavaScript, every link shows."""
import contract as c
from helpers import is_shown, one, press


def test_large_text_on_a_phone_folds_the_links_behind_menu(phone_large_text, site):
    phone_large_text.get(site.url(site.story(c.STORY_ID)))
    button, menu = one(phone_large_text, c.MENU_BUTTON), one(phone_large_text, c.MENU)
    assert is_shown(phone_large_text, button), "no Menu button with 200 % text on a phone"
    assert not is_shown(phone_large_text, menu), "the links show before Menu is pressed"
    assert button.get_attribute("aria-expanded") == "false"
    press(phone_large_text, button)
    assert is_shown(phone_large_text, menu), "Menu does not show the links"
    assert button.get_attribute("aria-expanded") == "true"
    play = one(phone_large_text, c.PLAY)
    press(phone_large_text, button)
    assert not is_shown(phone_large_text, menu), "Menu pressed again does not fold the links"
    assert is_shown(phone_large_text, play)


def test_a_desktop_shows_every_link(desktop, site):
    desktop.get(site.url("index.html"))
    assert not is_shown(desktop, one(desktop, c.MENU_BUTTON)), "a desktop shows a Menu button"
    assert is_shown(desktop, one(desktop, c.MENU))


def test_without_javascript_every_link_shows(phone_no_js, site):
    phone_no_js.get(site.url("index.html"))
    assert not is_shown(phone_no_js, one(phone_no_js, c.MENU_BUTTON))
    assert is_shown(phone_no_js, one(phone_no_js, c.MENU))
