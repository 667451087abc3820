"""Measures a search on a built site the way a reader meets it: the search page opened from
file:// with ?q=, until its first results are shown; and what the page loaded to get there.
Used by the large-site browser tests and by scripts/bench.sh at 100,000 stories
(`python search_probe.py SITE_DIR` prints one line per query)."""
import json
import re
import sys
import time
from pathlib import Path
from urllib.parse import quote, unquote, urlparse

from selenium.webdriver.common.by import By

PART = re.compile(r'^StoryChopSearchPart\("[^"]+",(.*)\);\s*$', re.S)


def words_files(site):
    """Each words file's {word: [differences…]}."""
    for path in sorted((Path(site) / "search" / "words").glob("*.js")):
        yield json.loads(PART.match(path.read_text(encoding="utf-8")).group(1))


def rare_pair(site):
    """Two words that each occur in three entries or fewer, both in one entry: a query with
    one result or a few, the kind a reader types looking for a name."""
    rare = {}
    for words in words_files(site):
        for word, steps in words.items():
            # "#4F7K" is a story code's key, not a word a reader types.
            if len(steps) <= 3 and len(word) > 3 and not word.isdigit() and not word.startswith("#"):
                entry = 0
                for step in steps:
                    entry += step
                    rare.setdefault(entry, []).append(word)
    for entry in sorted(rare):
        if len(rare[entry]) >= 2:
            return rare[entry][:2]
    raise AssertionError("no entry of %s has two rare words" % site)


def search(driver, site, query, timeout=30.0):
    """Opens the search page with `query`; returns (seconds until the first result or "Nothing
    matches", the status text, the results shown, bytes of every file the page loaded)."""
    page = Path(site).resolve() / "search" / "index.html"
    start = time.monotonic()
    driver.get(page.as_uri() + "?q=" + quote(query))
    deadline = start + timeout
    while time.monotonic() < deadline:
        status = driver.find_element(By.ID, "search-status").text
        results = driver.find_elements(By.CSS_SELECTOR, "#search-results li")
        if results or status.startswith("Nothing"):
            break
        time.sleep(0.02)
    seconds = time.monotonic() - start
    # Resource timing lists nothing under file://: the page's scripts (those search.js added
    # included) and stylesheets are what it loaded.
    names = driver.execute_script("return Array.prototype.map.call(document.querySelectorAll("
                                  "'script[src], link[rel=stylesheet]'), function (e) { return e.src || e.href; });")
    files = {page} | {Path(unquote(urlparse(name).path)) for name in names if name.startswith("file:")}
    loaded = sum(path.stat().st_size for path in files if path.is_file())
    return seconds, status, len(results), loaded


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    import browser
    site = sys.argv[1]
    driver = browser.make_driver(browser.DESKTOP)
    try:
        for query in [" ".join(rare_pair(site)), "the", "summer"]:
            seconds, status, shown, loaded = search(driver, site, query)
            print("search %-28s %5.2f s  %8d bytes loaded  %s (%d shown)" % ('"%s"' % query, seconds, loaded, status, shown))
    finally:
        driver.quit()
