"""The emulation the other tests rely on does what it says: if a Chromium update ignored a
setting, the layout tests would pass while looking at the wrong thing."""
import browser

PROBE = """<!DOCTYPE html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1">
<title>probe</title></head><body><p id="text">text</p><script>document.title = "script ran";</script></body></html>"""


def measure(driver, page):
    driver.get(page.as_uri())
    return driver.execute_script(
        "return {font: getComputedStyle(document.getElementById('text')).fontSize, width: innerWidth,"
        " height: innerHeight, dark: matchMedia('(prefers-color-scheme: dark)').matches,"
        " touch: matchMedia('(pointer: coarse)').matches, title: document.title};")


def test_the_views_are_what_they_say(tmp_path, view_session):
    page = tmp_path / "probe.html"
    page.write_text(PROBE, encoding="utf-8")
    phone = measure(view_session(browser.PHONE), page)
    assert (phone["width"], phone["height"], phone["font"], phone["touch"]) == (390, 844, "16px", True)
    large = measure(view_session(browser.PHONE_LARGE_TEXT), page)
    assert large["font"] == "32px", "200 %% text gives %s" % large["font"]
    desktop = measure(view_session(browser.DESKTOP), page)
    assert (desktop["width"], desktop["height"], desktop["touch"]) == (1280, 900, False)
    assert phone["title"] == "script ran" and not phone["dark"]


def test_script_off_and_dark_mode_take_effect(tmp_path, view_session):
    page = tmp_path / "probe.html"
    page.write_text(PROBE, encoding="utf-8")
    quiet_dark = measure(view_session(browser.PHONE.but(name="phone-no-js-dark", javascript=False, dark=True)), page)
    assert quiet_dark["title"] == "probe", "the page's script ran"
    assert quiet_dark["dark"], "prefers-color-scheme is not dark"
