"""Fixtures: the sample site, built once per run, and Chromium sessions that show it.

The site is built by the storychop this checkout builds (.build/debug/storychop) from a copy of
sample-archive/ in a temporary folder, with its journals ingested as scripts/demo.sh does and
the recordings without a transcript transcribed by the installed engine (run.sh installs it).
Two variables change that, for looking at another build:
  STORYCHOP=/path/to/storychop      build with that binary instead;
  BROWSER_TEST_SITE=/path/to/site   use a site that is already built (nothing is built).
The large-site tests build a second site, of 10,000 generated stories (`make-corpus.py --scale`),
once; BROWSER_TEST_LARGE_SITE=/path/to/site uses one already built.
"""
import os
import shutil
import subprocess
from pathlib import Path

import pytest

import browser
from site_map import Site

ROOT = Path(__file__).resolve().parents[2]


def _binary():
    binary = Path(os.environ.get("STORYCHOP", ROOT / ".build" / "debug" / "storychop"))
    if not binary.is_file():
        pytest.exit("no storychop at %s: run `swift build` first" % binary, returncode=2)
    return binary


def _run(binary, step, archive):
    result = subprocess.run([str(binary)] + step + ["--archive", str(archive), "--quiet"], capture_output=True, text=True)
    if result.returncode != 0:
        pytest.exit("storychop %s failed (%d):\n%s%s" % (step[0], result.returncode, result.stdout, result.stderr),
                    returncode=2)


def _build_sample_site(folder):
    binary = _binary()
    archive = folder / "archive"
    shutil.copytree(ROOT / "sample-archive", archive)
    journals = archive / "journals"
    steps = [["ingest", str(journals / ("Daily Journal - " + person)), "--kind", "check-in", "--person", person]
             for person in ("Grandma Rose", "Grandpa Joe")]
    steps += [["ingest", str(journals / "Voice Companion - Grandpa Joe")], ["ingest", str(journals / "Partners Check-in")],
              ["ingest", str(journals / "Daily Questions - Grandma Rose"), "--person", "Grandma Rose"],
              # The real engine, so the recordings without a transcript have a machine one.
              ["transcribe"], ["build"]]
    for step in steps:
        _run(binary, step, archive)
    return archive / "site"


def _build_large_site(folder, stories=10000):
    """A site of `stories` generated stories: 5-second recordings, 500-word transcripts."""
    corpus = folder / "corpus"
    subprocess.run(["python3", str(ROOT / "scripts" / "make-corpus.py"), str(stories), str(corpus), "--scale"],
                   check=True, capture_output=True)
    binary = _binary()
    subprocess.run([str(binary), "init", str(folder / "archive"), "--title", "Community Stories"], check=True, capture_output=True)
    # No levelled copies: these tests search and page, and 10,000 copies are 20,000 ffmpeg runs.
    for step in [["ingest", str(corpus)], ["build", "--no-check", "--no-transcode"]]:
        _run(binary, step, folder / "archive")
    shutil.rmtree(corpus)
    return folder / "archive" / "site"


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    given = os.environ.get("BROWSER_TEST_SITE")
    root = Path(given).resolve() if given else _build_sample_site(tmp_path_factory.mktemp("sample"))
    return Site(root)


@pytest.fixture(scope="session")
def large_site(tmp_path_factory):
    given = os.environ.get("BROWSER_TEST_LARGE_SITE")
    return Site(Path(given).resolve() if given else _build_large_site(tmp_path_factory.mktemp("large")))


class _Sessions:
    """One Chromium per view for the whole run: starting one takes seconds."""

    def __init__(self, blank_page):
        self._drivers = {}
        self._blank = blank_page.as_uri()

    def get(self, view):
        if view not in self._drivers:
            self._drivers[view] = browser.make_driver(view)
        return self._drivers[view]

    def reset(self, driver):
        """Forgets what a test left behind: a playing story, a remembered position.

        The site's pages share one file:// origin, hence one localStorage, and a story page
        saves its position as it is left: so first leave it (for a blank file://), then clear.
        """
        driver.get(self._blank)
        driver.execute_script("localStorage.clear();")

    def quit_all(self):
        for driver in self._drivers.values():
            driver.quit()


@pytest.fixture(scope="session")
def _sessions(tmp_path_factory):
    blank = tmp_path_factory.mktemp("blank") / "blank.html"
    blank.write_text('<!DOCTYPE html><html lang="en"><title>blank</title></html>', encoding="utf-8")
    sessions = _Sessions(blank)
    yield sessions
    sessions.quit_all()


def _session_for(sessions, view):
    driver = sessions.get(view)
    yield driver
    sessions.reset(driver)


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
        _sessions.reset(driver)
