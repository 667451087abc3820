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

  // The cards shown now, in the page's order (search hides the ones that do not match).
  function shownItems() {
    return Array.prototype.filter.call(document.querySelectorAll(".story-card[data-src]"), function (card) {
      return !card.closest("[hidden]");
    }).map(item);
  }

  function Playlist(box) {
    this.items = shownItems();
    this.all = this.items.slice();
    this.box = box;
    this.panel = box.querySelector(".list-audio");
    this.status = box.querySelector(".now-playing");
    this.player = new window.StoryChopPlayer.Player(this.panel, this.panel.querySelector("audio"));
    this.index = -1;
    this.bind();
  }

  Playlist.prototype.bind = function () {
    var self = this, audio = this.player.audio;
    this.box.querySelector(".play-all").addEventListener("click", function () { self.refresh(); self.start(0); });
    this.box.querySelector(".player-next").addEventListener("click", function () { self.start(self.index + 1); });
    this.all.forEach(function (entry) {
      if (!entry.button) { return; }
      entry.button.parentNode.hidden = false;
      entry.button.addEventListener("click", function () {
        var playing = self.items[self.index];
        if (playing && playing.card === entry.card) { self.player.toggle(); return; }
        self.refresh();
        self.start(self.items.findIndex(function (shown) { return shown.card === entry.card; }));
      });
    });
    audio.addEventListener("ended", function () { self.start(self.index + 1); });
    ["play", "pause"].forEach(function (name) { audio.addEventListener(name, function () { self.mark(); }); });
    this.box.hidden = false;
  };

  // The stories to play in a row are the ones shown when a play button is pressed.
  Playlist.prototype.refresh = function () {
    this.items = shownItems();
  };

  // Plays the story at `index`; past the last one, says the list is done.
  Playlist.prototype.start = function (index) {
    if (index >= this.items.length) {
      this.index = -1;
      this.mark();
      this.status.textContent = "Finished: every story on this page has played.";
      return;
    }
    var item = this.items[index];
    this.index = index;
    this.panel.hidden = false;
    this.status.textContent = "Playing " + (index + 1) + " of " + this.items.length + ": " + item.title;
    this.player.load(item.src, item.type, item.seconds);
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

  document.addEventListener("DOMContentLoaded", function () {
    var box = document.querySelector(".list-player");
    if (box && window.StoryChopPlayer) { new Playlist(box); }
  });
})();
