"""usage: screenshots.py SITE_DIR OUT_DIR (run it through scripts/screenshots.sh)

Takes the pictures a person looks at before a change to the templates or CSS is merged: what
the tests measure (widths, sizes) is not all there is to a page that reads well.
"""
import base64
import sys
from pathlib import Path

import browser
import contract
from site_map import Site

SIZES = [browser.PHONE, browser.PHONE_LARGE_TEXT, browser.DESKTOP]
# Tall pages are cut after this many screens: the first ones say most, and a phone page with
# text at 200 % runs very long.
SCREENS = 3


def pages(site):
    shown = {"home": "index.html", "story": site.story(contract.STORY_ID), "stories": "stories/index.html",
             "calendar": site.busiest_calendar_year()}
    # The person who told the most stories: their portrait and line, their stories, their days.
    people = sorted(site.root.glob("people/*/index.html"), key=lambda page: -page.read_text().count('class="story-card"'))
    if people:
        shown["person"] = str(people[0].relative_to(site.root))
    if (site.root / site.day(contract.DAY)).is_file():
        year, month, _ = contract.DAY.split("-")
        shown.update({"days-month": site.day_month(int(year), int(month)), "day": site.day(contract.DAY)})
    if (site.root / contract.QUESTION).is_file():
        shown["question"] = contract.QUESTION
    return shown


def capture(driver, url, out, size):
    driver.get(url)
    driver.execute_script("return document.fonts.ready.then(function () { return true; });")
    content = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
    height = min(int(content["height"]), SCREENS * size.height)
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": size.width, "height": height, "scale": 1}})
    out.write_bytes(base64.b64decode(shot["data"]))


def main(site_dir, out_dir):
    site, out = Site(site_dir), Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        for mode in ("light", "dark"):
            driver = browser.make_driver(size.but(dark=(mode == "dark")))
            try:
                for name, page in pages(site).items():
                    target = out / ("%s-%s-%s.png" % (name, size.name, mode))
                    capture(driver, site.url(page), target, size)
                    print(target)
            finally:
                driver.quit()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__.splitlines()[0])
    main(sys.argv[1], sys.argv[2])
