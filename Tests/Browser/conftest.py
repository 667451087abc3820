"""Fixtures: the sample site, built once per run, and Chromium sessions that show it.

The site is built by the storychop this checkout builds (.build/debug/storychop) from a copy of
sample-archive/ in a temporary folder. Two variables change that, for looking at another build:
  STORYCHOP=/path/to/storychop      build with that binary instead;
  BROWSER_TEST_SITE=/path/to/site   use a site that is already built (nothing is built).
"""
import os
import shutil
import subprocess
from pathlib import Path

import pytest

import browser
from site_map import Site

ROOT = Path(__file__).resolve().parents[2]


def _build_sample_site(folder):
    binary = Path(os.environ.get("STORYCHOP", ROOT / ".build" / "debug" / "storychop"))
    if not binary.is_file():
        pytest.exit("no storychop at %s: run `swift build` first" % binary, returncode=2)
    archive = folder / "archive"
    shutil.copytree(ROOT / "sample-archive", archive)
    result = subprocess.run([str(binary), "build", "--archive", str(archive), "--quiet"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        pytest.exit("storychop build failed (%d):\n%s%s" % (result.returncode, result.stdout, result.stderr),
                    returncode=2)
    return archive / "site"


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    given = os.environ.get("BROWSER_TEST_SITE")
    root = Path(given).resolve() if given else _build_sample_site(tmp_path_factory.mktemp("sample"))
    return Site(root)


class _Sessions:
    """One Chromium per view for the whole run: starting one takes seconds."""

    def __init__(self):
        self._drivers = {}

    def get(self, view):
        if view not in self._drivers:
            self._drivers[view] = browser.make_driver(view)
        return self._drivers[view]

    def quit_all(self):
        for driver in self._drivers.values():
            driver.quit()


@pytest.fixture(scope="session")
def _sessions():
    sessions = _Sessions()
    yield sessions
    sessions.quit_all()


def _session_for(sessions, view):
    driver = sessions.get(view)
    yield driver
    # What one test leaves behind (a remembered position, a playing story) must not change the
    # next: the site's pages share one file:// origin, hence one localStorage.
    try:
        driver.execute_script("try { localStorage.clear(); } catch (e) {}")
    finally:
        driver.get("about:blank")


@pytest.fixture
def phone(_sessions):
    yield from _session_for(_sessions, browser.PHONE)


@pytest.fixture
def phone_large_text(_sessions):
    yield from _session_for(_sessions, browser.PHONE_LARGE_TEXT)


@pytest.fixture
def phone_no_js(_sessions):
    yield from _session_for(_sessions, browser.PHONE.but(name="phone-no-js", javascript=False))


@pytest.fixture
def desktop(_sessions):
    yield from _session_for(_sessions, browser.DESKTOP)


@pytest.fixture
def view_session(_sessions):
    """Any view, for tests parametrized over views: view_session(view) gives its driver."""
    used = []

    def session(view):
        driver = _sessions.get(view)
        used.append(driver)
        return driver

    yield session
    for driver in used:
        driver.execute_script("try { localStorage.clear(); } catch (e) {}")
        driver.get("about:blank")
