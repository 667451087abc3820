"""Small things the tests do often: wait for a condition, read the player, press a control."""
import time

from selenium.webdriver.common.by import By


def wait_until(condition, timeout=10.0, message="condition"):
    """Polls `condition()` until it returns something truthy; fails with `message` after `timeout`.

    Media events come when the decoder is ready, not when a click returns, so tests poll
    instead of sleeping a fixed time.
    """
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = condition()
        if last:
            return last
        time.sleep(0.1)
    raise AssertionError("timed out after %.0f s waiting for %s (last seen: %r)" % (timeout, message, last))


def one(driver, selector):
    elements = driver.find_elements(By.CSS_SELECTOR, selector)
    assert elements, "the page has no %s" % selector
    return elements[0]


def every(driver, selector):
    return driver.find_elements(By.CSS_SELECTOR, selector)


def media_state(driver, selector):
    """paused, currentTime, duration, ended and the source of the <audio> at `selector`."""
    return driver.execute_script(
        "var a = document.querySelector(arguments[0]);"
        "return a && {paused: a.paused, time: a.currentTime, duration: a.duration, ended: a.ended,"
        " src: a.currentSrc, error: a.error && a.error.code};", selector)


def known_duration(driver, selector):
    """The duration of the <audio> at `selector`, once its metadata has loaded."""
    return wait_until(lambda: driver.execute_script(
        "var d = document.querySelector(arguments[0]).duration; return isFinite(d) && d > 0 ? d : null;",
        selector), message="the duration of %s" % selector)


def set_time(driver, selector, seconds):
    driver.execute_script("document.querySelector(arguments[0]).currentTime = arguments[1];", selector, seconds)


def press(driver, element):
    """Clicks `element` after scrolling it to the middle of the screen, as a finger would."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
    element.click()


def is_shown(driver, element):
    """Displayed and taking room: `hidden`, display:none and a zero-size box all count as not shown."""
    return driver.execute_script(
        "var r = arguments[0].getBoundingClientRect();"
        "return arguments[0].checkVisibility() && r.width > 0 && r.height > 0;", element)


def text_of(element):
    return " ".join(element.text.split())
