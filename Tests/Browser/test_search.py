"""Search that leads somewhere: a result shows the words around the match, and a match in a
transcript leads to that moment of the story, where the player starts."""
import contract as c
from helpers import every, is_shown, one, press, text_of, wait_until


def test_a_transcript_match_leads_to_its_moment(desktop, site):
    desktop.get(site.url("search/index.html") + "?q=yellow+dress")
    excerpts = [e for e in every(desktop, c.SEARCH_EXCERPT) if is_shown(desktop, e)]
    assert len(excerpts) == 1, "expected one result for 'yellow dress', got %d" % len(excerpts)
    marked = [text_of(m).lower() for m in excerpts[0].find_elements("css selector", "mark")]
    assert marked == ["yellow", "dress"], "the matched words are not marked: %s" % marked
    link = one(desktop, c.SEARCH_MOMENT)
    href = link.get_attribute("href")
    assert "#cue-" in href, "the excerpt does not link to a transcript line: %s" % href
    press(desktop, link)
    wait_until(lambda: "#cue-" in desktop.current_url, message="the story page opens at the line")
    line_id = href.split("#", 1)[1]
    line = one(desktop, "#" + line_id)
    wait_until(lambda: c.CUE_CURRENT_CLASS in (line.get_attribute("class") or ""),
               message="the linked line is marked as the current one")
    start = float(line.get_attribute("data-start"))
    shown = text_of(one(desktop, c.TIME))
    assert shown.startswith("%d:%02d of" % (int(start) // 60, int(start) % 60)), \
        "the player does not stand at the line's moment (%.1f s): %r" % (start, shown)


def test_typing_searches_once_the_index_has_loaded(desktop, site):
    desktop.get(site.url("search/index.html"))
    field = one(desktop, "#search-input")
    field.click()
    field.send_keys("wood stove")
    status = one(desktop, "#search-status")
    wait_until(lambda: text_of(status) == "1 match.", message="typing to find the one story (it says %r)" % text_of(status))
    shown = [e for e in every(desktop, c.SEARCH_EXCERPT) if is_shown(desktop, e)]
    assert len(shown) == 1 and "wood stove" in text_of(shown[0]).lower()
