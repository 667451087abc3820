"""A community's archive: 10,000 stories opened from file://. A search loads only the parts
of the index its words need and shows its first results within two seconds; long lists come
in pages that lead to each other."""
import contract as c
from helpers import every, one, press, text_of, wait_until
from search_probe import rare_pair, search


def test_two_rare_words_find_their_story_fast_loading_little(desktop, large_site):
    words = rare_pair(large_site.root)
    search(desktop, large_site.root, "warm up")   # Chromium's first page of a run is slower than any reader's
    seconds, status, shown, loaded = search(desktop, large_site.root, " ".join(words))
    assert shown >= 1 and status.endswith(("match.", "matches.")), "no result for %s: %r" % (words, status)
    assert seconds < 2.0, "the first results took %.2f s" % seconds
    assert loaded < 2 * 1024 * 1024, "the search loaded %d bytes" % loaded
    excerpt = text_of(one(desktop, c.SEARCH_EXCERPT)).lower()
    assert any(word in excerpt for word in words), "the excerpt shows neither word: %r" % excerpt


def test_a_common_word_shows_its_first_results_fast_and_more_on_request(desktop, large_site):
    seconds, status, shown, _ = search(desktop, large_site.root, "the")
    assert seconds < 2.0, "the first results took %.2f s" % seconds
    assert shown == 20 and status.endswith("matches."), "%d shown, %r" % (shown, status)
    press(desktop, one(desktop, "#search-more"))
    wait_until(lambda: len(every(desktop, "#search-results li")) == 40, message="twenty more results")


def test_all_stories_come_in_pages_that_lead_to_each_other(desktop, large_site):
    desktop.get(large_site.url("stories/index.html"))
    assert text_of(one(desktop, ".page-nav-status")) == "Page 1 of 50"
    assert len(every(desktop, ".story-card")) == 200
    press(desktop, one(desktop, ".page-nav a[rel=next]"))
    wait_until(lambda: desktop.current_url.endswith("stories/page-2.html"), message="the second page")
    assert text_of(one(desktop, ".page-nav-status")) == "Page 2 of 50"
    press(desktop, one(desktop, ".page-nav a[aria-label='Page 50']"))
    wait_until(lambda: desktop.current_url.endswith("stories/page-50.html"), message="the last page")
    assert not every(desktop, ".page-nav a[rel=next]")
