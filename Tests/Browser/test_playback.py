"""Every story of the sample plays in Debian's Chromium from its page, through the playable AAC
copy levelled to one loudness that the build makes of every recording with ffmpeg
(Tests/Browser/run.sh installs it): the CAF, Ogg Vorbis and Opus recordings as an iPhone's
Safari needs, and the AAC, MP3, FLAC and WAV ones so that all play at the same level."""
import json

import contract as c

# Starts the page's <audio> and reports how that went: "playing", an error code, or a time-out.
PLAY = """
var done = arguments[arguments.length - 1], audio = document.querySelector(arguments[0]);
if (!audio) { done({outcome: 'no audio'}); return; }
function report(outcome) { done({outcome: outcome, src: audio.currentSrc, error: audio.error && audio.error.code}); }
audio.addEventListener('error', function () { report('error'); }, true);
audio.addEventListener('timeupdate', function () { if (audio.currentTime > 0.2) { report('playing'); } });
var started = audio.play();
if (started && started.catch) { started.catch(function (e) { report('refused: ' + e.name); }); }
setTimeout(function () { report('timed out'); }, 10000);
"""


def test_every_story_plays(desktop, site):
    failed = {}
    pages = site.story_pages()
    assert len(pages) >= 14, "the sample site has %d stories" % len(pages)
    for page in pages:
        desktop.get(site.url(page))
        result = desktop.execute_async_script(PLAY, c.AUDIO)
        if result["outcome"] != "playing" or not result["src"].endswith("/audio-playable.m4a"):
            failed[page] = result
    assert not failed, "stories that do not play:\n%s" % "\n".join("  %s: %s" % item for item in failed.items())


def test_opus_plays_through_its_aac_copy(desktop, site):
    """The sample's Opus story: its page gives the copy, and Chromium plays it (time moves)."""
    opus = [folder.name for folder in sorted((site.root / "stories").iterdir())
            if (folder / "story.json").is_file()
            and json.loads((folder / "story.json").read_text(encoding="utf-8")).get("audio", {}).get("format") == "opus"]
    assert opus, "the sample site has no Opus story"
    desktop.get(site.url(site.story(opus[0])))
    result = desktop.execute_async_script(PLAY, c.AUDIO)
    assert result["outcome"] == "playing", result
    assert result["src"].endswith("/audio-playable.m4a"), result
