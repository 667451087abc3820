"""An interview's transcript as a relative sees it: each turn starts with who speaks, and the
interviewer's questions are set apart from the answers (a grey rule and slanted words, not a
colour alone), with JavaScript and without, on a phone; the line being heard is still marked.

The sample's "Mom & Dad Said "Always"" is an interview: Sam asks, Grandpa Joe (its narrator) answers."""
import pytest

import contract as c
from helpers import every, is_shown, media_state, press, text_of, wait_until

INTERVIEW = "2024-12-25-mom-dad-said-always"

STYLE = """
var line = arguments[0], words = line.querySelector('.cue-text');
var box = getComputedStyle(line);
return {slant: getComputedStyle(words).fontStyle, rule: box.borderLeftColor, ruleWidth: box.borderLeftWidth};
"""


def speakers_and_classes(driver):
    lines = every(driver, c.CUE)
    names = []
    for line in lines:
        found = line.find_elements("css selector", c.SPEAKER)
        names.append(text_of(found[0]) if found else None)
    return lines, names


@pytest.mark.parametrize("view", ["phone", "phone_no_js"])
def test_turns_are_named_and_the_interviewers_lines_set_apart(view, request, site):
    driver = request.getfixturevalue(view)
    driver.get(site.url(site.story(INTERVIEW)))
    lines, names = speakers_and_classes(driver)
    assert names == ["Sam:", "Grandpa Joe:", None, None, "Sam:", "Grandpa Joe:"], names
    for line, name in zip(lines, names):
        if name:
            assert is_shown(driver, line.find_element("css selector", c.SPEAKER)), "%s is not shown" % name
    asked = [driver.execute_script(STYLE, line) for line in lines]
    questions = [index for index, line in enumerate(lines) if c.CUE_INTERVIEWER_CLASS in line.get_attribute("class").split()]
    assert questions == [0, 4], "the interviewer's lines are %s" % questions
    for index, style in enumerate(asked):
        slanted = style["slant"] == "italic"
        assert slanted == (index in questions), "line %d: font-style %s" % (index + 1, style["slant"])
    # The answers' rule is transparent; the questions' is not (set apart by more than slant).
    assert asked[0]["rule"] != asked[1]["rule"], "the question and the answer have the same rule: %s" % asked[0]["rule"]


def test_a_question_being_heard_is_marked_as_any_line(phone, site):
    phone.get(site.url(site.story(INTERVIEW)))
    lines = every(phone, c.CUE)
    question = lines[4]
    start = float(question.get_attribute("data-start"))
    press(phone, question.find_element("css selector", c.CUE_TIME_BUTTON))
    wait_until(lambda: media_state(phone, c.AUDIO)["time"] >= start - 0.01, message="the player to reach Sam's question")
    wait_until(lambda: c.CUE_CURRENT_CLASS in question.get_attribute("class").split(), timeout=5,
               message="Sam's question to become %s" % c.CUE_CURRENT_CLASS)
