// Offline search over window.STORYCHOP_SEARCH (search/index.js, loaded as a script because
// browsers refuse fetch() of local files). Without JavaScript the page lists every story; the
// journals' day entries are found in the index and shown as links to their day's page.
// A result shows the words around the first match, marked; a match in a transcript links to
// that line of the story page (its id, e.g. #cue-3). Index text only ever becomes text nodes.
(function () {
  "use strict";

  // Lower-cased, accents removed, a final sigma as any sigma: what a query and the text are
  // compared as. Whole strings at once: thirty times quicker than `fold` over a large index.
  function normalise(text) {
    return text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/\u03c2/g, "\u03c3");
  }

  // `normalise` one code point at a time, with where each folded character came from, so a
  // match found in the folded text can be marked in the original. Only for the line shown.
  function fold(text) {
    var folded = "", from = [];
    for (var i = 0; i < text.length;) {
      var size = text.codePointAt(i) > 0xffff ? 2 : 1;
      var part = normalise(text.substr(i, size));
      for (var k = 0; k < part.length; k += 1) { from.push(i); }
      folded += part;
      i += size;
    }
    from.push(text.length);
    return { text: folded, from: from };
  }

  // The player's clock ("4:31"): player.js is loaded on every page before this script.
  function clock(seconds) {
    return window.StoryChopPlayer.clock(seconds);
  }

  // The original text's ranges [start, end) where any of `words` occurs, in order, merged.
  function matches(text, words) {
    var folded = fold(text), ranges = [];
    words.forEach(function (word) {
      for (var at = folded.text.indexOf(word); at !== -1; at = folded.text.indexOf(word, at + word.length)) {
        ranges.push([folded.from[at], folded.from[at + word.length]]);
      }
    });
    ranges.sort(function (a, b) { return a[0] - b[0]; });
    return ranges.reduce(function (merged, range) {
      var last = merged[merged.length - 1];
      if (last && range[0] <= last[1]) { last[1] = Math.max(last[1], range[1]); } else { merged.push(range); }
      return merged;
    }, []);
  }

  // Text nodes and <mark>s for the words around the first match: a long paragraph is cut to them.
  function marked(text, ranges, into) {
    var start = 0, end = text.length, before = 60, after = 120;
    if (text.length > before + after) {
      start = Math.max(0, ranges[0][0] - before);
      end = Math.min(text.length, ranges[0][0] + after);
      if (start > 0) { start = text.indexOf(" ", start) + 1 || start; }
      if (end < text.length) { end = text.lastIndexOf(" ", end) > ranges[0][1] ? text.lastIndexOf(" ", end) : end; }
    }
    if (start > 0) { into.appendChild(document.createTextNode("…")); }
    var at = start;
    ranges.forEach(function (range) {
      if (range[1] <= at || range[0] >= end) { return; }
      into.appendChild(document.createTextNode(text.slice(at, Math.max(at, range[0]))));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(Math.max(at, range[0]), Math.min(end, range[1]));
      into.appendChild(mark);
      at = Math.min(end, range[1]);
    });
    into.appendChild(document.createTextNode(text.slice(at, end) + (end < text.length ? "…" : "")));
  }

  // The first transcript line with a query word (a link to it), else the title, the prompt or
  // what a written entry says (a partners' check-in's words, the day's answers).
  // `folded` is the entry's lines as `normalise` makes them.
  function excerpt(entry, folded, words) {
    var found = null;
    entry.lines.some(function (line, position) {
      var has = words.some(function (word) { return folded[position].indexOf(word) !== -1; });
      var ranges = has ? matches(line[2], words) : [];
      if (ranges.length > 0) { found = { line: line, text: line[2], ranges: ranges }; }
      return found !== null;
    });
    [["Title", entry.title], ["Prompt", entry.prompt || ""], ["Written", entry.written || ""]].some(function (field) {
      var ranges = found ? [] : matches(field[1], words);
      if (ranges.length > 0) { found = { label: field[0], text: field[1], ranges: ranges }; }
      return found !== null;
    });
    if (!found) { return null; }
    var paragraph = document.createElement("p");
    paragraph.className = "search-excerpt";
    if (found.line) {
      var link = document.createElement("a");
      link.href = entry.href.split("#")[0] + "#" + found.line[0];   // a day entry's href has its own
      link.textContent = found.line[1] === null ? "In the transcript" : "At " + clock(found.line[1]);
      paragraph.appendChild(link);
    } else {
      paragraph.appendChild(document.createTextNode(found.label));
    }
    paragraph.appendChild(document.createTextNode(": "));
    // The story's words are in its language; a prompt is in the site's.
    var words = document.createElement("span");
    words.dir = "auto";
    if (entry.lang && found.label !== "Prompt") { words.lang = entry.lang; words.dir = entry.dir; }
    marked(found.text, found.ranges, words);
    paragraph.appendChild(words);
    return paragraph;
  }

  document.addEventListener("DOMContentLoaded", function () {
    var form = document.querySelector("form.search-form");
    var input = document.getElementById("search-input");
    var status = document.getElementById("search-status");
    var list = document.getElementById("search-results");
    if (!form || !input || !list) { return; }

    var index = null, entries = {}, haystacks = null, foldedLines = {}, waiting = null;
    var items = Array.prototype.slice.call(list.querySelectorAll("li[data-href]"));
    form.hidden = false;

    // The index holds every transcript line, megabytes for a large family: it is loaded when the
    // reader starts to search (or the page is opened with ?q=), so the page itself opens at once.
    function withIndex(then) {
      if (index) { then(); return; }
      var loading = waiting !== null;
      waiting = then;   // what to do once loaded: the latest asked for
      if (loading) { return; }
      var script = document.createElement("script");
      script.src = form.getAttribute("data-index");
      script.onload = function () {
        index = window.STORYCHOP_SEARCH || [];
        index.forEach(function (entry) { entries[entry.href] = entry; });
        waiting();
      };
      script.onerror = function () { status.textContent = "The search index (search/index.js) is missing: build the site again."; };
      document.head.appendChild(script);
    }

    // A result for an entry the page does not list (a journal's day entry: the page lists the
    // stories only, so it stays small): its title as a link, made from the index as text.
    function itemFor(entry) {
      var item = document.createElement("li"), card = document.createElement("div");
      var title = document.createElement("p"), link = document.createElement("a");
      item.setAttribute("data-href", entry.href);
      card.className = "story-card";
      title.className = "story-card-title";
      link.href = entry.href;
      link.textContent = entry.title;
      link.dir = entry.dir || "auto";
      if (entry.lang) { link.lang = entry.lang; }
      title.appendChild(link);
      card.appendChild(title);
      item.appendChild(card);
      item.hidden = true;
      list.appendChild(item);
      return item;
    }

    // Made at the first search, not when the page opens.
    function prepare() {
      var listed = {};
      items.forEach(function (item) { listed[item.getAttribute("data-href")] = true; });
      index.forEach(function (entry) { if (!listed[entry.href]) { items.push(itemFor(entry)); } });
      haystacks = {};
      index.forEach(function (entry) {
        var lines = entry.lines.map(function (line) { return normalise(line[2]); });
        foldedLines[entry.href] = lines;
        haystacks[entry.href] = [normalise(entry.title), normalise(entry.prompt || ""), normalise(entry.text),
                                 normalise(entry.written || "")]
          .concat(lines).join("\n");
      });
    }

    function run() {
      var words = normalise(input.value).split(/\s+/).filter(Boolean);
      if (!haystacks) { prepare(); }
      var shown = 0;
      items.forEach(function (item) {
        var href = item.getAttribute("data-href"), text = haystacks[href] || "";
        var match = words.every(function (word) { return text.indexOf(word) !== -1; });
        item.hidden = !match;
        Array.prototype.forEach.call(item.querySelectorAll(".search-excerpt"), function (old) { old.remove(); });
        if (!match) { return; }
        shown += 1;
        var found = words.length > 0 && entries[href] ? excerpt(entries[href], foldedLines[href], words) : null;
        if (found) { (item.querySelector(".story-card") || item).appendChild(found); }
      });
      status.textContent = words.length === 0 ? "" :
        (shown === 0 ? "Nothing matches." : shown === 1 ? "1 match." : shown + " matches.");
    }

    form.addEventListener("submit", function (event) { event.preventDefault(); withIndex(run); });
    input.addEventListener("input", function () { withIndex(run); });
    input.addEventListener("focus", function () { withIndex(function () {}); });
    var query = new URLSearchParams(window.location.search).get("q");
    if (query) { input.value = query; withIndex(run); }
  });
})();
