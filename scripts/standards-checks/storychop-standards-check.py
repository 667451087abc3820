#!/usr/bin/env python3
"""StoryChop's standards checks: reads what StoryChop writes in the standards' own formats with
the libraries archives and podcast apps use, and prints what they read as one line of JSON, for
StoryChop's tests to compare with what it meant to write. It never uses the network.

    CHECK --about
        {"checker": "storychop-standards-check", "pyld": V, "podcastparser": V, "bagit": V, "bagit_profile": V}
    CHECK jsonld PAGE.html --base URL
        every <script type="application/ld+json"> of the page, expanded by pyld (JSON-LD 1.1)
        against the page's address URL: {"blocks": N, "expanded": [...]}. The schema.org
        context is served by a local document loader (see SCHEMA_CONTEXT), never fetched.
    CHECK feed FEED.xml --site DIR --base URL
        the feed as podcastparser reads it, each episode's chapters file (its podcast:chapters
        URL, read from DIR, the site the URL's BASE stands for): {"title", "episodes": [{"title",
        "persons", "chapters_url", "chapters"}]}
    CHECK ohms FILE.xml
        the OHMS record as libxml2 (lxml) parses it: {"title", "version", "points": [{"time",
        "title", "synopsis", "keywords"}], "vtt_transcript", "transcript"}
    CHECK bag ZIP BAG_FOLDER
        the unpacked bundle checked by bagit.py (every manifest) and against the BagIt profile
        it carries (bagit-profile.json, named in bag-info.txt) with bagit-profile, the ZIP's
        serialization too: {"bagit": true, "profile": IDENTIFIER, "errors": []}

Exit status: 0 read (and, for bag, valid); 1 the file is not what the format asks for, with
"error: FILE: what" on standard error; 2 the command line is wrong.
"""
import argparse
import json
import os
import sys
from html.parser import HTMLParser
from importlib.metadata import version

PODCAST_NAMESPACE = "https://podcastindex.org/namespace/1.0"
OHMS_NAMESPACE = "{https://www.weareavp.com/nunncenter/ohms}"
# The part of schema.org's JSON-LD context these checks rely on: its vocabulary, and the
# properties it declares as links (@id), so relative ones resolve against the page's address.
SCHEMA_CONTEXT = {"@context": {"@vocab": "http://schema.org/", "schema": "http://schema.org/",
                               "url": {"@type": "@id"}, "contentUrl": {"@type": "@id"}}}
SCHEMA_CONTEXT_URLS = {"https://schema.org", "https://schema.org/", "http://schema.org", "http://schema.org/"}


class Failed(Exception):
    """The file is not what its format asks for (exit 1)."""


class LinkedDataScripts(HTMLParser):
    """Collects the text of each <script type="application/ld+json"> of a page."""

    def __init__(self):
        super().__init__()
        self.blocks = []
        self._inside = False

    def handle_starttag(self, tag, attrs):
        if tag == "script" and dict(attrs).get("type") == "application/ld+json":
            self._inside = True
            self.blocks.append("")

    def handle_endtag(self, tag):
        if tag == "script":
            self._inside = False

    def handle_data(self, data):
        if self._inside:
            self.blocks[-1] += data


def local_schema_loader(url, options=None):
    if url.rstrip("/") + "/" not in {u.rstrip("/") + "/" for u in SCHEMA_CONTEXT_URLS}:
        raise Failed(f"the JSON-LD asks for the context {url}, and these checks fetch nothing")
    return {"contentType": "application/ld+json", "contextUrl": None, "documentUrl": url, "document": SCHEMA_CONTEXT}


def check_jsonld(args):
    from pyld import jsonld
    parser = LinkedDataScripts()
    with open(args.page, encoding="utf-8") as page:
        parser.feed(page.read())
    expanded = []
    for block in parser.blocks:
        try:
            document = json.loads(block)
        except json.JSONDecodeError as error:
            raise Failed(f"{args.page}: the JSON-LD is not JSON ({error})")
        expanded += jsonld.expand(document, {"base": args.base, "documentLoader": local_schema_loader})
    return {"blocks": len(parser.blocks), "expanded": expanded}


def check_feed(args):
    import podcastparser
    # podcastparser knows the namespace only by its first address, its documentation's on
    # GitHub; feeds (and StoryChop) declare the one the namespace defines.
    podcastparser.Namespace.NAMESPACES.setdefault(PODCAST_NAMESPACE, "podcast")
    base = args.base if args.base.endswith("/") else args.base + "/"
    with open(args.feed, "rb") as stream:
        feed = podcastparser.parse(base + "feed.xml", stream)
    episodes = []
    for episode in feed.get("episodes", []):
        url = episode.get("chapters_json_url")
        chapters = None
        if url:
            if not url.startswith(base):
                raise Failed(f"{args.feed}: podcast:chapters {url} is not inside the site {base}")
            with open(os.path.join(args.site, url[len(base):]), encoding="utf-8") as file:
                chapters = json.load(file)
        episodes.append({"title": episode.get("title"), "persons": episode.get("persons", []),
                         "transcript_url": episode.get("transcript_url"), "chapters_url": url, "chapters": chapters})
    return {"title": feed.get("title"), "episodes": episodes}


def check_ohms(args):
    from lxml import etree
    try:
        root = etree.parse(args.file).getroot()
    except etree.XMLSyntaxError as error:
        raise Failed(f"{args.file}: not well-formed XML ({error})")
    if root.tag != OHMS_NAMESPACE + "ROOT":
        raise Failed(f"{args.file}: the root element is {root.tag}, not OHMS's ROOT")
    record = root.find(OHMS_NAMESPACE + "record")
    if record is None:
        raise Failed(f"{args.file}: there is no <record>")

    def text(element, name):
        found = element.find(OHMS_NAMESPACE + name)
        return None if found is None else (found.text or "")

    points = [{name: text(point, name) for name in ("time", "title", "synopsis", "keywords")}
              for point in record.iter(OHMS_NAMESPACE + "point")]
    return {"id": record.get("id"), "dt": record.get("dt"), "version": text(record, "version"),
            "title": text(record, "title"), "duration": text(record, "duration"),
            "interviewee": text(record, "interviewee"), "media_url": text(record, "media_url"), "points": points,
            "vtt_transcript": text(record, "vtt_transcript"), "transcript": text(record, "transcript")}


def check_bag(args):
    import bagit
    import bagit_profile
    bag = bagit.Bag(args.folder)
    try:
        bag.validate()
    except bagit.BagValidationError as error:
        raise Failed(f"{args.folder}: bagit.py finds the bag invalid: {error}")
    profile_path = os.path.join(args.folder, "bagit-profile.json")
    if not os.path.exists(profile_path):
        raise Failed(f"{args.folder}: the bag carries no bagit-profile.json")
    with open(profile_path, encoding="utf-8") as file:
        profile_json = json.load(file)
    identifier = profile_json["BagIt-Profile-Info"]["BagIt-Profile-Identifier"]
    profile = bagit_profile.Profile(identifier, profile=profile_json)
    errors = []
    try:
        profile.validate_serialization(args.zip)
    except bagit_profile.ProfileValidationError as error:
        errors.append(f"serialization: {error.value}")
    if not profile.validate(bag):
        errors += [str(error.value) for error in profile.report.errors]
    if errors:
        raise Failed(f"{args.folder}: does not validate against its BagIt profile: " + "; ".join(errors))
    return {"bagit": True, "profile": identifier, "errors": errors}


def about():
    packages = {"pyld": "PyLD", "podcastparser": "podcastparser", "bagit": "bagit", "bagit_profile": "bagit-profile"}
    return {"checker": "storychop-standards-check", **{key: version(name) for key, name in packages.items()}}


def main():
    parser = argparse.ArgumentParser(prog="storychop-standards-check")
    parser.add_argument("--about", action="store_true")
    commands = parser.add_subparsers(dest="command")
    jsonld = commands.add_parser("jsonld")
    jsonld.add_argument("page")
    jsonld.add_argument("--base", required=True)
    feed = commands.add_parser("feed")
    feed.add_argument("feed")
    feed.add_argument("--site", required=True)
    feed.add_argument("--base", required=True)
    ohms = commands.add_parser("ohms")
    ohms.add_argument("file")
    bag = commands.add_parser("bag")
    bag.add_argument("zip")
    bag.add_argument("folder")
    args = parser.parse_args()
    checks = {"jsonld": check_jsonld, "feed": check_feed, "ohms": check_ohms, "bag": check_bag}
    if args.about:
        print(json.dumps(about()))
        return 0
    if args.command not in checks:
        parser.print_usage(sys.stderr)
        return 2
    try:
        print(json.dumps(checks[args.command](args)))
    except Failed as failure:
        print(f"error: {failure}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
