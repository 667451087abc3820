// Listening in a row: on a list of stories, "Play all" plays them one after another, and each
// card's play button plays its story (and then the ones after it). The status line says what is
// playing, for everyone and for screen readers. Without this script the lists are plain links.
(function () {
  "use strict";

  function item(card) {
    var link = card.querySelector(".story-card-title a");
    return {
      card: card, src: card.getAttribute("data-src"), type: card.getAttribute("data-type"),
      seconds: card.getAttribute("data-duration"), title: link ? link.textContent : "",
      button: card.querySelector(".card-play"), label: card.querySelector(".card-play-label")
    };
  }

  function Playlist(box) {
    // The list's own part of the page: on the home page, the recent stories and not the featured one.
    this.scope = box.closest("section") || document;
    this.all = Array.prototype.map.call(this.scope.querySelectorAll(".story-card[data-src]"), item);
    this.items = this.shown();
    this.box = box;
    this.panel = box.querySelector(".list-audio");
    this.status = box.querySelector(".now-playing");
    this.player = new window.StoryChopPlayer.Player(this.panel, this.panel.querySelector("audio"));
    this.index = -1;
    this.notice = "";   // said before what plays next (a story that could not be played)
    this.bind();
  }

  // The cards shown now, in the page's order (search hides the ones that do not match).
  Playlist.prototype.shown = function () {
    return this.all.filter(function (entry) { return !entry.card.closest("[hidden]"); });
  };

  Playlist.prototype.bind = function () {
    var self = this, audio = this.player.audio;
    this.box.querySelector(".play-all").addEventListener("click", function () {
      self.items = self.shown();
      self.start(0);
    });
    this.box.querySelector(".player-next").addEventListener("click", function () { self.next(); });
    this.all.forEach(function (entry) {
      if (!entry.button) { return; }
      entry.button.parentNode.hidden = false;
      entry.button.addEventListener("click", function () {
        var playing = self.items[self.index];
        if (playing && playing.card === entry.card) { self.player.toggle(); return; }
        self.items = self.shown();
        self.start(self.items.indexOf(self.items.filter(function (e) { return e.card === entry.card; })[0]));
      });
    });
    audio.addEventListener("ended", function () { self.next(); });
    this.panel.addEventListener("storychop:failed", function () {
      var failed = self.items[self.index];
      self.notice = failed ? "“" + failed.title + "” cannot be played here. " : "";
      self.next();
    });
    ["play", "pause"].forEach(function (name) { audio.addEventListener(name, function () { self.mark(); }); });
  };

  // The story after the one playing among the cards shown now: a search changed while
  // listening is followed, and a story no longer shown is passed over.
  Playlist.prototype.next = function () {
    var current = this.items[this.index];
    if (!current) { return; }
    this.items = this.shown();
    var following = this.items.filter(function (entry) {
      return current.card.compareDocumentPosition(entry.card) & Node.DOCUMENT_POSITION_FOLLOWING;
    })[0];
    this.start(following ? this.items.indexOf(following) : this.items.length);
  };

  // The status is set empty first, so the same words said twice are announced twice.
  Playlist.prototype.say = function (text) {
    var status = this.status;
    text = this.notice + text;
    this.notice = "";
    status.textContent = "";
    window.setTimeout(function () { status.textContent = text; }, 50);
  };

  // Plays the story at `index`; past the last one (or with none shown), stops and says so.
  Playlist.prototype.start = function (index) {
    if (index < 0 || index >= this.items.length) {
      var played = this.index >= 0;
      this.index = -1;
      this.player.audio.pause();
      this.mark();
      this.say(played ? "Finished: every story in this list has played." : "No stories are shown to play.");
      return;
    }
    var entry = this.items[index];
    this.index = index;
    this.panel.hidden = false;
    this.say("Playing " + (index + 1) + " of " + this.items.length + ": " + entry.title);
    this.player.label = entry.title;   // what the small bar at the bottom says
    this.player.load(entry.src, entry.type, entry.seconds);
    this.player.play();
    this.mark();
  };

  // The card that plays shows "Pause" and a marked border; the others "Play".
  Playlist.prototype.mark = function () {
    var playing = !this.player.audio.paused, now = this.items[this.index];
    this.all.forEach(function (entry) {
      var current = now !== undefined && entry.card === now.card;
      entry.card.classList.toggle("is-current", current);
      entry.card.classList.toggle("is-playing", current && playing);
      if (entry.label) { entry.label.textContent = current && playing ? "Pause" : "Play"; }
    });
  };

  // A day's "Play all": its recordings one after another, each in its own large player (made by
  // storychop.js before this runs), person by person as the page shows them.
  function DayPlayer(box) {
    var self = this;
    this.players = Array.prototype.map.call(document.querySelectorAll(".day-person .player"), window.StoryChopPlayer.of)
      .filter(function (player) { return player; });
    this.button = box.querySelector(".day-play-button");
    this.label = box.querySelector(".day-play-label");
    this.status = box.querySelector(".day-play-status");
    this.index = -1;
    this.running = false;
    this.button.addEventListener("click", function () { self.toggle(); });
    this.players.forEach(function (player, index) {
      var audio = player.audio;
      audio.addEventListener("play", function () { self.index = index; self.mark(); });
      audio.addEventListener("pause", function () { self.mark(); });
      audio.addEventListener("ended", function () { if (self.running && self.index === index) { self.start(index + 1); } });
    });
    box.hidden = this.players.length === 0;
  }

  DayPlayer.prototype.current = function () { return this.players[this.index]; };

  DayPlayer.prototype.toggle = function () {
    var current = this.current();
    if (current && !current.audio.paused) { current.audio.pause(); return; }
    this.running = true;
    if (current && !current.audio.ended && current.audio.currentTime > 0) { current.play(); } else { this.start(0); }
  };

  DayPlayer.prototype.start = function (index) {
    var player = this.players[index];
    if (!player) {
      this.running = false;
      this.index = -1;
      this.status.textContent = "Finished: every recording of the day has played.";
      this.mark();
      return;
    }
    this.index = index;
    this.status.textContent = "Playing " + (index + 1) + " of " + this.players.length + ": " + player.title();
    player.moveTo(0);
    player.play();
  };

  DayPlayer.prototype.mark = function () {
    var current = this.current(), playing = Boolean(current && !current.audio.paused);
    this.label.textContent = playing ? "Pause" : "Play";
    this.button.parentNode.classList.toggle("is-playing", playing);
  };

  document.addEventListener("DOMContentLoaded", function () {
    var day = document.querySelector(".day-play");
    if (day && window.StoryChopPlayer) { new DayPlayer(day); }
    var box = document.querySelector(".list-player");
    if (!box || !window.StoryChopPlayer) { return; }
    var playlist = new Playlist(box);
    // A list none of whose recordings a browser plays (no card has one) offers no "Play all".
    box.hidden = playlist.all.length === 0;
  });
})();
