"""The written journals in Chromium: both partners' cards side by side on a computer and one
above the other on a phone; a question's chart drawn with a point per answer and said in words,
fitting a phone with large text; its calendar in seven columns, each day marked by a symbol."""
import contract as c
from helpers import every, is_shown, one, text_of

# The box of each element at `selector`, as the reader sees it.
BOXES = """
return Array.prototype.map.call(document.querySelectorAll(arguments[0]), function (el) {
  var r = el.getBoundingClientRect();
  return {left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right), bottom: Math.round(r.bottom),
          width: Math.round(r.width), height: Math.round(r.height)};
});
"""


def test_both_partners_cards_sit_side_by_side_on_a_computer_and_one_above_the_other_on_a_phone(desktop, phone, site):
    mornings = ".day-person .written-entry:first-of-type"
    desktop.get(site.url(site.day(c.DAY)))
    cards = [card for card in every(desktop, c.WRITTEN_ENTRY) if text_of(card).startswith("Partners' morning")]
    assert [text_of(card).split(" One thing I need today ")[1] for card in cards] == ["Help carrying the shopping", "An early night"]
    boxes = desktop.execute_script(BOXES, mornings)
    assert len(boxes) == 2 and boxes[0]["top"] == boxes[1]["top"] and boxes[0]["right"] < boxes[1]["left"], boxes
    phone.get(site.url(site.day(c.DAY)))
    boxes = phone.execute_script(BOXES, mornings)
    assert boxes[0]["left"] == boxes[1]["left"] and boxes[0]["bottom"] <= boxes[1]["top"], boxes


def test_a_questions_chart_has_a_point_per_answer_inside_it_and_says_what_it_shows(desktop, phone_large_text, site):
    desktop.get(site.url(c.QUESTION))
    chart = desktop.execute_script(BOXES, c.TREND_CHART)[0]
    assert chart["width"] >= 400 and chart["height"] >= 200, chart
    points = desktop.execute_script(BOXES, c.CHART_POINT)
    assert len(points) == 18
    # Drawn left to right, each inside the chart.
    assert all(a["left"] < b["left"] for a, b in zip(points, points[1:]))
    assert all(chart["left"] <= p["left"] and p["right"] <= chart["right"] + 1 and chart["top"] <= p["top"] <= chart["bottom"]
               for p in points), points
    svg = one(desktop, c.TREND_CHART)
    assert svg.get_attribute("role") == "img" and svg.get_attribute("aria-labelledby")
    assert text_of(one(desktop, c.CHART_WORDS)).startswith("18 answers from 19 February 2024 to 10 March 2024")

    phone_large_text.get(site.url(c.QUESTION))
    width = phone_large_text.execute_script("return document.documentElement.clientWidth;")
    chart = phone_large_text.execute_script(BOXES, c.TREND_CHART)[0]
    assert 0 <= chart["left"] and chart["right"] <= width and chart["height"] > 100, (chart, width)
    assert is_shown(phone_large_text, one(phone_large_text, c.CHART_WORDS))


def test_a_questions_calendar_keeps_seven_columns_on_a_phone_with_a_symbol_for_each_day(phone, site):
    phone.get(site.url(c.QUESTION))
    cells = phone.execute_script(BOXES, c.ANSWER_CELL)
    # The calendar starts on Monday 19 February, the first day asked: a full week.
    week = cells[0:7]   # 19 to 25 February
    assert len({cell["top"] for cell in week}) == 1 and len({cell["left"] for cell in week}) == 7, week
    marks = {text_of(cell.find_element("css selector", ".answer-symbol")) for cell in every(phone, c.ANSWER_CELL)
             if "answer-none" not in cell.get_attribute("class")}
    assert marks == {"✓", "○"}, marks   # hours of sleep: answered or missed, never skipped
