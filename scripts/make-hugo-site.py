#!/usr/bin/env python3
"""Writes a Hugo site equivalent to the one `storychop build` makes of an archive, for bench.sh.

    python3 scripts/make-hugo-site.py ARCHIVE OUT

ARCHIVE is an ingested StoryChop archive (the folder holding storychop.yml). It is read rather
than the corpus that was ingested, because it is what `storychop build` reads: titles, dates,
ids and categories are already resolved there, so both generators get the same stories.

OUT gets (replaced whole when it was made by this script before):
  config.toml             title, baseURL, taxonomies: categories, narrators, years; RSS for the
                          home page only (StoryChop writes one feed); no 404 page (StoryChop has none)
  layouts/_default/       baseof, single, list, terms: minimal hand-written HTML, no theme
  layouts/days/, layouts/day-months/, layouts/day-people/   the Days pages (below)
  content/stories/ID.md   one page a story: JSON front matter (title, date, the three
                          taxonomies, prompt, mood, duration, audio file) and the full transcript
                          in Markdown (timed WebVTT cues become one paragraph each, with the time)
  static/stories/ID/      the story's audio, transcript and story.json, hard-linked from the
                          archive as StoryChop links them into its site (copied when the disk
                          cannot link); Hugo then copies static/ into its public folder
and, when the archive has day entries (days/ID/entry.json, from journals), the Days pages
StoryChop makes of them, at the same paths:
  content/days/DAY.md     a page a day with entries, /days/YYYY-MM-DD/: each person's column
                          (their entries: time, mood, prompt, player, transcript, or "No entry
                          yet"), the stories recorded that day, the earlier and later day
  content/day-months/     a calendar page a month with entries, /days/YYYY/MM/: every day of
                          the month, linking the days with entries and showing each person's mood
  content/day-people/     a page a person, /days/people/SLUG/: their days by month, newest first
  content/days/_index.md  /days/: the people and the months
  static/days/DAY/ID/     each entry's files (audio, transcript, entry.json), hard-linked
The Days pages are left out of the site-wide page lists (Hugo's `_build: list: local`), so the
home page's RSS feed holds the stories alone, as StoryChop's feeds do by default.
Standard library only. Prints one summary line.
"""
import datetime
import json
import os
import re
import shutil
import sys

MARKER = ".made-by-make-hugo-site"
MIME = {"wav": "audio/wav", "m4a": "audio/mp4", "mp3": "audio/mpeg", "ogg": "audio/ogg",
        "opus": "audio/ogg", "flac": "audio/flac", "caf": "audio/x-caf"}
MOODS = ["Low", "Down", "Okay", "Happy", "Amazing"]

CONFIG = """baseURL = "https://example.org/"
title = {title}
languageCode = {language}
# Pages open from file:// like StoryChop's (no server), so links are made relative.
relativeURLs = true
disableKinds = ["404", "robotsTXT"]

[taxonomies]
  category = "categories"
  narrator = "narrators"
  year = "years"

[outputs]
  home = ["HTML", "RSS"]
  section = ["HTML"]
  taxonomy = ["HTML"]
  term = ["HTML"]
"""

BASEOF = """<!DOCTYPE html>
<html lang="{{ site.LanguageCode }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ if not .IsHome }}{{ .Title }} · {{ end }}{{ site.Title }}</title>
<style>body{font:1.3rem/1.6 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem}</style>
{{ with site.Home.OutputFormats.Get "rss" }}<link rel="alternate" type="application/rss+xml" href="{{ .RelPermalink }}" title="{{ site.Title }}">{{ end }}
</head>
<body>
<a href="#main">Skip to the story</a>
<header><p><a href="{{ site.Home.RelPermalink }}">{{ site.Title }}</a></p>
<nav aria-label="Browse"><a href="{{ "stories/" | relURL }}">All stories</a>
<a href="{{ "categories/" | relURL }}">Prompts</a> <a href="{{ "narrators/" | relURL }}">People</a>
<a href="{{ "years/" | relURL }}">Years</a> <a href="{{ "days/" | relURL }}">Days</a></nav></header>
<main id="main">{{ block "main" . }}{{ end }}</main>
<footer><p>Your voice is yours. We never share without your permission.</p></footer>
</body>
</html>
"""

SINGLE = """{{ define "main" }}
<article>
<h1>{{ .Title }}</h1>
{{ with .Params.prompt }}<p>{{ . }}</p>{{ end }}
<dl>
<dt>Told by</dt><dd>{{ range .GetTerms "narrators" }}<a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a>{{ end }}</dd>
<dt>Prompt</dt><dd>{{ range .GetTerms "categories" }}<a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a>{{ end }}</dd>
<dt>Recorded</dt><dd><time datetime="{{ .Date.Format "2006-01-02" }}">{{ .Date.Format "2 January 2006" }}</time>
 ({{ range .GetTerms "years" }}<a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a>{{ end }})</dd>
<dt>Length</dt><dd>{{ .Params.length }}</dd>
{{ with .Params.mood }}<dt>Mood</dt><dd>{{ . }}</dd>{{ end }}
</dl>
<audio controls preload="none" aria-label="Play {{ .Title }}"><source src="{{ .Params.audio }}" type="{{ .Params.audio_type }}"></audio>
<p><a href="{{ .Params.audio }}" download>Download the recording</a></p>
<h2>Transcript</h2>
{{ with .Content }}{{ . }}{{ else }}<p>Transcript unavailable</p>{{ end }}
<nav aria-label="Older and newer">
{{ with .NextInSection }}<a href="{{ .RelPermalink }}">Older: {{ .Title }}</a>{{ end }}
{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">Newer: {{ .Title }}</a>{{ end }}
</nav>
</article>
{{ end }}
"""

# Home, the story list (section) and each term page: lists of stories, newest first.
LIST = """{{ define "main" }}
<h1>{{ if .IsHome }}{{ site.Title }}{{ else }}{{ .Title }}{{ end }}</h1>
{{ $stories := where site.RegularPages "Section" "stories" }}
{{ if .IsHome }}
  {{ with index $stories 0 }}<h2>Featured</h2><p><a href="{{ .RelPermalink }}">{{ .Title }}</a></p>{{ end }}
  <h2>Recent stories</h2>
  <ul>{{ range first 5 $stories }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>
  <p><a href="{{ "stories/" | relURL }}">View all stories</a></p>
  {{ range $name, $terms := site.Taxonomies }}
    <h2>By {{ $name }}</h2>
    <ul>{{ range $terms.Alphabetical }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> ({{ .Count }})</li>{{ end }}</ul>
  {{ end }}
{{ else }}
  <ul>
  {{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a>
    <time datetime="{{ .Date.Format "2006-01-02" }}">{{ .Date.Format "2 January 2006" }}</time>,
    {{ .Params.length }}, {{ .Params.narrator }} — {{ .Params.prompt }}</li>
  {{ end }}
  </ul>
{{ end }}
{{ end }}
"""

TERMS = """{{ define "main" }}
<h1>{{ .Title }}</h1>
<ul>{{ range .Data.Terms.Alphabetical }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> ({{ .Count }})</li>{{ end }}</ul>
{{ end }}
"""

# The Days pages. A mood as StoryChop marks it: its scale and value as a class, and its word.
MOOD_MARK = """<span class="mood-mark mood-{{ .scale }}-{{ .value }}">{{ .word }}</span>"""

# /days/: the people and the months, newest first, by year.
DAYS_INDEX = """{{ define "main" }}
<h1>{{ .Title }}</h1>
<p>The family's journals, day by day: daily check-ins, voice notes and evening moods. Choose a month to see each day, or a person to see their days.</p>
<h2>People</h2>
<ul>{{ range (site.GetPage "/day-people").Pages.ByTitle }}<li><a href="{{ .RelPermalink }}">{{ .Params.person }}</a></li>{{ end }}</ul>
<h2>Months</h2>
{{ range ((site.GetPage "/day-months").Pages.GroupByDate "2006") }}
<h3>{{ .Key }}</h3>
<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>
{{ end }}
{{ end }}
"""

# A day: each person's entries side by side, then the stories recorded that day.
DAY = """{{ define "main" }}
<article class="day-page">
<h1><time datetime="{{ .Date.Format "2006-01-02" }}">{{ .Date.Format "Monday 2 January 2006" }}</time></h1>
{{ with site.GetPage (printf "/day-months/%s" (.Date.Format "2006-01")) }}<p><a href="{{ .RelPermalink }}">All of {{ .Title }}</a></p>{{ end }}
{{ $date := .Date }}
{{ range .Params.people }}
{{ $name := .name }}
<section class="day-person" aria-labelledby="person-{{ .slug }}">
<h2 id="person-{{ .slug }}">{{ with site.GetPage (printf "/day-people/%s" .slug) }}<a href="{{ .RelPermalink }}">{{ $name }}</a>{{ end }}</h2>
{{ range .entries }}
<div class="day-entry" id="entry-{{ .id }}">
<h3>{{ .heading }}{{ with .recorded }} at <time datetime="{{ . }}">{{ (time .).Format "15:04" }}</time>{{ end }}</h3>
<dl>
{{ with .mood }}<dt>Mood</dt><dd>""" + MOOD_MARK + """</dd>{{ end }}
{{ with .prompt }}<dt>Prompt</dt><dd>{{ . }}</dd>{{ end }}
{{ with .factors }}<dt>Factors</dt><dd><ul>{{ range . }}<li>{{ . }}</li>{{ end }}</ul></dd>{{ end }}
</dl>
{{ $heading := .heading }}
{{ with .audio }}
<audio controls preload="none" aria-label="Recording: {{ $name }}'s {{ lower $heading }}, {{ $date.Format "2 January 2006" }}"><source src="{{ .src }}" type="{{ .type }}"></audio>
<p><a href="{{ .src }}" download>Download the original recording</a> {{ .details }}</p>
{{ end }}
{{ with .transcript }}
<div class="entry-transcript">{{ range first 3 . }}<p>{{ . }}</p>{{ end }}</div>
{{ with after 3 . }}<details><summary>Show the whole transcript</summary>{{ range . }}<p>{{ . }}</p>{{ end }}</details>{{ end }}
{{ else }}{{ if .audio }}<p>Transcript unavailable.</p>{{ end }}{{ end }}
<p><a href="{{ .id }}/entry.json">Details for archivists (entry.json)</a></p>
</div>
{{ else }}
<p>No entry yet.</p>
{{ end }}
</section>
{{ end }}
{{ with .Params.stories }}
<section><h2>Stories recorded this day</h2>
<ul>{{ range . }}{{ with site.GetPage (printf "/stories/%s" .) }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a>, {{ .Params.length }}, {{ .Params.narrator }} — {{ .Params.prompt }}</li>{{ end }}{{ end }}</ul>
</section>
{{ end }}
</article>
<nav aria-label="Other days">
{{ with .CurrentSection.Pages.Prev . }}<a href="{{ .RelPermalink }}" rel="prev">Earlier day {{ .Title }}</a>{{ end }}
{{ with .CurrentSection.Pages.Next . }}<a href="{{ .RelPermalink }}" rel="next">Later day {{ .Title }}</a>{{ end }}
</nav>
{{ end }}
"""

# A month's calendar: every day of it; a day with entries links to its page with each mood.
DAY_MONTH = """{{ define "main" }}
<h1>{{ .Title }}</h1>
<p>Each day shows each person's mood. Choose a day to listen to it.</p>
<nav aria-label="Other months">
{{ with .CurrentSection.Pages.Prev . }}<a href="{{ .RelPermalink }}" rel="prev">Earlier: {{ .Title }}</a>{{ end }}
{{ with .CurrentSection.Pages.Next . }}<a href="{{ .RelPermalink }}" rel="next">Later: {{ .Title }}</a>{{ end }}
</nav>
<div aria-hidden="true"><span>Mon</span><span>Tue</span><span>Wed</span><span>Thu</span><span>Fri</span><span>Sat</span><span>Sun</span></div>
{{ $first := .Date }}
{{ $column := add (mod (add (int $first.Weekday) 6) 7) 1 }}
<ol class="day-grid">
{{ range seq ($first.AddDate (int 0) (int 1) (int -1)).Day }}
{{ $date := $first.AddDate (int 0) (int 0) (int (sub . 1)) }}
{{ $number := . }}
{{ with site.GetPage (printf "/days/%s" ($date.Format "2006-01-02")) }}
<li class="day-cell{{ if and (eq $number 1) (gt $column 1) }} start-{{ $column }}{{ end }}"><a href="{{ .RelPermalink }}"><span aria-hidden="true">{{ $number }}</span><span class="visually-hidden">{{ $date.Format "Monday 2 January 2006" }}</span>
{{ range .Params.people }}{{ $name := .name }}{{ range first 1 .entries }}<span class="day-mark">{{ $name }}: {{ with .mood }}""" + MOOD_MARK + """{{ else }}{{ .heading }}{{ end }}</span>{{ end }}{{ end }}
</a></li>
{{ else }}
<li class="day-cell day-quiet{{ if and (eq $number 1) (gt $column 1) }} start-{{ $column }}{{ end }}"><span aria-hidden="true">{{ $number }}</span><span class="visually-hidden">{{ $date.Format "Monday 2 January 2006" }}</span></li>
{{ end }}
{{ end }}
</ol>
{{ end }}
"""

# A person's days, by month, newest first.
DAY_PERSON = """{{ define "main" }}
{{ $name := .Params.person }}
<h1>{{ .Title }}</h1>
<p>The days with an entry, newest first.</p>
{{ range (where (site.GetPage "/days").Pages "Params.persons" "intersect" (slice $name)).GroupByDate "January 2006" }}
<section>
<h2>{{ with site.GetPage (printf "/day-months/%s" ((index .Pages 0).Date.Format "2006-01")) }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</h2>
<ul>
{{ range .Pages }}<li><a href="{{ .RelPermalink }}"><time datetime="{{ .Date.Format "2006-01-02" }}">{{ .Date.Format "Monday 2 January 2006" }}</time></a>
{{ range .Params.people }}{{ if eq .name $name }}{{ range .entries }} <span>{{ .heading }}{{ with .mood }}: """ + MOOD_MARK + """{{ end }}</span>{{ end }}{{ end }}{{ end }}</li>
{{ end }}
</ul>
</section>
{{ end }}
{{ end }}
"""

# Hugo's own sitemap (0.111's, less its translations, this site having one language) over its
# pages and the Days pages, which are left out of site-wide lists; StoryChop's sitemap has them.
SITEMAP = """{{ printf "<?xml version=\\"1.0\\" encoding=\\"utf-8\\" standalone=\\"yes\\"?>" | safeHTML }}
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
  xmlns:xhtml="http://www.w3.org/1999/xhtml">
  {{- $days := slice }}{{ with site.GetPage "/days" }}{{ $days = $days | append . }}{{ end }}
  {{- range slice "/days" "/day-months" "/day-people" }}{{ with site.GetPage . }}{{ $days = $days | append .Pages }}{{ end }}{{ end }}
  {{ range .Data.Pages | append $days }}
    {{- if .Permalink -}}
  <url>
    <loc>{{ .Permalink }}</loc>{{ if not .Lastmod.IsZero }}
    <lastmod>{{ safeHTML ( .Lastmod.Format "2006-01-02T15:04:05-07:00" ) }}</lastmod>{{ end }}{{ with .Sitemap.ChangeFreq }}
    <changefreq>{{ . }}</changefreq>{{ end }}{{ if ge .Sitemap.Priority 0.0 }}
    <priority>{{ .Sitemap.Priority }}</priority>{{ end }}
  </url>
    {{- end -}}
  {{ end }}
</urlset>
"""

# Markdown punctuation that could turn transcript words into markup; escaped with a backslash.
MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#|~!])")


def md_text(text):
    text = MD_SPECIAL.sub(r"\\\1", text)
    return re.sub(r"^(\s*)([0-9]+)([.)])", r"\1\2\\\3", re.sub(r"^(\s*)([-+=])", r"\1\\\2", text))


def clock(seconds):
    m, s = divmod(int(seconds), 60)
    h, m = divmod(m, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def vtt_cues(text):
    """(start seconds, text) of each WebVTT cue; enough of WebVTT for transcripts."""
    cues = []
    for block in re.split(r"\n\s*\n", text.replace("\r\n", "\n")):
        lines = block.strip("\n").split("\n")
        for i, line in enumerate(lines):
            if "-->" in line:
                start = line.split("-->")[0].strip().split(":")
                seconds = sum(float(x) * 60 ** k for k, x in enumerate(reversed(start)))
                cues.append((seconds, " ".join(lines[i + 1:]).strip()))
                break
    return cues


def transcript_markdown(story_dir, transcript):
    if not transcript:
        return ""
    with open(os.path.join(story_dir, transcript["file"]), encoding="utf-8") as f:
        text = f.read()
    if transcript.get("format") == "vtt":
        return "\n\n".join(f"**{clock(start)}** {md_text(cue)}" for start, cue in vtt_cues(text) if cue) + "\n"
    paragraphs = [" ".join(p.split()) for p in re.split(r"\n\s*\n", text) if p.strip()]
    return "\n\n".join(md_text(p) for p in paragraphs) + "\n"


def transcript_paragraphs(folder, transcript):
    """A day entry's transcript as the paragraphs (or timed cues) its page shows."""
    if not transcript:
        return []
    with open(os.path.join(folder, transcript["file"]), encoding="utf-8") as f:
        text = f.read()
    if transcript.get("format") == "vtt":
        return [f"{clock(start)} {cue}" for start, cue in vtt_cues(text) if cue]
    return [" ".join(p.split()) for p in re.split(r"\n\s*\n", text) if p.strip()]


def slug(name):
    """A person's part of a path, as StoryChop makes it for plain names ("grandma-rose")."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "person"


HEADINGS = {"check-in": "Check-in", "voice-note": "Voice note", "evening": "Evening"}
KIND_ORDER = {"check-in": 0, "voice-note": 1, "evening": 2}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def write_json_page(path, front):
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(front, ensure_ascii=False, indent=1) + "\n")


def day_pages(archive, out, story_days):
    """The Days pages of the archive's day entries. Returns (entries, days, months, people,
    files linked); nothing is written when there are no entries."""
    days_dir = os.path.join(archive, "days")
    entries = []
    for entry_id in sorted(os.listdir(days_dir)) if os.path.isdir(days_dir) else []:
        path = os.path.join(days_dir, entry_id, "entry.json")
        if entry_id.startswith(".") or not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8") as f:
            entries.append(json.load(f))
    if not entries:
        return 0, 0, 0, 0, 0
    entries.sort(key=lambda e: (e["day"], KIND_ORDER.get(e["kind"], 9), e.get("recorded") or "", e["id"]))
    by_day, people = {}, {}
    for entry in entries:
        by_day.setdefault(entry["day"], []).append(entry)
        known = people.setdefault(slug(entry["person"]), {"name": entry["person"], "first": entry["day"]})
        known["last"] = entry["day"]
    for folder in ("days", "day-months", "day-people"):
        os.makedirs(os.path.join(out, "content", folder))
    # Days pages stay out of site-wide lists (the home feed); the two helper sections are not pages.
    write_json_page(os.path.join(out, "content", "days", "_index.md"),
                    {"title": "Days", "cascade": {"_build": {"list": "local"}}})
    for folder in ("day-months", "day-people"):
        write_json_page(os.path.join(out, "content", folder, "_index.md"),
                        {"title": folder, "_build": {"render": "never", "list": "never"},
                         "cascade": {"_build": {"list": "local"}}})
    for key, person in people.items():
        write_json_page(os.path.join(out, "content", "day-people", key + ".md"),
                        {"title": f"{person['name']}'s days", "person": person["name"], "url": f"/days/people/{key}/"})
    months = sorted({day[:7] for day in by_day})
    for month in months:
        year, number = int(month[:4]), int(month[5:])
        write_json_page(os.path.join(out, "content", "day-months", month + ".md"),
                        {"title": f"{MONTHS[number - 1]} {year}", "date": month + "-01",
                         "url": f"/days/{year:04d}/{number:02d}/"})
    linked = 0
    for day, todays in by_day.items():
        columns = []
        for key, person in sorted(people.items(), key=lambda p: (p[1]["name"].lower(), p[0])):
            if not person["first"] <= day <= person["last"]:
                continue
            theirs = []
            for entry in todays:
                if slug(entry["person"]) != key:
                    continue
                folder = os.path.join(days_dir, entry["id"])
                audio = entry.get("audio")
                mood = entry.get("mood")
                theirs.append({
                    "id": entry["id"],
                    "heading": HEADINGS.get(entry["kind"], entry["kind"]),
                    "recorded": entry.get("recorded") if entry.get("recorded") and "T" in entry["recorded"] else "",
                    "mood": {"scale": mood["scale"], "value": mood["value"], "word": mood["word"]} if mood else None,
                    "prompt": entry.get("prompt") or "",
                    "factors": entry.get("factors") or [],
                    "audio": {"src": f"{entry['id']}/{audio['file']}",
                              "type": MIME.get(audio.get("format", ""), "audio/" + audio.get("format", "")),
                              "details": f"{audio.get('format', '').upper()}, {audio.get('bytes', 0) / 1000:.1f} KB"}
                             if audio else None,
                    "transcript": transcript_paragraphs(folder, entry.get("transcript")),
                })
                static = os.path.join(out, "static", "days", day, entry["id"])
                os.makedirs(static)
                for name in sorted(os.listdir(folder)):
                    link_or_copy(os.path.join(folder, name), os.path.join(static, name))
                    linked += 1
            columns.append({"name": person["name"], "slug": key, "entries": theirs})
        weekday = WEEKDAYS[datetime.date.fromisoformat(day).weekday()]
        year, month, number = int(day[:4]), int(day[5:7]), int(day[8:])
        write_json_page(os.path.join(out, "content", "days", day + ".md"), {
            "title": f"{weekday} {number} {MONTHS[month - 1]} {year}",
            "date": day,
            "url": f"/days/{day}/",
            "persons": sorted({e["person"] for e in todays}),
            "people": columns,
            "stories": story_days.get(day, []),
        })
    return len(entries), len(by_day), len(months), len(people), linked


def link_or_copy(src, dst):
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


def yaml_scalar(text, key):
    """The plain value of a top-level key in storychop.yml (enough for title and language)."""
    for line in text.splitlines():
        if line.startswith(key + ":"):
            value = line.split(":", 1)[1].split(" #")[0].strip()
            return value.strip("'\"") or None
    return None


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make-hugo-site.py ARCHIVE OUT")
    archive, out = sys.argv[1], sys.argv[2]
    settings = os.path.join(archive, "storychop.yml")
    if not os.path.isfile(settings):
        sys.exit(f"error: {archive}: no storychop.yml — give an archive made by `storychop ingest`")
    if os.path.isdir(out) and os.listdir(out):
        if not os.path.exists(os.path.join(out, MARKER)):
            sys.exit(f"error: {out}: not empty and not made by this script — give an empty folder")
        shutil.rmtree(out)
    with open(settings, encoding="utf-8") as f:
        yml = f.read()

    os.makedirs(os.path.join(out, "content", "stories"))
    with open(os.path.join(out, MARKER), "w") as f:
        f.write("")
    with open(os.path.join(out, "config.toml"), "w", encoding="utf-8") as f:
        f.write(CONFIG.format(title=json.dumps(yaml_scalar(yml, "title") or "Family Stories"),
                              language=json.dumps(yaml_scalar(yml, "language") or "en")))
    for name, text in (("_default/baseof", BASEOF), ("_default/single", SINGLE), ("_default/list", LIST),
                       ("_default/terms", TERMS), ("days/list", DAYS_INDEX), ("days/single", DAY),
                       ("day-months/single", DAY_MONTH), ("day-people/single", DAY_PERSON), ("sitemap", SITEMAP)):
        os.makedirs(os.path.dirname(os.path.join(out, "layouts", name)), exist_ok=True)
        with open(os.path.join(out, "layouts", name + (".xml" if name == "sitemap" else ".html")), "w", encoding="utf-8") as f:
            f.write(text)
    with open(os.path.join(out, "content", "stories", "_index.md"), "w", encoding="utf-8") as f:
        f.write('{"title": "All stories"}\n')

    stories_dir = os.path.join(archive, "stories")
    count, linked = 0, 0
    story_days = {}      # day → the ids of the stories recorded that day, newest first
    for story_id in sorted(os.listdir(stories_dir)):
        story_dir = os.path.join(stories_dir, story_id)
        path = os.path.join(story_dir, "story.json")
        if story_id.startswith(".") or not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8") as f:
            story = json.load(f)
        audio, recorded = story["audio"], story["recorded"]
        story_days.setdefault(recorded[:10], []).append((recorded, story_id))
        front = {
            "title": story["title"],
            "date": recorded,
            "url": f"/stories/{story_id}/",       # the same path as StoryChop's page
            "categories": [story["category"]] if story.get("category") else [],
            "narrators": [story["narrator"]] if story.get("narrator") else [],
            "years": [recorded[:4]],
            "prompt": story.get("prompt") or "",
            "narrator": story.get("narrator") or "",
            "mood": MOODS[story["mood"]] if story.get("mood") is not None else "",
            "length": clock(story.get("duration") or 0),
            "audio": audio["file"],
            "audio_type": MIME.get(audio.get("format", ""), "audio/" + audio.get("format", "")),
        }
        body = transcript_markdown(story_dir, story.get("transcript"))
        with open(os.path.join(out, "content", "stories", story_id + ".md"), "w", encoding="utf-8") as f:
            f.write(json.dumps(front, ensure_ascii=False, indent=1) + "\n\n" + body)
        static = os.path.join(out, "static", "stories", story_id)
        os.makedirs(static)
        for name in sorted(os.listdir(story_dir)):
            link_or_copy(os.path.join(story_dir, name), os.path.join(static, name))
            linked += 1
        count += 1
    story_days = {day: [i for _, i in sorted(ids, reverse=True)] for day, ids in story_days.items()}
    entries, days, months, people, day_linked = day_pages(archive, out, story_days)
    days_part = f"{entries} day entries ({days} days, {months} months, {people} people), " if entries else ""
    print(f"make-hugo-site: {count} stories, {days_part}{linked + day_linked} static files linked, in {out}")


if __name__ == "__main__":
    main()
