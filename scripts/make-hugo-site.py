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
  content/stories/ID.md   one page a story: JSON front matter (title, date, the three
                          taxonomies, prompt, mood, duration, audio file) and the full transcript
                          in Markdown (timed WebVTT cues become one paragraph each, with the time)
  static/stories/ID/      the story's audio, transcript and story.json, hard-linked from the
                          archive as StoryChop links them into its site (copied when the disk
                          cannot link); Hugo then copies static/ into its public folder
Standard library only. Prints one summary line.
"""
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
<a href="{{ "years/" | relURL }}">Years</a></nav></header>
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

    layouts = os.path.join(out, "layouts", "_default")
    os.makedirs(layouts)
    os.makedirs(os.path.join(out, "content", "stories"))
    with open(os.path.join(out, MARKER), "w") as f:
        f.write("")
    with open(os.path.join(out, "config.toml"), "w", encoding="utf-8") as f:
        f.write(CONFIG.format(title=json.dumps(yaml_scalar(yml, "title") or "Family Stories"),
                              language=json.dumps(yaml_scalar(yml, "language") or "en")))
    for name, text in (("baseof", BASEOF), ("single", SINGLE), ("list", LIST), ("terms", TERMS)):
        with open(os.path.join(layouts, name + ".html"), "w", encoding="utf-8") as f:
            f.write(text)
    with open(os.path.join(out, "content", "stories", "_index.md"), "w", encoding="utf-8") as f:
        f.write('{"title": "All stories"}\n')

    stories_dir = os.path.join(archive, "stories")
    count, linked = 0, 0
    for story_id in sorted(os.listdir(stories_dir)):
        story_dir = os.path.join(stories_dir, story_id)
        path = os.path.join(story_dir, "story.json")
        if story_id.startswith(".") or not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8") as f:
            story = json.load(f)
        audio, recorded = story["audio"], story["recorded"]
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
    print(f"make-hugo-site: {count} stories, {linked} static files linked, in {out}")


if __name__ == "__main__":
    main()
