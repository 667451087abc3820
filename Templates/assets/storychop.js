// StoryChop pages work without this script; it only makes them nicer:
// - the large player (player.js) of a story's page, and of each recording on a day's page,
//   which remembers where each was left; one recording plays at a time;
// - transcript times become buttons that play from that moment, and the line being heard is
//   marked and kept in view while the reader follows it;
// - a link to a transcript line (from search) starts the player at that moment;
// - a chapter's time plays from there in the page's player (without the script it opens the
//   recording itself at that moment), the chapter being heard is marked, and a page opened at
//   "#t=760" (a chapter found by search) starts there;
// - "Share this story" on a published site;
// - on a narrow screen or with large text, the navigation folds behind a "Menu" button;
// - printing opens folded transcripts, so a printed page holds the whole story.
(function () {
  "use strict";

  var KEY = "storychop.position.";
  var clock = function (s) { return window.StoryChopPlayer.clock(s); };

  function remembered(id) {
    try { return parseFloat(window.localStorage.getItem(KEY + id)) || 0; } catch (e) { return 0; }
  }

  function remember(id, seconds) {
    try {
      if (seconds > 0) { window.localStorage.setItem(KEY + id, seconds.toFixed(1)); } else { window.localStorage.removeItem(KEY + id); }
    } catch (e) { /* private browsing: nothing is remembered */ }
  }

  // Saves the position as the story plays; offers it back on the next visit unless the page was
  // opened at a moment of its own (`offer` false).
  function rememberPosition(player, container, offer) {
    var id = container.getAttribute("data-story"), audio = player.audio, saved = 0;
    var save = function () { if (!audio.ended && audio.currentTime > 0) { remember(id, audio.currentTime); } };
    audio.addEventListener("timeupdate", function () {
      if (Math.abs(audio.currentTime - saved) >= 2) { saved = audio.currentTime; save(); }
    });
    audio.addEventListener("pause", save);
    audio.addEventListener("ended", function () { remember(id, 0); });
    window.addEventListener("pagehide", save);

    var box = container.querySelector(".player-resume"), at = remembered(id), length = player.duration();
    if (!offer || !box || at < 5 || (length && at > length - 5)) { return; }
    box.querySelector(".player-resume-time").textContent = clock(at);
    box.hidden = false;
    box.querySelector("button").addEventListener("click", function () {
      box.hidden = true;
      player.moveTo(at);
      player.play();
      player.playButton.focus();   // the pressed button is gone: focus stays in the player
    });
    audio.addEventListener("play", function () { box.hidden = true; }, { once: true });
  }

  // The transcript's lines with a start time (in `scope`: the page, or a day's entry); their
  // times become buttons.
  function timedLines(player, scope) {
    return Array.prototype.map.call(scope.querySelectorAll("p.cue[data-start]"), function (line) {
      var time = line.querySelector(".cue-time"), start = parseFloat(line.getAttribute("data-start"));
      if (time) {
        var button = document.createElement("button");
        button.type = "button";
        button.className = "cue-time";
        button.innerHTML = '<span class="visually-hidden">Play from </span>';
        button.appendChild(document.createTextNode(time.textContent));
        button.addEventListener("click", function () { player.moveTo(start); player.play(); });
        time.parentNode.replaceChild(button, time);
      }
      return { start: start, line: line };
    });
  }

  function inView(element) {
    var box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
  }

  // The last of `timed` ({start, line}, in order) that has begun at `now`: the one being heard.
  function heard(timed, now) {
    var found = null;
    for (var i = 0; i < timed.length; i++) { if (timed[i].start <= now + 0.05) { found = timed[i].line; } }
    return found;
  }

  // Marks `found` as the one being heard with `className` and aria-current, `before` no longer.
  function markHeard(before, found, className) {
    if (before) { before.classList.remove(className); before.removeAttribute("aria-current"); }
    if (found) { found.classList.add(className); found.setAttribute("aria-current", "true"); }
  }

  // Marks the line being heard (a bar, bold text and aria-current, not colour alone) and keeps
  // it in view while the reader follows: only when the line before was in view, so a reader who
  // scrolled away is left alone, and never for a reader who asked for reduced motion.
  function followTranscript(player, cues) {
    var current = null;
    var still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    var mark = function () {
      var found = heard(cues, player.position());
      if (found === current) { return; }
      var following = current === null ? false : inView(current);
      markHeard(current, found, "cue-current");
      if (found) {
        var folded = found.closest("details");
        if (folded && !folded.open && following) { folded.open = true; }
        if (following && !still && !inView(found)) { found.scrollIntoView({ block: "center", behavior: "smooth" }); }
      }
      current = found;
    };
    ["timeupdate", "seeked", "play"].forEach(function (name) { player.audio.addEventListener(name, mark); });
    return mark;
  }

  // The chapters' times play from there in the page's player, not the file on its own; the
  // chapter being heard is marked as a transcript's line is.
  function followChapters(player) {
    var chapters = Array.prototype.map.call(document.querySelectorAll(".chapter-list li.chapter[data-start]"), function (item) {
      var start = parseFloat(item.getAttribute("data-start")), link = item.querySelector("a.chapter-time");
      if (link) {
        link.addEventListener("click", function (event) { event.preventDefault(); player.moveTo(start); player.play(); });
      }
      return { start: start, line: item };
    });
    var current = null;
    var mark = function () {
      var found = heard(chapters, player.position());
      if (found !== current) { markHeard(current, found, "chapter-current"); current = found; }
    };
    ["timeupdate", "seeked", "play"].forEach(function (name) { player.audio.addEventListener(name, mark); });
    return mark;
  }

  // "#t=760" (a chapter found by search): start at that moment, as at a transcript's line.
  function startFromMoment(player, mark) {
    var moment = /^#t=(\d+(?:\.\d+)?)$/.exec(window.location.hash);
    if (!moment) { return false; }
    player.moveTo(parseFloat(moment[1]));
    mark();
    return true;
  }

  // "#cue-12" (a search result's link): start at that line, when it is in `scope`.
  function startFromFragment(player, mark, scope) {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var line = id ? document.getElementById(id) : null;
    if (!line || !line.classList.contains("cue") || !scope.contains(line)) { return false; }
    var folded = line.closest("details");
    if (folded && !folded.open) { folded.open = true; line.scrollIntoView({ block: "center" }); }
    if (!line.hasAttribute("data-start")) { return true; }
    player.moveTo(parseFloat(line.getAttribute("data-start")));
    mark();
    return true;
  }

  // Folds the navigation when fewer than about 40 letters fit on a line (every phone, and a
  // computer with very large text): in em, so a reader's larger text counts as a narrower
  // screen; base.css puts the links on a row of their own at the same width. Without the
  // script every link is always shown. Escape folds the open menu and goes back to its button.
  function foldableMenu() {
    var button = document.querySelector(".menu-button"), list = document.getElementById("site-menu");
    if (!button || !list || !window.matchMedia) { return; }
    var narrow = window.matchMedia("(max-width: 40em)");
    var show = function (open) { button.setAttribute("aria-expanded", String(open)); list.hidden = !open; };
    var fit = function () { button.hidden = !narrow.matches; show(!narrow.matches); };
    button.addEventListener("click", function () { show(button.getAttribute("aria-expanded") !== "true"); });
    list.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && narrow.matches) { show(false); button.focus(); }
    });
    if (narrow.addEventListener) { narrow.addEventListener("change", fit); }
    fit();
  }

  function share() {
    var box = document.querySelector(".share");
    if (!box) { return; }
    var button = box.querySelector(".share-button"), status = box.querySelector(".share-status");
    var url = button.getAttribute("data-url"), title = button.getAttribute("data-title");
    var canShare = typeof navigator.share === "function";
    var canCopy = navigator.clipboard && typeof navigator.clipboard.writeText === "function";
    if (!canShare && !canCopy) { return; }
    if (!canShare) { button.textContent = "Copy the link"; }
    box.hidden = false;
    button.addEventListener("click", function () {
      var done = canShare ? navigator.share({ title: title, url: url }) : navigator.clipboard.writeText(url);
      status.textContent = "";
      done.then(function () { status.textContent = canShare ? "" : "The link is copied. Paste it into a message or an email."; },
                function () { status.textContent = canShare ? "" : "The link could not be copied; it is shown below."; });
    });
  }

  // A large player over each recording browsers can play (the list's player is playlist.js's;
  // where browsers cannot play it, the page says so and offers it), with its transcript.
  function startPlayer(container) {
    var audio = container.querySelector("audio");
    if (container.classList.contains("list-audio") || !audio || !container.querySelector(".player-controls")) { return; }
    var player = new window.StoryChopPlayer.Player(container, audio);
    var scope = container.closest(".day-entry") || document;
    var cues = timedLines(player, scope);
    var hint = document.querySelector(".transcript-hint");
    if (hint && cues.length) { hint.hidden = false; }
    var follow = followTranscript(player, cues);
    var chapters = scope === document ? followChapters(player) : function () {};
    var mark = function () { follow(); chapters(); };
    var atMoment = startFromMoment(player, mark) || startFromFragment(player, mark, scope);
    // A moment asked for on the page already open (a link or the address bar) is gone to too.
    if (scope === document) { window.addEventListener("hashchange", function () { startFromMoment(player, mark); }); }
    rememberPosition(player, container, !atMoment);
  }

  // One voice at a time: a recording that starts pauses any other on the page.
  document.addEventListener("play", function (event) {
    Array.prototype.forEach.call(document.querySelectorAll("audio"), function (audio) {
      if (audio !== event.target && !audio.paused) { audio.pause(); }
    });
  }, true);

  document.addEventListener("DOMContentLoaded", function () {
    foldableMenu();
    share();
    if (!window.StoryChopPlayer) { return; }
    Array.prototype.forEach.call(document.querySelectorAll(".player"), startPlayer);
  });

  window.addEventListener("beforeprint", function () {
    Array.prototype.forEach.call(document.querySelectorAll("details"), function (details) {
      details.setAttribute("open", "");
    });
  });
})();
