"""No request leaves file://: every page, a recording played, a search run, and all the
addresses the browser asked for stay on the disk."""
import json

from helpers import one, wait_until

import contract as c

# Addresses that never leave the machine besides file: ones. data: and blob: hold their bytes
# in themselves; about: pages are the browser's own.
LOCAL_SCHEMES = ("file:", "data:", "blob:", "about:")

# Runs before the page's own scripts: remembers what the Content-Security-Policy stopped, so a
# page that tries to reach out is caught even though the policy blocks the request itself.
WATCH_POLICY = """
window.__blocked = [];
document.addEventListener('securitypolicyviolation', function (e) { window.__blocked.push(e.blockedURI); });
"""


def requested(driver):
    """Every address the browser asked for since the last call (Chromium's network log)."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def visit_everything(driver, site):
    """Loads every page; plays the story's recording; searches. Returns what was blocked."""
    blocked = []
    for page in site.all_pages():
        driver.get(site.url(page))
        blocked += driver.execute_script("return window.__blocked || [];")
    driver.get(site.url(site.story(c.STORY_ID)))
    driver.execute_script("document.querySelector(arguments[0]).play();", c.AUDIO)
    wait_until(lambda: driver.execute_script("return document.querySelector(arguments[0]).currentTime > 0.3;",
                                             c.AUDIO), message="the story to play")
    driver.get(site.url("search/index.html"))
    one(driver, "input[type=search]").send_keys("kitchen")
    blocked += driver.execute_script("return window.__blocked || [];")
    return blocked


def test_no_request_leaves_the_disk(desktop, site):
    desktop.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH_POLICY})
    requested(desktop)   # forget what earlier tests asked for
    blocked = visit_everything(desktop, site)
    urls = requested(desktop)
    assert any(url.endswith(".m4a") for url in urls), "the network log saw no recording: is it working?"
    outside = sorted({url for url in urls if not url.startswith(LOCAL_SCHEMES)})
    assert not outside, "requests that leave file://: %s" % outside
    assert not blocked, "the Content-Security-Policy blocked: %s" % sorted(set(blocked))
