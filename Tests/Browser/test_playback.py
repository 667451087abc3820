"""Every story of the sample plays in Debian's Chromium from its page: AAC (.m4a), MP3, Ogg
Vorbis, Opus, FLAC and WAV as they are, the CAF recording through the playable copy the build
makes with ffmpeg (Tests/Browser/run.sh installs it)."""
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
        if result["outcome"] != "playing":
            failed[page] = result
    assert not failed, "stories that do not play:\n%s" % "\n".join("  %s: %s" % item for item in failed.items())
