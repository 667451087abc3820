"""Makes headless Chromium sessions for the browser tests and the screenshots.

Debian's chromium and chromedriver are named explicitly, so Selenium never tries to download
a browser (its "Selenium Manager" would reach the network, and CI has none to spare).
"""
import os
import shutil
from dataclasses import dataclass

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# The browser's default text size; a reader who asks for 200 % text sets it to 32.
DEFAULT_FONT_PX = 16


@dataclass(frozen=True)
class View:
    """How a page is looked at: the screen, the reader's text size, script and colour scheme."""
    name: str
    width: int
    height: int
    phone: bool = False
    font_px: int = DEFAULT_FONT_PX
    javascript: bool = True
    dark: bool = False

    def but(self, **changes):
        values = {**self.__dict__, **changes}
        return View(**values)


PHONE = View("phone", 390, 844, phone=True)
PHONE_LARGE_TEXT = View("phone-200", 390, 844, phone=True, font_px=2 * DEFAULT_FONT_PX)
DESKTOP = View("desktop", 1280, 900)


def _executable(*names):
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    raise RuntimeError("not installed: %s (Tests/Browser/run.sh installs it)" % " or ".join(names))


def _options(view):
    options = webdriver.ChromeOptions()
    options.binary_location = _executable("chromium", "chromium-browser")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--hide-scrollbars", "--no-first-run", "--disable-extensions",
                     # The tests press play from script; sound is not wanted on a build machine.
                     "--autoplay-policy=no-user-gesture-required", "--mute-audio",
                     "--window-size=%d,%d" % (view.width, view.height)):
        options.add_argument(argument)
    # The reader's own setting, as in chrome://settings/fonts: it changes what 1rem is, which
    # a CSS zoom or a device scale would not.
    options.add_experimental_option("prefs", {"webkit.webprefs.default_font_size": view.font_px})
    # Chromium's network events, read by test_offline.py (a "performance" log, in its words).
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": True, "enablePage": False})
    if view.phone:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": view.width, "height": view.height, "pixelRatio": 2.0, "touch": True},
            "userAgent": ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
                          "(KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36"),
        })
    return options


def make_driver(view):
    """A new Chromium session showing pages the way `view` says."""
    service = Service(executable_path=_executable("chromedriver"), log_output=os.devnull)
    driver = webdriver.Chrome(service=service, options=_options(view))
    if not view.phone:
        # --window-size sets the window; this makes the viewport itself exactly that size.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": view.width, "height": view.height, "deviceScaleFactor": 1, "mobile": False})
    if not view.javascript:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    scheme = "dark" if view.dark else "light"
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.set_page_load_timeout(60)
    driver.set_script_timeout(60)
    return driver


def describe(driver):
    capabilities = driver.capabilities
    driver_version = capabilities.get("chrome", {}).get("chromedriverVersion", "?").split(" ")[0]
    return "Chromium %s, chromedriver %s" % (capabilities.get("browserVersion"), driver_version)
