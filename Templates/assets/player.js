// A player for large type over the browser's own <audio>. Without this script the page keeps
// the native controls; with it, they give way to large buttons (play/pause, back and forward
// 15 s), the time as "0:12 of 4:31", a seek bar a keyboard and a screen reader can use, and a
// speed choice. The story page and the lists' "Play all" both use it (storychop.js, playlist.js).
// While a recording plays and its player is scrolled out of view, a small bar at the bottom of
// the screen keeps its pause, its title and its time in reach, with a way back to the player.
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
    MiniPlayer.watch(this);
    players.push(this);
  }

  // Every large player of the page, so that a list of them can be played in a row (playlist.js).
  var players = [];
  function playerOf(container) {
    return players.filter(function (player) { return player.container === container; })[0] || null;
  }

  // What the bar calls the recording: the list's story playing, or the player's own name.
  Player.prototype.title = function () {
    return this.label || (this.container.getAttribute("aria-label") || "").replace(/^Recording: /, "");
  };

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

  // The bar: a region named "Now playing", made on the first play. It shows while the player
  // that played last has its Play button off screen and is playing (or was paused from the bar),
  // and goes when that button is on screen again or the recording ends. While it shows, the
  // page has room for it below its end and above anything focused (scroll-padding), so it
  // covers nothing.
  var MiniPlayer = {
    bar: null, player: null, pausedHere: false, pending: false,

    watch: function (player) {
      var self = this, audio = player.audio;
      audio.addEventListener("play", function () { self.follow(player); });
      ["pause", "ended", "timeupdate", "durationchange", "seeked"].forEach(function (name) {
        audio.addEventListener(name, function () { if (self.player === player) { self.refresh(); } });
      });
    },

    follow: function (player) {
      this.make();
      this.player = player;
      this.pausedHere = false;
      this.title.textContent = player.title();
      this.refresh();
    },

    make: function () {
      if (this.bar) { return; }
      var self = this, bar = document.createElement("div");
      bar.className = "mini-player";
      bar.setAttribute("role", "region");
      bar.setAttribute("aria-label", "Now playing");
      bar.hidden = true;
      bar.innerHTML = '<button type="button" class="mini-play"><span class="player-icon" aria-hidden="true"></span> ' +
        '<span class="mini-play-label">Pause</span></button>' +
        '<p class="mini-what"><span class="mini-title" dir="auto"></span> <span class="mini-time"></span></p>' +
        '<button type="button" class="mini-back" title="Back to the player"><span aria-hidden="true">↑</span> ' +
        '<span class="mini-back-words">Back to the player</span></button>';
      document.body.appendChild(bar);
      this.bar = bar;
      this.title = bar.querySelector(".mini-title");
      this.time = bar.querySelector(".mini-time");
      this.label = bar.querySelector(".mini-play-label");
      bar.querySelector(".mini-play").addEventListener("click", function () {
        var playing = !self.player.audio.paused;
        self.player.toggle();
        self.pausedHere = playing;
      });
      bar.querySelector(".mini-back").addEventListener("click", function () { self.back(); });
      var later = function () {
        if (self.pending) { return; }
        self.pending = true;
        window.requestAnimationFrame(function () { self.pending = false; self.refresh(); });
      };
      window.addEventListener("scroll", later, { passive: true });
      window.addEventListener("resize", later);
    },

    // Scrolls to the big player (smoothly, unless the reader asked for less motion) and puts
    // the focus on its Play button, so a keyboard goes on from there.
    back: function () {
      var button = this.player.playButton;
      var still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      button.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
      button.focus({ preventScroll: true });
      this.pausedHere = false;
      this.refresh();
    },

    refresh: function () {
      var player = this.player;
      if (!player || !this.bar) { return; }
      var audio = player.audio, playing = !audio.paused && !audio.ended;
      if (audio.ended) { this.pausedHere = false; }
      var box = player.playButton.getBoundingClientRect(), middle = box.top + box.height / 2;
      var inView = box.height > 0 && middle > 0 && middle < window.innerHeight;
      if (inView) { this.pausedHere = false; }
      this.label.textContent = playing ? "Pause" : "Play";
      this.bar.classList.toggle("is-playing", playing);
      this.time.textContent = player.now.textContent + " of " + player.total.textContent;
      this.show(!inView && (playing || this.pausedHere));
    },

    show: function (shown) {
      var bar = this.bar, root = document.documentElement;
      if (bar.hidden === !shown) { return; }
      if (!shown && bar.contains(document.activeElement)) { this.player.playButton.focus(); }
      bar.hidden = !shown;
      var room = shown ? bar.offsetHeight + "px" : "";
      document.body.style.paddingBottom = room;
      root.style.scrollPaddingBottom = room;
    }
  };

  window.StoryChopPlayer = { Player: Player, clock: clock, of: playerOf };
})();
