"""`storychop serve` in Chromium: a story played and sought over http (the 206 path), and the open
page reloading by itself after `storychop edit --title`.

The server is started here, on a port the system chooses, over a copy of sample-archive/ in a
temporary folder, and stopped with SIGINT (Ctrl-C) at the end, whatever happened.
"""
import json
import re
import shutil
import signal
import subprocess
import threading

import pytest

import contract as c
from conftest import ROOT, _binary
from helpers import media_state, one, press, set_time, wait_until

STORY = c.STORY_ID


@pytest.fixture
def served(tmp_path):
    archive = tmp_path / "archive"
    archive.mkdir()
    for name in ("storychop.yml", "prompts.yml", "stories"):
        source = ROOT / "sample-archive" / name
        (shutil.copytree if source.is_dir() else shutil.copy)(source, archive / name)
    server = subprocess.Popen([str(_binary()), "serve", "--archive", str(archive), "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    lines = []
    reader = threading.Thread(target=lambda: lines.extend(server.stdout), daemon=True)
    reader.start()
    try:
        address = wait_until(lambda: next((m.group(0) for line in list(lines)
                                           for m in [re.search(r"http://127\.0\.0\.1:\d+/", line)] if m), None),
                             timeout=60, message="serve to print its address")
        wait_until(lambda: any(" the site for " in line for line in list(lines)), timeout=120,
                   message="serve's first build")
        yield address, archive, lines
    finally:
        server.send_signal(signal.SIGINT)
        try:
            assert server.wait(timeout=15) == 0, "serve did not stop cleanly at Ctrl-C"
        finally:
            if server.poll() is None:
                server.kill()


def ranges_answered(driver, path):
    """The statuses Chromium received for `path` since the last call (its performance log)."""
    statuses = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.responseReceived" and message["params"]["response"]["url"].endswith(path):
            statuses.append(message["params"]["response"]["status"])
    return statuses


def test_a_served_story_plays_seeks_and_reloads_after_an_edit(desktop, served):
    address, archive, lines = served
    desktop.get_log("performance")   # forget what earlier tests loaded
    desktop.get(address + "stories/%s/index.html" % STORY)
    press(desktop, one(desktop, c.PLAY))
    wait_until(lambda: (lambda s: not s["paused"] and s["time"] > 0.3)(media_state(desktop, c.AUDIO)),
               timeout=20, message="the story to play over http")
    state = media_state(desktop, c.AUDIO)
    target = state["duration"] * 0.6
    set_time(desktop, c.AUDIO, target)
    wait_until(lambda: media_state(desktop, c.AUDIO)["time"] >= target - 0.05, timeout=10,
               message="currentTime to move to %.1f s" % target)
    recording = media_state(desktop, c.AUDIO)["src"].split("/")[-1]
    statuses = ranges_answered(desktop, "/%s/%s" % (STORY, recording))
    assert 206 in statuses, "the recording was never sent as a range (statuses %s)" % statuses

    # A mark the page keeps only until it is loaded again: the reload must be the page's own.
    desktop.execute_script("window.storychopTestMark = 1;")
    title = "The Day We Moved, Told Again"
    edited = subprocess.run([str(_binary()), "edit", STORY, "--title", title, "--archive", str(archive)],
                            capture_output=True, text=True)
    assert edited.returncode == 0, edited.stderr
    heading = "var h = document.querySelector('h1'); return h ? h.textContent : '';"   # read anew: the page reloads
    wait_until(lambda: title in desktop.execute_script(heading), timeout=30,
               message="the open page to show the new title (serve printed: %s)" % "".join(lines[-3:]))
    assert desktop.execute_script("return window.storychopTestMark === undefined;"), "the page was not reloaded"
