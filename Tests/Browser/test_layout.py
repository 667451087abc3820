"""On a phone, with the reader's text at 100 % and at 200 %: nothing wider than the screen, and
every target large enough for a finger.

Each test looks at every page of the sample site and reports all the faults it finds at once.
"""
import pytest

import browser
import contract as c

# 150 % too: there the calendar still shows its grid, with the narrowest day cells; and a
# narrower phone (360 px, common among Android ones) with 200 % text.
PHONE_VIEWS = [browser.PHONE, browser.PHONE.but(name="phone-150", font_px=24), browser.PHONE_LARGE_TEXT,
               browser.PHONE_LARGE_TEXT.but(name="phone-360-200", width=360, height=800)]
# Pages the layout must fit, looked at with all the others (the calendar's years among them).
NAMED_PAGES = {"index.html", "stories/index.html", "prompts/index.html", "calendar/index.html"}

# What sticks out past the right edge of the screen, to say where an overflow comes from.
OVERFLOW = """
var width = document.documentElement.clientWidth, out = [];
document.querySelectorAll('body *').forEach(function (el) {
  var r = el.getBoundingClientRect();
  if (r.width > 0 && r.right > width + 0.5 && el.checkVisibility()) {
    out.push(el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').join('.') : '')
             + ' to ' + Math.round(r.right) + ' px');
  }
});
return {scroll: document.documentElement.scrollWidth, client: width, culprits: out.slice(0, 5)};
"""

# Targets smaller than 44 x 44 CSS px. The exception is WCAG 2.2's "inline" one (2.5.8): a link
# in a sentence, whose height is the line's. Read here as a link that is a child of a paragraph
# holding other text too; a link alone in its paragraph (a card's title, "View all stories") is
# a target of its own and must be large.
TARGETS = """
var small = [];
document.querySelectorAll(arguments[0]).forEach(function (el) {
  if (!el.checkVisibility({visibilityProperty: true, opacityProperty: true})) { return; }
  var r = el.getBoundingClientRect();
  if (r.width <= 1 || r.height <= 1) { return; }          // visually hidden, for screen readers
  var parent = el.parentElement;
  var inSentence = el.tagName === 'A' && parent.tagName === 'P'
      && parent.textContent.trim().length > el.textContent.trim().length;
  if (inSentence) { return; }
  if (r.width < 43.95 || r.height < 43.95) {
    var name = (el.textContent || el.value || el.getAttribute('aria-label') || '').trim().replace(/\\s+/g, ' ');
    small.push(el.tagName.toLowerCase() + ' "' + name.slice(0, 30) + '" ' + Math.round(r.width) + 'x' + Math.round(r.height));
  }
});
return small;
"""


def each_page(driver, site, script, *arguments):
    """{page: what `script` found there} for every page of the site where it found something."""
    found = {}
    for page in site.all_pages():
        driver.get(site.url(page))
        result = driver.execute_script(script, *arguments)
        if result:
            found[page] = result
    return found


def describe(found):
    return "\n".join("  %s: %s" % (page, result) for page, result in sorted(found.items()))


@pytest.mark.parametrize("view", PHONE_VIEWS, ids=lambda v: v.name)
def test_no_page_is_wider_than_the_phone(view, view_session, site):
    driver = view_session(view)
    pages = each_page(driver, site, OVERFLOW)
    wide = {page: r for page, r in pages.items() if r["scroll"] > r["client"]}
    assert NAMED_PAGES <= set(site.all_pages()) and site.calendar_years(), "a page to look at is missing"
    assert not wide, "pages wider than %d px with text at %d px:\n%s" % (view.width, view.font_px, describe(wide))


@pytest.mark.parametrize("view", PHONE_VIEWS, ids=lambda v: v.name)
def test_every_target_is_at_least_44_px(view, view_session, site):
    driver = view_session(view)
    small = each_page(driver, site, TARGETS, c.TARGETS)
    assert not small, "targets under 44 x 44 px with text at %d px:\n%s" % (view.font_px, describe(small))
