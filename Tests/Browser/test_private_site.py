"""The private site through nginx in Chromium: a wrong passphrase is refused, the right one opens
the site, a story plays and seeks, and search finds a word spoken in a transcript."""
import hashlib
import json
import os
import re
from pathlib import Path

import pytest

import browser
import conftest
import contract as c
from helpers import every, is_shown, media_state, one, press, set_time, text_of, wait_until
from private_host import PASSPHRASE, Nginx, publish_private_copy


@pytest.fixture(scope="module")
def host(site, tmp_path_factory):
    """nginx serving the encrypted copy of the sample site, published from its archive (with
    BROWSER_TEST_SITE, the archive beside that site: publish records land in it). PRIVATE_TEST_COPY
    names a copy already made instead."""
    given = os.environ.get("PRIVATE_TEST_COPY")
    folder = tmp_path_factory.mktemp("private")
    if given:
        copy = Path(given)
    elif (site.root.parent / "storychop.yml").is_file():
        copy = publish_private_copy(conftest._binary(), site.root.parent, folder)
    else:
        pytest.skip("BROWSER_TEST_SITE has no archive beside it to publish a private copy of")
    server = Nginx(copy, folder / "nginx")
    # What publishing it again needs (test_7): the archive and the folder, when it was published here.
    server.publish_again = None if given else (lambda passphrase: publish_private_copy(
        conftest._binary(), site.root.parent, folder, passphrase))
    yield server
    server.stop()


@pytest.fixture(scope="module")
def visitor():
    """A Chromium of its own: the keys it is given must not be in the other tests' sessions."""
    driver = browser.make_driver(browser.DESKTOP)
    yield driver
    driver.quit()


def unlock(driver, passphrase):
    field = one(driver, "#passphrase")
    field.clear()
    field.send_keys(passphrase)
    press(driver, one(driver, "#unlock-form button"))


def test_1_a_wrong_passphrase_is_refused_in_plain_words(visitor, host):
    visitor.get(host.url)
    wait_until(lambda: is_shown(visitor, one(visitor, "#unlock-form")), message="the unlock form")
    unlock(visitor, "pear ocean green kite")
    message = one(visitor, "#unlock-message")
    wait_until(lambda: "not the family passphrase" in text_of(message), timeout=30, message="the wrong passphrase told")
    assert is_shown(visitor, message) and message.get_attribute("role") == "alert"
    assert visitor.find_elements("css selector", "#unlock-form"), "a wrong passphrase must not open the site"


def test_2_the_right_passphrase_opens_the_deep_link_it_was_asked_at(visitor, host):
    visitor.get(host.url + "stories/%s/index.html" % c.STORY_ID)
    wait_until(lambda: visitor.find_elements("css selector", "#unlock-form"), message="the unlock page at a deep link")
    unlock(visitor, PASSPHRASE)
    wait_until(lambda: visitor.find_elements("css selector", c.PLAYER), timeout=30, message="the story page, decrypted")
    assert visitor.current_url == host.url + "stories/%s/index.html" % c.STORY_ID
    visitor.get(host.url)
    wait_until(lambda: visitor.find_elements("css selector", "#site-menu"), message="the home page, decrypted")
    assert not visitor.find_elements("css selector", "#unlock-form")


def test_3_a_story_plays_and_seeks(visitor, host):
    visitor.get(host.url + "stories/%s/index.html" % c.STORY_ID)
    press(visitor, one(visitor, c.PLAY))
    wait_until(lambda: (lambda s: not s["paused"] and s["time"] > 0.3)(media_state(visitor, c.AUDIO)),
               timeout=15, message="the recording to play")
    duration = media_state(visitor, c.AUDIO)["duration"]
    target = duration * 0.8
    set_time(visitor, c.AUDIO, target)
    wait_until(lambda: (lambda s: s["time"] >= target and not s["error"])(media_state(visitor, c.AUDIO)),
               timeout=15, message="the time to move to %.1f s after seeking" % target)


def test_4_search_finds_a_word_spoken_in_a_transcript(visitor, host):
    visitor.get(host.url + "search/index.html?q=yellow+dress")
    wait_until(lambda: [e for e in every(visitor, c.SEARCH_EXCERPT) if is_shown(visitor, e)], timeout=15,
               message="a search result for words spoken in a transcript")
    excerpts = [e for e in every(visitor, c.SEARCH_EXCERPT) if is_shown(visitor, e)]
    assert len(excerpts) == 1 and "yellow dress" in text_of(excerpts[0]).lower()


def test_5_the_unlock_page_fits_a_phone_at_200_percent_text(phone_large_text, host):
    phone_large_text.get(host.url + "stories/a-story-that-is-not-there/index.html")
    form = one(phone_large_text, "#unlock-form")
    wait_until(lambda: is_shown(phone_large_text, form), message="the unlock form at 200 % text")
    label = one(phone_large_text, "label[for=passphrase]")
    assert "passphrase" in text_of(label).lower()
    overflow = phone_large_text.execute_script(
        "return document.documentElement.scrollWidth - window.innerWidth;")
    assert overflow <= 0, "the unlock page is %d px wider than the phone at 200 %% text" % overflow
    for selector in ("#passphrase", "#remember", "#unlock-form button"):
        rect = phone_large_text.execute_script("return arguments[0].getBoundingClientRect().toJSON();",
                                               one(phone_large_text, selector))
        assert rect["right"] <= 390 and rect["height"] >= 24, "%s is cut off or too small: %r" % (selector, rect)


def _browser_with_profile(profile):
    """A Chromium keeping its profile in `profile`, so a second one is the same browser restarted."""
    options = browser._options(browser.DESKTOP)
    options.add_argument("--user-data-dir=%s" % profile)
    service = browser.Service(executable_path=browser._executable("chromedriver"), log_output=os.devnull)
    return browser.webdriver.Chrome(service=service, options=options)


@pytest.mark.parametrize("remember", [False, True])
def test_6_the_passphrase_outlives_the_browser_only_when_remembered(host, tmp_path, remember):
    profile = tmp_path / "profile"
    first = _browser_with_profile(profile)
    try:
        first.get(host.url)
        wait_until(lambda: is_shown(first, one(first, "#unlock-form")), message="the unlock form")
        if remember:
            press(first, one(first, "#remember"))
        unlock(first, PASSPHRASE)
        wait_until(lambda: first.find_elements("css selector", "#site-menu"), timeout=30, message="the home page")
    finally:
        first.quit()
    again = _browser_with_profile(profile)
    try:
        again.get(host.url + "stories/%s/index.html" % c.STORY_ID)
        expected = c.PLAYER if remember else "#unlock-form"
        wait_until(lambda: again.find_elements("css selector", expected), timeout=15,
                   message="%s after the browser was closed and opened again" % expected)
    finally:
        again.quit()


NEW_PASSPHRASE = "a brand new family passphrase"


def test_7_a_new_passphrase_is_asked_for_when_the_keeper_changes_it(visitor, host):
    if host.publish_again is None:
        pytest.skip("PRIVATE_TEST_COPY: the copy was made elsewhere, it cannot be published again here")
    visitor.get(host.url)
    wait_until(lambda: visitor.find_elements("css selector", "#site-menu"), message="the site, opened in test 2")
    host.publish_again(NEW_PASSPHRASE)
    visitor.get(host.url + "stories/index.html")
    wait_until(lambda: visitor.find_elements("css selector", "#unlock-form"), timeout=15,
               message="the unlock page once the old passphrase no longer opens the copy")
    unlock(visitor, NEW_PASSPHRASE)
    wait_until(lambda: visitor.find_elements("css selector", "#site-menu"), timeout=30, message="the site, with the new passphrase")
    assert visitor.current_url == host.url + "stories/index.html"


def _change_recording(story):
    """Appends bytes to `story`'s recording (story.json told its new size and digest, as for a
    recording replaced); returns a function that puts both back."""
    record = story / "story.json"
    kept = record.read_bytes()
    recording = story / json.loads(kept)["audio"]["file"]
    original = recording.read_bytes()
    changed = original + b"\0" * 64
    recording.write_bytes(changed)
    text = re.sub(r'"bytes": \d+', '"bytes": %d' % len(changed), kept.decode("utf-8"), count=1)
    text = re.sub(r'"sha256": "[0-9a-f]+"', '"sha256": "%s"' % hashlib.sha256(changed).hexdigest(), text, count=1)
    record.write_text(text, encoding="utf-8")

    def restore():
        recording.write_bytes(original)
        record.write_bytes(kept)
    return restore


def _play_and_seek(driver, fraction):
    press(driver, one(driver, c.PLAY))
    wait_until(lambda: (lambda s: not s["paused"] and s["time"] > 0.3)(media_state(driver, c.AUDIO)),
               timeout=15, message="the recording to play")
    target = media_state(driver, c.AUDIO)["duration"] * fraction
    set_time(driver, c.AUDIO, target)
    wait_until(lambda: (lambda s: s["time"] >= target and not s["error"])(media_state(driver, c.AUDIO)),
               timeout=15, message="the time to move to %.1f s after seeking" % target)


def test_8_a_recording_published_again_with_other_bytes_still_seeks(visitor, host, site):
    """The worker keeps each recording's header, so seeking costs one request; once the recording
    is published again with other bytes (another nonce), that header no longer opens it."""
    if host.publish_again is None:
        pytest.skip("PRIVATE_TEST_COPY: the copy was made elsewhere, it cannot be published again here")
    host.publish_again(NEW_PASSPHRASE)
    page = host.url + "stories/%s/index.html" % c.STORY_ID
    visitor.get(page)
    wait_until(lambda: visitor.find_elements("css selector", c.PLAYER + ", #unlock-form"), message="the story page")
    if visitor.find_elements("css selector", "#unlock-form"):
        unlock(visitor, NEW_PASSPHRASE)
        wait_until(lambda: visitor.find_elements("css selector", c.PLAYER), timeout=30, message="the story page, decrypted")
    _play_and_seek(visitor, 0.5)   # the worker now keeps the recording's header
    restore = _change_recording(site.root.parent / "stories" / c.STORY_ID)
    try:
        host.publish_again(NEW_PASSPHRASE)
        visitor.get(page)
        wait_until(lambda: visitor.find_elements("css selector", c.PLAYER), timeout=30, message="the story page again")
        _play_and_seek(visitor, 0.8)
    finally:
        restore()
        host.publish_again(NEW_PASSPHRASE)
