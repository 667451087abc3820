// StoryChop pages work without this script; it only makes them nicer:
// - a transcript time plays the recording from that moment, in the page;
// - the cue being heard is marked while the recording plays;
// - printing opens folded transcripts, so a printed page holds the whole story.
(function () {
  "use strict";

  function player() {
    return document.getElementById("player");
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a.cue-time") : null;
    var audio = player();
    if (!link || !audio) { return; }
    var start = parseFloat(link.getAttribute("data-start"));
    if (isNaN(start)) { return; }
    event.preventDefault();
    var seek = function () {
      audio.currentTime = start;
      var playing = audio.play();
      if (playing && playing.catch) { playing.catch(function () { /* the reader can press play */ }); }
    };
    if (audio.readyState >= 1) { seek(); } else {
      audio.addEventListener("loadedmetadata", seek, { once: true });
      audio.load();
    }
  });

  document.addEventListener("DOMContentLoaded", function () {
    var audio = player();
    if (!audio) { return; }
    var cues = Array.prototype.slice.call(document.querySelectorAll("a.cue-time")).map(function (link) {
      return { start: parseFloat(link.getAttribute("data-start")), line: link.parentNode };
    });
    var current = null;
    audio.addEventListener("timeupdate", function () {
      var now = audio.currentTime, found = null;
      for (var i = 0; i < cues.length; i++) { if (cues[i].start <= now) { found = cues[i].line; } }
      if (found === current) { return; }
      if (current) { current.classList.remove("cue-current"); }
      if (found) { found.classList.add("cue-current"); }
      current = found;
    });
  });

  window.addEventListener("beforeprint", function () {
    Array.prototype.forEach.call(document.querySelectorAll("details"), function (details) {
      details.setAttribute("open", "");
    });
  });
})();
