// Story codes in the search (search.js asks): a code copied from the book, GR-4F7K, finds its
// story in any form StoryCode.matches accepts (StoryCode.swift reads it the same way, to the
// character): any case, spaces, no dash, O for 0, I or L for 1, other initials before the dash
// (they are only a hint). The index keeps each story's code characters as "#4F7K" among its words.
(function () {
  "use strict";

  var SEPARATOR = /[ \t\-_.\u2010-\u2014\u2212\u00a0]/, LETTER_OR_DIGIT = /[A-Z0-9]/;
  var HINT = /^[A-Z]{2}$/, DIGITS = /^[0-9A-HJKMNP-TV-Z]{4,}$/;   // Crockford: no I, L, O, U

  // The code characters a query may stand for, each as its key in the index ("#4F7K"):
  // "GR-4F7K" → the hint GR and 4F7K; "GR4F7K" → GR4F7K or 4F7K; none when it cannot be a code.
  function keys(query) {
    var groups = [], current = "", text = query.toUpperCase();
    for (var i = 0; i < text.length; i += 1) {
      var character = text.charAt(i);
      if (SEPARATOR.test(character)) {
        if (current) { groups.push(current); }
        current = "";
      } else if (LETTER_OR_DIGIT.test(character)) {
        current += character;
      } else {
        return [];
      }
    }
    if (current) { groups.push(current); }
    if (groups.length === 0) { return []; }
    var joined = groups.join(""), readings = [joined];
    if (groups.length > 1 && HINT.test(groups[0])) {
      readings = [groups.slice(1).join("")];
    } else if (HINT.test(joined.slice(0, 2))) {
      readings.push(joined.slice(2));
    }
    return readings.map(function (reading) { return reading.replace(/O/g, "0").replace(/[IL]/g, "1"); })
      .filter(function (reading) { return DIGITS.test(reading); })
      .map(function (reading) { return "#" + reading; });
  }

  // The words files a key may be in: those whose prefix begins it (a key that is the start of
  // a longer code) and those beginning with it.
  function files(index, key) {
    var numbers = [];
    index.words.forEach(function (file, number) {
      if (key.indexOf(file[0]) === 0 || file[0].indexOf(key) === 0) { numbers.push(number); }
    });
    return numbers;
  }

  // The entries (numbers, rising) whose code begins with a key or begins it: a code printed
  // with five characters still finds its story when the site needs only four, and the four
  // first characters of a longer code find it (and the story sharing them).
  function entries(index, parts, keys) {
    var seen = {};
    keys.forEach(function (key) {
      files(index, key).forEach(function (number) {
        var file = parts["words/" + number];
        Object.keys(file).forEach(function (word) {
          if (word.charAt(0) !== "#" || (word.indexOf(key) !== 0 && key.indexOf(word) !== 0)) { return; }
          for (var i = 0, entry = 0; i < file[word].length; i += 1) { entry += file[word][i]; seen[entry] = true; }
        });
      });
    });
    return Object.keys(seen).map(Number).sort(function (a, b) { return a - b; });
  }

  // "Story code: GR-4F7K", the code marked: what a result found by its code shows.
  function excerpt(entry) {
    var paragraph = document.createElement("p"), mark = document.createElement("mark");
    paragraph.className = "search-excerpt";
    mark.textContent = entry.code;
    paragraph.appendChild(document.createTextNode("Story code: "));
    paragraph.appendChild(mark);
    return paragraph;
  }

  window.StoryChopCodes = { keys: keys, files: files, entries: entries, excerpt: excerpt };
})();
