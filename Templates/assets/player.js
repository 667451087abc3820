// A player for large type over the browser's own <audio>. Without this script the page keeps
// the native controls; with it, they give way to large buttons (play/pause, back and forward
// 15 s), the time as "0:12 of 4:31", a seek bar a keyboard and a screen reader can use, and a
// speed choice. The story page and the lists' "Play all" both use it (storychop.js, playlist.js).
(function () {
  "use strict";

  var SKIP = 15;

  // "4:31", "1:02:03": the clock the page itself prints.
  function clock(seconds) {
    var total = Math.max(0, Math.floor(seconds || 0));
    var hours = Math.floor(total / 3600), minutes = Math.floor(total / 60) % 60, secs = total % 60;
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    return hours > 0 ? hours + ":" + two(minutes) + ":" + two(secs) : minutes + ":" + two(secs);
  }

  function Player(container, audio) {
    this.container = container;
    this.audio = audio;
    this.controls = container.querySelector(".player-controls");
    this.playButton = container.querySelector(".player-play");
    this.playLabel = container.querySelector(".player-play-label");
    this.seek = container.querySelector(".player-seek");
    this.now = container.querySelector(".player-now");
    this.total = container.querySelector(".player-total");
    this.speed = container.querySelector(".player-speed");
    this.problem = container.querySelector(".player-problem");
    this.known = parseFloat(container.getAttribute("data-duration")) || 0;
    this.pendingStart = null;
    this.seeking = false;
    this.bind();
    this.show();
  }

  Player.prototype.duration = function () {
    var d = this.audio.duration;
    return isFinite(d) && d > 0 ? d : this.known;
  };

  // The native controls give way to the large ones only now that the script runs.
  Player.prototype.show = function () {
    this.audio.removeAttribute("controls");
    if (this.controls) { this.controls.hidden = false; }
    this.update();
  };

  Player.prototype.bind = function () {
    var self = this, audio = this.audio;
    this.playButton.addEventListener("click", function () { self.toggle(); });
    this.container.querySelector(".player-back").addEventListener("click", function () { self.skip(-SKIP); });
    this.container.querySelector(".player-forward").addEventListener("click", function () { self.skip(SKIP); });
    this.seek.addEventListener("input", function () {
      self.seeking = true;
      self.moveTo(parseFloat(self.seek.value));
    });
    this.seek.addEventListener("change", function () { self.seeking = false; });
    if (this.speed) {
      this.speed.addEventListener("change", function () { audio.playbackRate = parseFloat(self.speed.value) || 1; });
      audio.addEventListener("play", function () { audio.playbackRate = parseFloat(self.speed.value) || 1; });
    }
    // A moment asked for before the recording had loaded is where it starts.
    audio.addEventListener("loadedmetadata", function () {
      if (self.pendingStart !== null) { audio.currentTime = self.pendingStart; self.pendingStart = null; }
    });
    ["play", "pause", "ended", "timeupdate", "durationchange", "loadedmetadata", "seeked"].forEach(function (name) {
      audio.addEventListener(name, function () { self.update(); });
    });
    this.watchSources();
  };

  // A recording that cannot be played says so, instead of a Play button that does nothing.
  // Browsers report it on the last <source>, not on the <audio>.
  Player.prototype.watchSources = function () {
    var self = this, sources = this.audio.querySelectorAll("source");
    if (sources.length === 0) { return; }
    sources[sources.length - 1].addEventListener("error", function () { self.fail(); });
  };

  Player.prototype.fail = function () {
    this.audio.pause();
    if (this.problem) {
      this.problem.textContent = "";
      this.problem.textContent = "This recording cannot be played in this browser. Download it to play it with a media player.";
    }
    this.update();
    this.container.dispatchEvent(new CustomEvent("storychop:failed"));
  };

  // Plays from where it stands (a moment asked for before loading is applied when it loads).
  // play() is called at once, inside the press: phones refuse to start audio later than that.
  Player.prototype.play = function () {
    var self = this;
    if (this.problem) { this.problem.textContent = ""; }
    var playing = this.audio.play();
    if (playing && playing.catch) { playing.catch(function () { self.update(); }); }
  };

  Player.prototype.toggle = function () {
    if (this.audio.paused) { this.play(); } else { this.audio.pause(); }
  };

  // Moves to `seconds`; before the recording has loaded, remembers it for the first play.
  Player.prototype.moveTo = function (seconds) {
    var target = Math.max(0, Math.min(seconds, this.duration() || seconds));
    if (this.audio.readyState >= 1) {
      this.audio.currentTime = target;
      this.pendingStart = null;
    } else {
      this.pendingStart = target;
    }
    this.update();
  };

  Player.prototype.skip = function (delta) {
    this.moveTo(this.position() + delta);
  };

  Player.prototype.position = function () {
    return this.pendingStart !== null ? this.pendingStart : this.audio.currentTime || 0;
  };

  Player.prototype.update = function () {
    var now = this.position(), length = this.duration();
    // The length is rounded as the page prints it ("17 s", "0:17"); the time passed is not.
    var total = length ? clock(Math.round(length)) : "…";
    var text = clock(now) + " of " + total;
    this.now.textContent = clock(now);
    this.total.textContent = total;
    var playing = !this.audio.paused && !this.audio.ended;
    if (length) { this.seek.max = String(Math.ceil(length)); }
    // While a screen reader's user is on the seek bar during playback, it is not moved under
    // them every second (each change would be read out).
    var held = this.seeking || (playing && document.activeElement === this.seek);
    if (!held) {
      this.seek.value = String(Math.floor(now));
      this.seek.setAttribute("aria-valuetext", text);
    }
    this.playLabel.textContent = playing ? "Pause" : "Play";
    this.container.classList.toggle("is-playing", playing);
  };

  // Points the player at another recording (the lists play one after another).
  Player.prototype.load = function (src, type, seconds) {
    var audio = this.audio;
    audio.pause();
    while (audio.firstChild) { audio.removeChild(audio.firstChild); }
    var source = document.createElement("source");
    source.src = src;
    if (type) { source.type = type; }
    audio.appendChild(source);
    this.watchSources();
    this.known = parseFloat(seconds) || 0;
    this.pendingStart = null;
    audio.load();
    this.update();
  };

  window.StoryChopPlayer = { Player: Player, clock: clock };
})();
