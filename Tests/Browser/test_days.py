"""The journals' Days pages in Chromium: a month that is a calendar on a computer and a list on a
phone, a day with each person side by side (one above the other on a phone) whose recordings
play one at a time, reachable by keyboard, and check-ins found by search."""
from selenium.webdriver.common.keys import Keys

import contract as c
from helpers import every, is_shown, media_state, one, press, text_of, wait_until

# The left and top of each element at `selector`, as the reader sees them.
BOXES = """
return Array.prototype.map.call(document.querySelectorAll(arguments[0]), function (el) {
  var r = el.getBoundingClientRect(); return {left: Math.round(r.left), top: Math.round(r.top), height: Math.round(r.height)};
});
"""


def test_a_month_is_seven_columns_on_a_computer_and_a_list_of_days_on_a_phone(desktop, phone, site):
    page = site.url(site.day_month(2024, 3))
    desktop.get(page)
    cells = desktop.execute_script(BOXES, c.DAY_CELL)
    assert len(cells) == 31
    # 11-17 March are one week: one row, seven columns.
    week = cells[10:17]
    assert len({cell["top"] for cell in week}) == 1 and len({cell["left"] for cell in week}) == 7, week
    # The 1st is a Friday: under the fifth heading.
    assert cells[0]["left"] == cells[14]["left"], "1 March is not in Friday's column"

    phone.get(page)
    shown = [cell for cell in every(phone, c.DAY_CELL) if is_shown(phone, cell)]
    # Only the days with an entry, one under the other, each saying its whole date.
    assert len(shown) == 10, [text_of(cell) for cell in shown]
    # An evening mood says so after its word, in words the month's introduction explains.
    assert text_of(shown[0]).startswith("Friday 1 March 2024 Grandma Rose: Okay Grandpa Joe: Good (evening mood)"), text_of(shown[0])
    lefts = {round(cell.rect["x"]) for cell in shown}
    assert len(lefts) == 1, "the days are not one list on a phone: %s" % lefts
    for cell in shown:
        link = cell.find_element("css selector", "a")
        assert link.rect["height"] >= 44, "a day's link is too small to tap: %s" % text_of(cell)


def test_a_day_shows_both_people_side_by_side_on_a_computer_one_above_the_other_on_a_phone(desktop, phone, site):
    page = site.url(site.day(c.DAY))
    desktop.get(page)
    people = desktop.execute_script(BOXES, c.DAY_PERSON)
    assert len(people) == 2
    assert people[0]["top"] == people[1]["top"] and people[0]["left"] < people[1]["left"], people
    phone.get(page)
    people = phone.execute_script(BOXES, c.DAY_PERSON)
    assert people[0]["left"] == people[1]["left"] and people[0]["top"] + people[0]["height"] <= people[1]["top"], people


def test_each_check_in_plays_and_only_one_voice_at_a_time(desktop, site):
    desktop.get(site.url(site.day(c.DAY)))
    entries = [e for e in every(desktop, c.DAY_ENTRY) if e.find_elements("css selector", "div.player")]
    assert len(entries) == 2, "expected the two check-ins with recordings"
    audios = ["#%s audio" % e.get_attribute("id") for e in entries]
    play = [e.find_element("css selector", c.PLAY) for e in entries]
    wait_until(lambda: all(is_shown(desktop, button) for button in play), message="the large players")
    press(desktop, play[0])
    wait_until(lambda: media_state(desktop, audios[0])["time"] > 0.3, message="Grandma Rose's check-in plays")
    press(desktop, play[1])
    wait_until(lambda: media_state(desktop, audios[1])["time"] > 0.3, message="Grandpa Joe's check-in plays")
    assert media_state(desktop, audios[0])["paused"], "the first recording goes on playing under the second"
    assert text_of(play[0]).startswith("Play")


def test_a_day_is_reached_from_its_month_by_keyboard(desktop, site):
    desktop.get(site.url(site.day_month(2024, 3)))
    body = one(desktop, "body")
    for _ in range(60):
        body = desktop.switch_to.active_element
        if body.get_attribute("href") and body.get_attribute("href").endswith("days/2024-03-05/index.html"):
            break
        body.send_keys(Keys.TAB)
    else:
        raise AssertionError("Tab never reached 5 March")
    assert "Tuesday 5 March 2024" in desktop.execute_script("return arguments[0].textContent;", body)
    body.send_keys(Keys.ENTER)
    wait_until(lambda: desktop.current_url.endswith("days/2024-03-05/index.html"), message="the day's page opens")
    assert text_of(one(desktop, "h1")) == "Tuesday 5 March 2024"


def test_search_finds_a_check_in_by_its_words_and_leads_to_it(desktop, site):
    desktop.get(site.url("search/index.html") + "?q=checkers+walt")
    status = one(desktop, "#search-status")
    wait_until(lambda: text_of(status) == "1 match.", message="one match (it says %r)" % text_of(status))
    result = [item for item in every(desktop, "#search-results li") if is_shown(desktop, item)][0]
    link = result.find_element("css selector", ".story-card-title a")
    assert text_of(link) == "Grandpa Joe's check-in, 5 March 2024"
    moment = result.find_element("css selector", c.SEARCH_MOMENT)
    press(desktop, moment)
    wait_until(lambda: "days/2024-03-05/index.html#entry-2024-03-05-grandpa-joe-check-in-p-1" in desktop.current_url,
               message="the day's page opens at the check-in's words")
    assert "checkers" in text_of(one(desktop, "#entry-2024-03-05-grandpa-joe-check-in-p-1")).lower()
