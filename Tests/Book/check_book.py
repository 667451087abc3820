#!/usr/bin/env python3
"""The printed book's checks on the sample archive, with the tools a print shop's preflight
would use (poppler's pdftotext, pdffonts, pdfinfo and pdftoppm; zbar's zbarimg):

- every chosen story's title in the PDF, in order, with its transcript's words;
- the contents' page numbers are the pages the stories start on;
- every QR code decodes to its story's page at base_url, and every printed story code is
  found by `storychop list CODE` and is in the built site's search index;
- every font embedded; the Arabic and Chinese stories set in fonts of their scripts;
- the large-print book's body text at 16 pt or more; a journals' month in the --days book.

Usage: check_book.py STORYCHOP ARCHIVE_WITH_INGESTED_SAMPLE OUT_DIR. Pages it looked at are
left in OUT_DIR as PNGs (cover, contents, a story with photos, an Arabic and a Chinese story,
a large-print page, a journals month). Exit status 0 when every check passes."""
import json, os, re, subprocess, sys

storychop, archive, out = sys.argv[1:4]
failures = []


def run(*command, check=True):
    done = subprocess.run(command, capture_output=True, text=True)
    if check and done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done


def expect(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)


def pages_text(pdf):
    """Each page's text (pdftotext separates pages with form feeds)."""
    return run("pdftotext", "-layout", pdf, "-").stdout.split("\f")


def book(*options, folder):
    run(storychop, "book", "--archive", archive, "-o", folder, "--force", *options)
    return json.load(open(os.path.join(folder, "book.json")))


def story_json(story_id):
    return json.load(open(os.path.join(archive, "stories", story_id, "story.json"), encoding="utf-8"))


def transcript_words(story_id):
    story = story_json(story_id)
    if not story.get("transcript"):
        return []
    text = open(os.path.join(archive, "stories", story_id, story["transcript"]["file"]), encoding="utf-8", errors="replace").read()
    lines = [l for l in text.splitlines() if l and "-->" not in l and not l.startswith("WEBVTT") and not l.strip().isdigit()]
    words = re.findall(r"\w{5,}", " ".join(lines))
    return words[:6]


def squash(text):
    """Text without spaces, and without the hyphens that break words across lines."""
    return re.sub(r"\s+", "", re.sub(r"[\u2010\u00ad-]\s*\n\s*", "", text))


def check_main_book():
    folder = os.path.join(out, "book")
    record = book(folder=folder)
    pdf = os.path.join(folder, record["volumes"][0]["file"])
    pages = pages_text(pdf)
    ids = record["volumes"][0]["stories"]
    starts = {}
    for story_id in ids:
        title = story_json(story_id)["title"]
        found = [n for n, text in enumerate(pages, 1) if squash(title) in squash(text) and n > 3]
        starts[story_id] = found[0] if found else None
        expect(bool(found), f"the title of {story_id} is in the PDF")
        words = transcript_words(story_id)
        body = squash(" ".join(pages[(found[0] - 1):(found[0] + 3)])) if found else ""
        expect(all(squash(w) in body for w in words), f"{story_id}: its transcript's words {words[:3]}… are printed")
    order = [starts[i] for i in ids if starts[i]]
    expect(order == sorted(order), "the stories are printed in the book's order")
    contents = pages[2] + (pages[3] if "Contents" not in pages[3] else "")
    for story_id in ids:
        title = story_json(story_id)["title"]
        line = next((l for l in contents.splitlines() if squash(title)[:20] in squash(l)), "")
        number = re.findall(r"(\d+)\s*$", line)
        expect(number and int(number[0]) == starts[story_id], f"the contents give page {number[0] if number else '?'} for {story_id}, which starts on {starts[story_id]}")
    return record, pdf, starts


def check_codes(record, pdf, starts, base_url):
    for story_id, page in starts.items():
        png = os.path.join(out, f"qr-{page}")
        run("pdftoppm", "-r", "150", "-png", "-f", str(page), "-l", str(page), "-singlefile", pdf, png)
        decoded = run("zbarimg", "-q", "--raw", png + ".png", check=False).stdout.split()
        expect(decoded == [f"{base_url}stories/{story_id}/"], f"the QR code on page {page} opens {story_id} ({decoded})")
        os.remove(png + ".png")
    text = "\n".join(pages_text(pdf))
    codes = re.findall(r"\b([A-Z]{2}-[0-9A-HJKMNP-TV-Z]{4,})\b", text)
    expect(len(set(codes)) >= len(starts), f"{len(set(codes))} story codes printed for {len(starts)} stories")
    for code in sorted(set(codes)):
        listed = run(storychop, "list", code, "--archive", archive, check=False)
        expect(listed.returncode == 0 and any(i in listed.stdout for i in starts), f"storychop list {code} finds its story")
    # The site's search finds a code by its entry's "code" (Tests/Browser/test_story_codes.py types
    # codes into the search box of the sample site; here: the site built from this archive has them).
    run(storychop, "build", "--archive", archive, "--quiet")
    entries = "".join(open(os.path.join(root, name), encoding="utf-8").read()
                      for root, _, names in os.walk(os.path.join(archive, "site", "search", "entries")) for name in names)
    for code in sorted(set(codes)):
        expect(f'"code":"{code}"' in entries, f"the site's search index holds the code {code}")


def check_fonts_and_scripts(pdf, starts):
    fonts = run("pdffonts", pdf).stdout.splitlines()[2:]
    expect(fonts and all(re.search(r"\byes\s+yes\s+yes\b", f) for f in fonts), "every font is embedded (pdffonts)")
    names = " ".join(fonts)
    for language, family in (("ar", "Naskh"), ("zh", "CJK")):
        story = next((i for i in starts if (story_json(i).get("language") or "").startswith(language)), None)
        expect(story is not None, f"the sample has a story in {language}")
        if story:
            expect(family in names, f"the {language} story is set in a {family} font")
            run("pdftoppm", "-r", "60", "-png", "-f", str(starts[story]), "-l", str(starts[story]), "-singlefile", pdf,
                os.path.join(out, f"page-{language}"))
    info = run("pdfinfo", pdf).stdout
    expect("Tagged:          yes" in info, "the PDF is tagged")


def check_large_print_and_days():
    folder = os.path.join(out, "large-print")
    record = book("--large-print", "--days", folder=folder)
    pdf = os.path.join(folder, record["volumes"][0]["file"])
    page = 6
    xml = run("pdftotext", "-bbox", "-f", str(page), "-l", str(page), pdf, "-").stdout
    heights = sorted(float(b) - float(a) for a, b in re.findall(r'yMin="([\d.]+)"[^>]*yMax="([\d.]+)"', xml))
    median = heights[len(heights) // 2] if heights else 0
    # A word's box is its font's ascent plus descent: about 1.36 times the size for Noto Serif.
    expect(median / 1.36 >= 15.5, f"large print: the body's words are {median / 1.36:.1f} pt (at least 16 asked)")
    run("pdftoppm", "-r", "60", "-png", "-f", str(page), "-l", str(page), "-singlefile", pdf, os.path.join(out, "page-large-print"))
    pages = pages_text(pdf)
    month = next((n for n, t in enumerate(pages, 1) if re.search(r"Mon\s+Tue\s+Wed", t)), None)
    expect(month is not None, "the --days book has a month's calendar of moods")
    if month:
        run("pdftoppm", "-r", "60", "-png", "-f", str(month), "-l", str(month), "-singlefile", pdf, os.path.join(out, "page-journals"))
        expect(not re.search(r"streak|best day|worst|score", pages[month - 1], re.I), "the journals' pages judge nobody")


os.makedirs(out, exist_ok=True)
base_url = re.search(r"^base_url:\s*\"?([^\"\n]+)", open(os.path.join(archive, "storychop.yml")).read(), re.M).group(1)
record, pdf, starts = check_main_book()
check_codes(record, pdf, starts, base_url if base_url.endswith("/") else base_url + "/")
check_fonts_and_scripts(pdf, starts)
run("pdftoppm", "-r", "60", "-png", "-f", "1", "-l", "1", "-singlefile", pdf, os.path.join(out, "page-cover"))
run("pdftoppm", "-r", "60", "-png", "-f", "3", "-l", "3", "-singlefile", pdf, os.path.join(out, "page-contents"))
photos = next((i for i in starts if story_json(i).get("photos")), None)
if photos:
    run("pdftoppm", "-r", "60", "-png", "-f", str(starts[photos]), "-l", str(starts[photos] + 1), pdf, os.path.join(out, "page-photos"))
check_large_print_and_days()
print(f"\n{len(failures)} of the book's checks failed" if failures else "\nEvery check of the book passed.")
sys.exit(1 if failures else 0)
