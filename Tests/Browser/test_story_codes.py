"""A story code copied from the book, typed into the search box, finds its story: the code as
its page shows it, and as a person may type it (lower case, no dash, O for 0, I or L for 1,
other initials before the dash, as when the narrator was renamed after the book was printed)."""
import pytest

import contract as c
from helpers import every, is_shown, one, text_of, wait_until


def as_shown(code):
    return code


def lower_case_without_dash(code):
    return code.lower().replace("-", "")


def letters_for_digits(code):
    hint, digits = code.split("-")
    return hint.lower() + " " + digits.replace("0", "o").replace("1", "I").lower()


def other_initials(code):
    return "ZZ-" + code.split("-")[1]


@pytest.mark.parametrize("story_id, typed", [
    (c.STORY_ID, as_shown),
    (c.STORY_ID, lower_case_without_dash),
    (c.STORY_ID, other_initials),
    ("2020-06-20-our-wedding-day", letters_for_digits),     # its code holds a 0
    ("2024-12-25-mom-dad-said-always", letters_for_digits),  # and this one a 1
])
def test_typing_a_story_code_finds_the_story(desktop, site, story_id, typed):
    desktop.get(site.url(site.story(story_id)))
    code = text_of(one(desktop, c.STORY_CODE))
    assert code.count("-") == 1 and len(code.split("-")[1]) >= 4, "the page shows no story code: %r" % code
    query = typed(code)
    if typed is letters_for_digits:
        assert query.upper().replace(" ", "-") != code, "the story chosen has no 0 or 1 to type as a letter"

    desktop.get(site.url("search/index.html"))
    field = one(desktop, "#search-input")
    field.click()
    field.send_keys(query)
    status = one(desktop, "#search-status")
    wait_until(lambda: text_of(status) == "1 match.", message="typing %r to find %s (it says %r)" % (query, story_id, text_of(status)))
    links = [link for link in every(desktop, c.SEARCH_RESULT_LINK) if is_shown(desktop, link)]
    assert len(links) == 1
    assert links[0].get_attribute("href").endswith("/stories/%s/index.html" % story_id)
    excerpt = text_of(one(desktop, c.SEARCH_EXCERPT))
    assert excerpt == "Story code: " + code, "the result does not show the code that found it: %r" % excerpt
    assert [text_of(m) for m in one(desktop, c.SEARCH_EXCERPT).find_elements("css selector", "mark")] == [code]


def test_a_code_of_no_story_finds_nothing(desktop, site):
    desktop.get(site.url("search/index.html") + "?q=ZZ-ZZZZ")
    status = one(desktop, "#search-status")
    wait_until(lambda: text_of(status) == "Nothing matches.", message="no story for ZZ-ZZZZ (it says %r)" % text_of(status))
