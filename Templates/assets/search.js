// Offline search over the sharded index (search/index.js, search/words/N.js,
// search/entries/N.js; see SearchIndex.swift), each part loaded as a script because browsers
// refuse fetch() of local files, and only when a query needs it. A query's words must all
// begin words of an entry; a result shows the words around the first match, marked, and a
// match in a transcript links to that line of its page (e.g. #cue-3), one in a chapter's title
// or keywords to the chapter's moment (#t=760). A story code (GR-4F7K)
// finds its story too, first (story-codes.js). Without JavaScript the page lists the newest
// stories. Index text only ever becomes text nodes.
(function () {
  "use strict";

  var parts = {};   // name ("index", "words/3", "entries/0") → what its file holds
  var folder = "";  // where they are, from the search page (its form's data-index)
  window.StoryChopSearchPart = function (name, data) { parts[name] = data; };

  // Above this many bytes of word files, a query word is matched whole rather than as the
  // start of longer words: "t" alone would load every word that begins with it.
  var PREFIX_BUDGET = 1024 * 1024;
  var SHOWN_AT_ONCE = 20;
  var WORD = /[\p{L}\p{M}\p{N}]+/gu, WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

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

  // A text's words as the index keys them (SearchWords.swift does the same).
  function wordsOf(text) {
    return normalise(text).match(WORD) || [];
  }

  // The original text's ranges [start, end) where a query word begins a word (or is one, when
  // matched whole), in order, merged.
  function matches(text, words) {
    var folded = fold(text), ranges = [];
    words.forEach(function (word) {
      for (var at = folded.text.indexOf(word.text); at !== -1; at = folded.text.indexOf(word.text, at + 1)) {
        var after = at + word.text.length;
        if (at > 0 && WORD_CHARACTER.test(folded.text.charAt(at - 1))) { continue; }
        if (word.whole && after < folded.text.length && WORD_CHARACTER.test(folded.text.charAt(after))) { continue; }
        ranges.push([folded.from[at], folded.from[after]]);
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

  // The first chapter whose title or keywords hold a query word, as a transcript line: the
  // chapter's start, a moment id ("t=760") and its words.
  function chapterLine(entry, words) {
    var found = null;
    (entry.chapters || []).some(function (chapter) {
      var text = chapter[2] ? chapter[1] + " (" + chapter[2] + ")" : chapter[1];
      if (matches(text, words).length > 0) { found = ["t=" + chapter[0], chapter[0], text, true]; }
      return found !== null;
    });
    return found;
  }

  // The first chapter or transcript line with a query word (a link to its moment), else the
  // title, the prompt or what a written entry says (a partners' check-in's words, the day's answers).
  function excerpt(entry, words) {
    var found = null, chapter = chapterLine(entry, words);
    [chapter].concat(entry.lines).some(function (line) {
      if (!line) { return false; }
      var folded = normalise(line[2]);
      var has = words.some(function (word) { return folded.indexOf(word.text) !== -1; });
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
      link.textContent = found.line[3] ? "Chapter at " + clock(found.line[1]) : found.line[1] === null ? "In the transcript" : "At " + clock(found.line[1]);
      paragraph.appendChild(link);
    } else {
      paragraph.appendChild(document.createTextNode(found.label));
    }
    paragraph.appendChild(document.createTextNode(": "));
    // The story's words are in its language; a prompt is in the site's.
    var text = document.createElement("span");
    text.dir = "auto";
    if (entry.lang && found.label !== "Prompt") { text.lang = entry.lang; text.dir = entry.dir; }
    marked(found.text, found.ranges, text);
    paragraph.appendChild(text);
    return paragraph;
  }

  // A result: the entry's title as a link, its date and teller, and the words around the match
  // (or its code, when that is what found it).
  function resultItem(entry, words, byCode) {
    var item = document.createElement("li"), card = document.createElement("div");
    var title = document.createElement("p"), link = document.createElement("a"), meta = document.createElement("p");
    card.className = "story-card";
    title.className = "story-card-title";
    link.href = entry.href;
    link.textContent = entry.title;
    link.dir = entry.dir || "auto";
    if (entry.lang) { link.lang = entry.lang; }
    meta.className = "story-meta";
    meta.dir = "auto";
    meta.textContent = entry.meta;
    title.appendChild(link);
    card.appendChild(title);
    card.appendChild(meta);
    var found = byCode ? window.StoryChopCodes.excerpt(entry) : excerpt(entry, words);
    if (found) { card.appendChild(found); }
    item.appendChild(card);
    return item;
  }

  // Loads the named parts not loaded yet, each with a <script> (relative to the search page),
  // then calls `then`; `failed(file)` if one is missing.
  function load(names, then, failed) {
    var missing = names.filter(function (name, at) { return !parts[name] && names.indexOf(name) === at; });
    var left = missing.length;
    if (left === 0) { then(); return; }
    missing.forEach(function (name) {
      var script = document.createElement("script");
      script.src = folder + name + ".js";
      script.onload = function () { left -= 1; if (left === 0) { then(); } };
      script.onerror = function () { failed("search/" + name + ".js"); };
      document.head.appendChild(script);
    });
  }

  // How a query word is looked up: the words files it needs (the one of the longest prefix
  // that begins it, and those under it when it is that prefix), and whether it must be a whole word.
  function lookup(index, word) {
    var cover = 0;
    index.words.forEach(function (file, number) {
      if (word.indexOf(file[0]) === 0 && file[0].length > index.words[cover][0].length) { cover = number; }
    });
    var files = [cover], bytes = index.words[cover][1];
    if (index.words[cover][0] === word) {
      index.words.forEach(function (file, number) {
        if (number !== cover && file[0].indexOf(word) === 0) { files.push(number); bytes += file[1]; }
      });
    }
    var whole = files.length > 1 && bytes > PREFIX_BUDGET;
    return { text: word, whole: whole, files: whole ? [cover] : files };
  }

  // The entries (numbers, rising) holding every word: a count per entry of the words found so far.
  function entriesWith(index, words) {
    var counts = new Uint8Array(index.entries);
    words.forEach(function (word, position) {
      var seen = new Uint8Array(index.entries);
      word.files.forEach(function (number) {
        var file = parts["words/" + number];
        Object.keys(file).forEach(function (key) {
          if (word.whole ? key !== word.text : key.indexOf(word.text) !== 0) { return; }
          for (var i = 0, entry = 0; i < file[key].length; i += 1) { entry += file[key][i]; seen[entry] = 1; }
        });
      });
      for (var entry = 0; entry < counts.length; entry += 1) {
        if (seen[entry] && counts[entry] === position) { counts[entry] = position + 1; }
      }
    });
    var found = [];
    for (var at = 0; at < counts.length; at += 1) { if (words.length > 0 && counts[at] === words.length) { found.push(at); } }
    return found;
  }

  function plural(count) {
    return count === 0 ? "Nothing matches." : count === 1 ? "1 match." : count.toLocaleString("en") + " matches.";
  }

  document.addEventListener("DOMContentLoaded", function () {
    var form = document.querySelector("form.search-form");
    var input = document.getElementById("search-input");
    var status = document.getElementById("search-status");
    var list = document.getElementById("search-results");
    var browse = document.getElementById("search-browse");
    var more = document.getElementById("search-more");
    if (!form || !input || !list || !more) { return; }
    form.hidden = false;
    folder = form.getAttribute("data-index").replace(/index\.js$/, "");
    var asked = 0;   // the latest query's number: what an earlier one loads late is dropped
    var found = [], words = [], shown = 0, byCode = [];
    var codes = window.StoryChopCodes || { keys: function () { return []; } };

    function failed(file) { status.textContent = "Part of the search index (" + file + ") is missing: build the site again."; }

    // The next results' entries files, then their items.
    function showMore(query) {
      var next = found.slice(shown, shown + SHOWN_AT_ONCE), index = parts.index;
      var names = next.map(function (entry) { return "entries/" + Math.floor(entry / index.perFile); });
      load(names, function () {
        if (query !== asked) { return; }
        next.forEach(function (entry) {
          var file = parts["entries/" + Math.floor(entry / index.perFile)];
          list.appendChild(resultItem(file[entry % index.perFile], words, byCode.indexOf(entry) !== -1));
        });
        shown += next.length;
        more.parentNode.hidden = shown >= found.length;
      }, failed);
    }

    function run() {
      var query = ++asked, typed = wordsOf(input.value);
      var searching = typed.length > 0;
      list.hidden = !searching;
      if (browse) { browse.hidden = searching; }
      list.textContent = "";
      more.parentNode.hidden = true;
      if (!searching) { status.textContent = ""; return; }
      load(["index"], function () {
        var index = parts.index;
        var planned = typed.map(function (word) { return lookup(index, word); });
        var keys = codes.keys(input.value);
        var numbers = planned.map(function (word) { return word.files; }).concat(keys.map(function (key) { return codes.files(index, key); }));
        var files = [].concat.apply([], numbers).map(function (n) { return "words/" + n; });
        load(files, function () {
          if (query !== asked) { return; }
          words = planned;
          byCode = keys.length > 0 ? codes.entries(index, parts, keys) : [];
          found = byCode.concat(entriesWith(index, planned).filter(function (entry) { return byCode.indexOf(entry) === -1; }));
          shown = 0;
          var whole = planned.filter(function (word) { return word.whole; }).map(function (word) { return "“" + word.text + "”"; });
          status.textContent = plural(found.length) + (whole.length === 0 ? "" :
            " " + whole.join(", ") + (whole.length === 1 ? " is" : " are") + " matched as a whole word: type more of a longer one to find it.");
          showMore(query);
        }, failed);
      }, failed);
    }

    var pause = null;
    form.addEventListener("submit", function (event) { event.preventDefault(); run(); });
    input.addEventListener("input", function () { window.clearTimeout(pause); pause = window.setTimeout(run, 150); });
    input.addEventListener("focus", function () { load(["index"], function () {}, failed); });
    more.addEventListener("click", function () { showMore(asked); });
    var query = new URLSearchParams(window.location.search).get("q");
    if (query) { input.value = query; run(); }
  });
})();
