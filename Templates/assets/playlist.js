// Listening in a row: on a list of stories, "Play all" plays them one after another, and each
// card's play button plays its story (and then the ones after it). The status line says what is
// playing, for everyone and for screen readers. Without this script the lists are plain links.
(function () {
  "use strict";

  function Playlist(box) {
    var cards = Array.prototype.slice.call(document.querySelectorAll(".story-card[data-src]"));
    this.items = cards.map(function (card) {
      var link = card.querySelector(".story-card-title a");
      return {
        card: card, src: card.getAttribute("data-src"), type: card.getAttribute("data-type"),
        seconds: card.getAttribute("data-duration"), title: link ? link.textContent : "",
        button: card.querySelector(".card-play"), label: card.querySelector(".card-play-label")
      };
    });
    this.box = box;
    this.panel = box.querySelector(".list-audio");
    this.status = box.querySelector(".now-playing");
    this.player = new window.StoryChopPlayer.Player(this.panel, this.panel.querySelector("audio"));
    this.index = -1;
    this.bind();
  }

  Playlist.prototype.bind = function () {
    var self = this, audio = this.player.audio;
    this.box.querySelector(".play-all").addEventListener("click", function () { self.start(0); });
    this.box.querySelector(".player-next").addEventListener("click", function () { self.start(self.index + 1); });
    this.items.forEach(function (item, index) {
      if (!item.button) { return; }
      item.button.parentNode.hidden = false;
      item.button.addEventListener("click", function () {
        if (index === self.index) { self.player.toggle(); } else { self.start(index); }
      });
    });
    audio.addEventListener("ended", function () { self.start(self.index + 1); });
    ["play", "pause"].forEach(function (name) { audio.addEventListener(name, function () { self.mark(); }); });
    this.box.hidden = false;
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
    var self = this, playing = !this.player.audio.paused;
    this.items.forEach(function (item, index) {
      var current = index === self.index;
      item.card.classList.toggle("is-current", current);
      if (item.label) { item.label.textContent = current && playing ? "Pause" : "Play"; }
    });
  };

  document.addEventListener("DOMContentLoaded", function () {
    var box = document.querySelector(".list-player");
    if (box && window.StoryChopPlayer) { new Playlist(box); }
  });
})();
