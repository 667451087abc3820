"""The menu: five entries at most, folded behind "Menu" on a phone at any text size so a page
starts with its own content; on a desktop, and without JavaScript, every entry shows. Its entry
for the section a page is in is marked (aria-current), on deeper pages too."""
import pytest

import contract as c
from helpers import every, is_shown, one, press, text_of


@pytest.mark.parametrize("driver_name", ["phone", "phone_large_text"])
def test_a_phone_folds_the_links_behind_menu(driver_name, request, site):
    driver = request.getfixturevalue(driver_name)
    driver.get(site.url(site.story(c.STORY_ID)))
    button, menu = one(driver, c.MENU_BUTTON), one(driver, c.MENU)
    assert is_shown(driver, button), "no Menu button on a 390 px phone (%s)" % driver_name
    assert not is_shown(driver, menu), "the links show before Menu is pressed"
    assert button.get_attribute("aria-expanded") == "false"
    press(driver, button)
    assert is_shown(driver, menu), "Menu does not show the links"
    assert button.get_attribute("aria-expanded") == "true"
    assert all(is_shown(driver, link) for link in every(driver, c.MENU + " a")), "an entry stays hidden"
    play = one(driver, c.PLAY)
    press(driver, button)
    assert not is_shown(driver, menu), "Menu pressed again does not fold the links"
    assert is_shown(driver, play)


def test_a_desktop_shows_every_link(desktop, site):
    desktop.get(site.url("index.html"))
    assert not is_shown(desktop, one(desktop, c.MENU_BUTTON)), "a desktop shows a Menu button"
    assert is_shown(desktop, one(desktop, c.MENU))
    # The title and the entries share one bar: the menu is beside the title, not under it.
    title, menu = one(desktop, c.SITE_TITLE), one(desktop, c.MENU)
    assert menu.rect["y"] < title.rect["y"] + title.rect["height"], "the menu is below the title on a desktop"


def test_without_javascript_every_link_shows(phone_no_js, site):
    phone_no_js.get(site.url("index.html"))
    assert not is_shown(phone_no_js, one(phone_no_js, c.MENU_BUTTON))
    assert is_shown(phone_no_js, one(phone_no_js, c.MENU))
    assert all(is_shown(phone_no_js, link) for link in every(phone_no_js, c.MENU + " a"))


def test_the_menu_has_five_entries_at_most(desktop, site):
    desktop.get(site.url("index.html"))
    labels = [text_of(link) for link in every(desktop, c.MENU + " a")]
    assert 0 < len(labels) <= 5, "the menu has %d entries: %s" % (len(labels), labels)


# A page of each kind, and the entry it is under.
SECTIONS = [("stories/index.html", "Stories", "page"), (None, "Stories", "true"), ("prompts/index.html", "Stories", "true"),
            ("years/index.html", "Stories", "true"), ("people/index.html", "People", "page"),
            ("search/index.html", "Search", "page"), ("about/index.html", "About", "page")]


@pytest.mark.parametrize("page, entry, current", SECTIONS, ids=lambda v: str(v))
def test_the_menu_marks_the_section_of_the_page(desktop, site, page, entry, current):
    desktop.get(site.url(page or site.story(c.STORY_ID)))
    marked = [(text_of(a), a.get_attribute("aria-current")) for a in every(desktop, c.MENU + " a[aria-current]")]
    assert marked == [(entry, current)], "%s marks %s" % (page or "a story", marked)


def test_a_day_and_a_person_are_under_days_and_people(desktop, site):
    pages = {site.day(c.DAY): "Days", "people/grandma-rose/index.html": "People"}
    for page, entry in pages.items():
        if not (site.root / page).is_file():
            pytest.skip("the site has no %s" % page)
        desktop.get(site.url(page))
        marked = [text_of(a) for a in every(desktop, c.MENU + " a[aria-current]")]
        assert marked == [entry], "%s marks %s" % (page, marked)
