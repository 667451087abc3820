// Offline search over window.STORYCHOP_SEARCH (search/index.js, loaded as a script because
// browsers refuse fetch() of local files). Without JavaScript the page lists every story.
(function () {
  "use strict";

  function normalise(text) {
    return (text || "").toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }

  document.addEventListener("DOMContentLoaded", function () {
    var form = document.querySelector("form.search-form");
    var input = document.getElementById("search-input");
    var status = document.getElementById("search-status");
    var list = document.getElementById("search-results");
    var index = window.STORYCHOP_SEARCH;
    if (!form || !input || !list || !index) { return; }

    var haystacks = {};
    index.forEach(function (entry) {
      haystacks[entry.href] = normalise(entry.title + " " + entry.text + " " + entry.words);
    });
    var items = Array.prototype.slice.call(list.querySelectorAll("li[data-href]"));
    form.hidden = false;

    function run() {
      var words = normalise(input.value).split(/\s+/).filter(Boolean);
      var shown = 0;
      items.forEach(function (item) {
        var text = haystacks[item.getAttribute("data-href")] || "";
        var match = words.every(function (word) { return text.indexOf(word) !== -1; });
        item.hidden = !match;
        if (match) { shown += 1; }
      });
      status.textContent = words.length === 0 ? "" :
        (shown === 0 ? "No stories match." : shown === 1 ? "1 story matches." : shown + " stories match.");
    }

    form.addEventListener("submit", function (event) { event.preventDefault(); run(); });
    input.addEventListener("input", run);
    var query = new URLSearchParams(window.location.search).get("q");
    if (query) { input.value = query; run(); }
  });
})();
